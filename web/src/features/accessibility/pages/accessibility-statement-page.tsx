import { Box, Button, Field, Heading, Link, Stack, Text, Textarea } from "@chakra-ui/react";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../shared/hooks/use-page-title";
import { EMAIL_PATTERN } from "../../../shared/ui/email-pattern";
import { FormAlert } from "../../../shared/ui/form-alert";
import { TextField } from "../../../shared/ui/text-field";
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
  const messageId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<{ message: string; email: string }>({ defaultValues: { message: "", email: "" } });
  const email = useWatch({ control, name: "email" });
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
            <Field.Root required invalid={Boolean(errors.message)}>
              <Field.Label htmlFor={messageId}>
                {t("accessibility.message")}
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                id={messageId}
                rows={5}
                {...register("message", {
                  validate: (value) => value.trim() !== "" && value.length <= REPORT_TEXT_MAX_LENGTH,
                })}
              />
              {errors.message ? <Field.ErrorText>{t("common.form.required")}</Field.ErrorText> : null}
            </Field.Root>
            <TextField
              label={t("accessibility.email")}
              type="email"
              autoComplete="email"
              error={errors.email && email.trim() !== "" ? t("common.form.invalidEmail") : undefined}
              {...register("email", {
                validate: (value) => value.trim() === "" || EMAIL_PATTERN.test(value.trim()),
              })}
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
