import { Button, HStack, SimpleGrid, Stack, VisuallyHidden } from "@chakra-ui/react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ChoiceCheckboxes } from "../../../shared/ui/choice-checkboxes";
import { fieldErrorText } from "../../../shared/forms/field-error";
import { formResolver } from "../../../shared/forms/zod-resolver";
import { z } from "zod";
import { NameSchema, TermSchema } from "#shared/common.schema";
import { HIDDEN_PARTS, SUBSCRIPTIONS } from "#shared/constants";
import { FirstAndLastYearSchema, type School, type UpdateSchoolInput } from "#shared/schools/school.schema";
import { roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { TextField } from "../../../shared/ui/text-field";
import { useUpdateSchool } from "../admin.api";
import { HIDDEN_PART_KEYS, SUBSCRIPTION_KEYS } from "../admin-keys";
import { YearSelect } from "./year-select";
import { blankOr, maxLengthOf } from "../../../shared/forms/form-fields";

/** A school's own word for its staff: blank for the default, else as the API allows. */
const Term = blankOr(TermSchema);
const SchoolSettingsFormSchema = z
  .object({
    name: NameSchema,
    firstYear: z.string(),
    lastYear: z.string(),
    teacherName: Term,
    counselorName: Term,
    counselorNamePlural: Term,
    hiddenParts: z.array(z.enum(HIDDEN_PARTS)),
    subscriptions: z.array(z.enum(SUBSCRIPTIONS)),
  })
  .refine((values) => (values.firstYear === "") === (values.lastYear === ""), { path: ["lastYear"] })
  .refine(
    (values) =>
      values.firstYear === "" ||
      FirstAndLastYearSchema.safeParse([Number(values.firstYear), Number(values.lastYear)]).success,
    { path: ["lastYear"] },
  );
type SchoolSettingsForm = z.infer<typeof SchoolSettingsFormSchema>;

function defaults(school: School): SchoolSettingsForm {
  return {
    name: school.name,
    firstYear: school.firstAndLastYear ? String(school.firstAndLastYear[0]) : "",
    lastYear: school.firstAndLastYear ? String(school.firstAndLastYear[1]) : "",
    teacherName: school.teacherName ?? "",
    counselorName: school.counselorName ?? "",
    counselorNamePlural: school.counselorNamePlural ?? "",
    hiddenParts: [...school.hiddenParts],
    subscriptions: [...school.subscriptions],
  };
}

/** The school's name, years, naming overrides, hidden parts and (super admin) subscriptions. */
export function SchoolSettingsTab({ school }: { school: School }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const update = useUpdateSchool(school);
  const canEdit = roleMay("school.update", role);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isDirty },
  } = useForm<SchoolSettingsForm>({
    resolver: formResolver(SchoolSettingsFormSchema),
    values: defaults(school),
  });

  const onSubmit = handleSubmit((values) => {
    const body: Omit<UpdateSchoolInput, "version"> = {
      name: values.name,
      teacherName: values.teacherName || null,
      counselorName: values.counselorName || null,
      counselorNamePlural: values.counselorNamePlural || null,
      hiddenParts: values.hiddenParts,
    };
    if (values.firstYear !== "") body.firstAndLastYear = [Number(values.firstYear), Number(values.lastYear)];
    if (roleMay("school.setSubscriptions", role)) body.subscriptions = values.subscriptions;
    update.mutate(body);
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="school-settings">
      {/* The fieldset disables every field at once for a role that may not edit; its legend names the group for
          screen readers (the page heading and the tab already show it on screen). */}
      <fieldset disabled={!canEdit}>
        <VisuallyHidden as="legend">{t("admin.school.settingsLegend")}</VisuallyHidden>
        <Stack gap="5" maxWidth="2xl" pt="2">
          <TextField
            label={t("admin.school.name")}
            required
            maxChars={maxLengthOf(NameSchema)}
            error={fieldErrorText(errors.name, t)}
            {...register("name")}
          />
          <HStack gap="3" align="flex-start" flexWrap={{ base: "wrap", sm: "nowrap" }}>
            <YearSelect label={t("admin.schools.firstYear")} {...register("firstYear")} />
            <YearSelect
              label={t("admin.schools.lastYear")}
              error={errors.lastYear ? t("admin.schools.yearsOrder") : undefined}
              {...register("lastYear")}
            />
          </HStack>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <TextField label={t("admin.school.teacherName")} {...register("teacherName")} />
            <TextField label={t("admin.school.counselorName")} {...register("counselorName")} />
            <TextField label={t("admin.school.counselorNamePlural")} {...register("counselorNamePlural")} />
          </SimpleGrid>
          <Controller
            control={control}
            name="hiddenParts"
            render={({ field }) => (
              <ChoiceCheckboxes
                legend={t("admin.school.hiddenParts")}
                helper={t("admin.school.hiddenPartsHelp")}
                columns={{ base: 1, sm: 2, md: 3 }}
                choices={HIDDEN_PARTS.map((value) => ({ value, label: t(HIDDEN_PART_KEYS[value]) }))}
                value={field.value}
                onChange={field.onChange}
                name={field.name}
              />
            )}
          />
          {roleMay("school.setSubscriptions", role) ? (
            <Controller
              control={control}
              name="subscriptions"
              render={({ field }) => (
                <ChoiceCheckboxes
                  legend={t("admin.schools.subscriptions")}
                  choices={SUBSCRIPTIONS.map((value) => ({ value, label: t(SUBSCRIPTION_KEYS[value]) }))}
                  value={field.value}
                  onChange={field.onChange}
                  name={field.name}
                />
              )}
            />
          ) : null}
          {canEdit ? (
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="flex-start"
              loading={update.isPending}
              disabled={!isDirty}
            >
              {t("common.actions.save")}
            </Button>
          ) : null}
        </Stack>
      </fieldset>
    </form>
  );
}
