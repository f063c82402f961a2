import { Button, Link, Stack } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { isValidPassword } from "#shared/password";
import { isApiError } from "../../../shared/api/api-error";
import { FormAlert } from "../../../shared/ui/form-alert";
import { TextField } from "../../../shared/ui/text-field";
import { useResetPassword } from "../auth.api";
import { AuthCard } from "../components/auth-card";
import { ROUTES } from "../../../shared/routes";

interface ResetForm {
  password: string;
  repeat: string;
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const mutation = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetForm>({ defaultValues: { password: "", repeat: "" } });
  const invalidLink =
    token.length < 16 || (isApiError(mutation.error) && mutation.error.code === "INVALID_TOKEN");

  if (mutation.isSuccess) {
    return (
      <AuthCard title={t("auth.reset.title")}>
        <Stack gap="4">
          <FormAlert status="success">{t("auth.reset.done")}</FormAlert>
          <Button asChild colorPalette="brand">
            <RouterLink to={ROUTES.login}>{t("auth.reset.toLogin")}</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (invalidLink) {
    return (
      <AuthCard title={t("auth.reset.title")}>
        <Stack gap="4">
          <FormAlert status="error">{t("auth.reset.invalidLink")}</FormAlert>
          <Button asChild colorPalette="brand">
            <RouterLink to={ROUTES.forgotPassword}>{t("auth.reset.requestNew")}</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("auth.reset.title")} lead={t("auth.reset.lead")}>
      <form noValidate onSubmit={handleSubmit(({ password }) => mutation.mutate({ token, password }))}>
        <Stack gap="4">
          {mutation.isError ? (
            <FormAlert status="error">
              {isApiError(mutation.error) && mutation.error.status === 400
                ? t("auth.reset.passwordRule")
                : t("errors.status.generic")}
            </FormAlert>
          ) : null}
          <TextField
            label={t("auth.reset.password")}
            type="password"
            autoComplete="new-password"
            required
            error={errors.password ? t("auth.reset.passwordRule") : undefined}
            {...register("password", { validate: (value) => isValidPassword(value) })}
          />
          <TextField
            label={t("auth.reset.repeat")}
            type="password"
            autoComplete="new-password"
            required
            error={errors.repeat ? t("auth.reset.mismatch") : undefined}
            {...register("repeat", { validate: (value, values) => value === values.password })}
          />
          <Button type="submit" colorPalette="brand" loading={mutation.isPending} width="full">
            {t("auth.reset.submit")}
          </Button>
          <Link asChild alignSelf="center" color="brand.fg" textDecoration="underline">
            <RouterLink to={ROUTES.login}>{t("auth.forgot.backToLogin")}</RouterLink>
          </Link>
        </Stack>
      </form>
    </AuthCard>
  );
}

export { ResetPasswordPage as Component };
