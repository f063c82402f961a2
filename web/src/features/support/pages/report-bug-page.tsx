import { Button, Stack } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { FormAlert } from "../../../shared/ui/form-alert";
import { PageHeader } from "../../../shared/ui/page-header";
import { TextareaField, TextField } from "../../../shared/ui/text-field";
import { fieldErrorText, textRules } from "../../../shared/forms/field-error";
import { useSendBugReport } from "../support.api";
import { ROUTES } from "../../../shared/routes";
import { REPORT_TEXT_MAX_LENGTH } from "#shared/constants";

/** /report-bug: a short form to tell the product team about a problem. */
export function ReportBugPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? "";
  const send = useSendBugReport();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ description: string; page: string }>({ defaultValues: { description: "", page: from } });

  if (send.isSuccess) {
    return (
      <>
        <PageHeader title={t("support.reportBug.title")} />
        <Stack gap="4" maxWidth="2xl">
          <FormAlert status="success">{t("support.reportBug.sent")}</FormAlert>
          <Button
            alignSelf="flex-start"
            variant="outline"
            onClick={() => {
              reset();
              send.reset();
            }}
          >
            {t("support.reportBug.another")}
          </Button>
        </Stack>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t("support.reportBug.title")} description={t("support.reportBug.lead")} />
      <form
        noValidate
        onSubmit={(event) =>
          void handleSubmit((values) =>
            send.mutate({
              description: values.description.trim(),
              page: values.page.trim() || ROUTES.overview,
            }),
          )(event)
        }
      >
        <Stack gap="4" maxWidth="2xl">
          <TextareaField
            label={t("support.reportBug.description")}
            required
            rows={6}
            bg="bg"
            maxChars={REPORT_TEXT_MAX_LENGTH}
            helperText={t("support.reportBug.descriptionHelp")}
            error={fieldErrorText(errors.description, t)}
            {...register("description", textRules({ required: true, max: REPORT_TEXT_MAX_LENGTH }))}
          />
          <TextField label={t("support.reportBug.page")} bg="bg" {...register("page")} />
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={send.isPending}>
            {t("support.reportBug.submit")}
          </Button>
        </Stack>
      </form>
    </>
  );
}

export { ReportBugPage as Component };
