import { Box, Button, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../shared/hooks/use-page-title";
import { EMAIL_PATTERN } from "../../../shared/ui/email-pattern";
import { FormAlert } from "../../../shared/ui/form-alert";
import { TextareaField, TextField } from "../../../shared/ui/text-field";
import { fieldErrorText, textRules } from "../../../shared/forms/field-error";
import { useSendAccessibilityFeedback } from "../accessibility.api";
import { REPORT_TEXT_MAX_LENGTH } from "#shared/constants";

/** Digg's page for reporting a public service's lack of accessibility. */
const DIGG_REPORT_URL = "https://www.digg.se/tdosanmalan";

/** The accessibility statement (tillgänglighetsredogörelse, DOS-lagen) with a feedback form; linked from every page. */
export function AccessibilityStatementPage() {
  const { t } = useTranslation();
  usePageTitle(t("accessibility.title"));
  return (
    <Stack gap="8" maxWidth="3xl" mx="auto">
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          {t("accessibility.title")}
        </Heading>
        <Text>{t("accessibility.intro")}</Text>
      </Stack>
      <Stack gap="2" as="section">
        <Heading as="h2" size="lg">
          {t("accessibility.statusTitle")}
        </Heading>
        <Text>{t("accessibility.status")}</Text>
      </Stack>
      <Stack gap="2" as="section">
        <Heading as="h2" size="lg">
          {t("accessibility.testingTitle")}
        </Heading>
        <Text>{t("accessibility.testing")}</Text>
      </Stack>
      <FeedbackForm />
      <Stack gap="2" as="section">
        <Heading as="h2" size="lg">
          {t("accessibility.supervisionTitle")}
        </Heading>
        <Text>{t("accessibility.supervision")}</Text>
        <Link href={DIGG_REPORT_URL} color="brand.fg" textDecoration="underline" alignSelf="flex-start">
          {t("accessibility.supervisionLink")}
        </Link>
      </Stack>
    </Stack>
  );
}

function FeedbackForm() {
  const { t } = useTranslation();
  const send = useSendAccessibilityFeedback();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ message: string; email: string }>({ defaultValues: { message: "", email: "" } });
  return (
    <Box as="section" bg="bg" borderWidth="1px" borderColor="border" rounded="lg" p={{ base: "4", md: "6" }}>
      <Stack gap="2" mb="4">
        <Heading as="h2" size="lg">
          {t("accessibility.feedbackTitle")}
        </Heading>
        <Text>{t("accessibility.feedbackLead")}</Text>
      </Stack>
      {send.isSuccess ? (
        <FormAlert status="success">{t("accessibility.sent")}</FormAlert>
      ) : (
        <form
          noValidate
          onSubmit={(event) =>
            void handleSubmit((values) =>
              send.mutate({
                message: values.message.trim(),
                ...(values.email.trim() ? { email: values.email.trim() } : {}),
                page: window.location.pathname,
              }),
            )(event)
          }
        >
          <Stack gap="4">
            <TextareaField
              label={t("accessibility.message")}
              required
              rows={5}
              maxChars={REPORT_TEXT_MAX_LENGTH}
              error={fieldErrorText(errors.message, t)}
              {...register("message", textRules({ required: true, max: REPORT_TEXT_MAX_LENGTH }))}
            />
            <TextField
              label={t("accessibility.email")}
              type="email"
              autoComplete="email"
              error={fieldErrorText(errors.email, t)}
              {...register("email", textRules({ pattern: EMAIL_PATTERN, kind: "email" }))}
            />
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={send.isPending}>
              {t("accessibility.submit")}
            </Button>
          </Stack>
        </form>
      )}
    </Box>
  );
}

export { AccessibilityStatementPage as Component };
