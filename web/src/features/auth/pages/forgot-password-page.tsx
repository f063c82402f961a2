import { Button, Link, Stack } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldErrorText, textRules } from "../../../shared/forms/field-error";
import { Link as RouterLink } from "react-router";
import { isApiError } from "../../../shared/api/api-error";
import { EMAIL_PATTERN } from "../../../shared/ui/email-pattern";
import { FormAlert } from "../../../shared/ui/form-alert";
import { TextField } from "../../../shared/ui/text-field";
import { useForgotPassword } from "../auth.api";
import { AuthCard } from "../components/auth-card";
import { ROUTES } from "../../../shared/routes";

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const mutation = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: "" } });
  const tooMany = isApiError(mutation.error) && mutation.error.status === 429;

  return (
    <AuthCard title={t("auth.forgot.title")} lead={t("auth.forgot.lead")}>
      <form noValidate onSubmit={handleSubmit(({ email: value }) => mutation.mutate(value))}>
        <Stack gap="4">
          {mutation.isSuccess ? <FormAlert status="success">{t("auth.forgot.sent")}</FormAlert> : null}
          {mutation.isError ? (
            <FormAlert status="error">
              {tooMany ? t("auth.forgot.tooMany") : t("errors.status.generic")}
            </FormAlert>
          ) : null}
          <TextField
            label={t("auth.login.email")}
            type="email"
            autoComplete="email"
            required
            error={fieldErrorText(errors.email, t)}
            {...register("email", textRules({ required: true, pattern: EMAIL_PATTERN, kind: "email" }))}
          />
          <Button type="submit" colorPalette="brand" loading={mutation.isPending} width="full">
            {t("auth.forgot.submit")}
          </Button>
          <Link asChild alignSelf="center" color="brand.fg" textDecoration="underline">
            <RouterLink to={ROUTES.login}>{t("auth.forgot.backToLogin")}</RouterLink>
          </Link>
        </Stack>
      </form>
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };
