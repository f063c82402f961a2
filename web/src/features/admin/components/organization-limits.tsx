import { Button, Card, Heading, Stack, Text } from "@chakra-ui/react";
import type { ParseKeys } from "i18next";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import type { Organization } from "#shared/organizations/organization.schema";
import {
  VIOLATION_INVESTIGATION_LIMIT_DAYS,
  VIOLATION_SEEN_LIMITS,
  type ViolationSeenLimit,
} from "#shared/violations/violation-clock";
import { formResolver } from "../../../shared/forms/zod-resolver";
import { roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { SelectField, TextField } from "../../../shared/ui/text-field";
import { useOrganization, useUpdateOrganization } from "../admin.api";

const { min, max } = VIOLATION_INVESTIGATION_LIMIT_DAYS;

const SEEN_CHOICE_KEYS: Record<ViolationSeenLimit, ParseKeys> = {
  SAME_SCHOOL_DAY: "violationClock.settings.seenChoices.SAME_SCHOOL_DAY",
  NEXT_SCHOOL_DAY: "violationClock.settings.seenChoices.NEXT_SCHOOL_DAY",
  TWO_SCHOOL_DAYS: "violationClock.settings.seenChoices.TWO_SCHOOL_DAYS",
};

/** The days are typed as text and must be a whole number in the API's range. */
const LimitsFormSchema = z.object({
  violationSeenLimit: z.enum(VIOLATION_SEEN_LIMITS),
  violationInvestigationLimitDays: z
    .string()
    .refine((text) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max),
});
type LimitsForm = z.infer<typeof LimitsFormSchema>;

/**
 * The organization's limits for violation reports (the 6:10 chain's clock): when the principal must have seen a
 * report and within how many days the investigation must begin. Its owner and main admins (organization.update).
 */
export function OrganizationLimits() {
  const session = useSession();
  if (!roleMay("organization.update", session.role)) return null;
  return <OrganizationLimitsLoader organizationId={session.user.organization.id} />;
}

function OrganizationLimitsLoader({ organizationId }: { organizationId: string }) {
  const organization = useOrganization(organizationId);
  return organization.data ? <OrganizationLimitsForm organization={organization.data} /> : null;
}

export function OrganizationLimitsForm({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const update = useUpdateOrganization(organization);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<LimitsForm>({
    resolver: formResolver(LimitsFormSchema),
    values: {
      violationSeenLimit: organization.violationSeenLimit,
      violationInvestigationLimitDays: String(organization.violationInvestigationLimitDays),
    },
  });
  const onSubmit = handleSubmit((values) => {
    update.mutate({
      violationSeenLimit: values.violationSeenLimit,
      violationInvestigationLimitDays: Number(values.violationInvestigationLimitDays),
    });
  });
  return (
    <Card.Root mt="8" maxWidth="2xl" data-testid="organization-limits">
      <Card.Body>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="4">
            <Heading as="h2" size="md">
              {t("violationClock.settings.title")}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t("violationClock.settings.lead")}
            </Text>
            <SelectField
              label={t("violationClock.settings.seenLimit")}
              helperText={t("violationClock.settings.seenLimitHelp")}
              options={VIOLATION_SEEN_LIMITS.map((value) => ({
                value,
                label: t(SEEN_CHOICE_KEYS[value]),
              }))}
              {...register("violationSeenLimit")}
            />
            <TextField
              label={t("violationClock.settings.investigationDays")}
              helperText={t("violationClock.settings.investigationDaysHelp")}
              inputMode="numeric"
              error={
                errors.violationInvestigationLimitDays ? t("violationClock.settings.daysRange") : undefined
              }
              {...register("violationInvestigationLimitDays")}
            />
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="flex-start"
              loading={update.isPending}
              disabled={!isDirty}
            >
              {t("violationClock.settings.save")}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
