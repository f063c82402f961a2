import { Box, Button, Link, Stack } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldErrorText, textRules } from "../../../shared/forms/field-error";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../../shared/api/api-error";
import { safeRedirectTarget } from "../../../shared/session/redirect";
import { EMAIL_PATTERN } from "../../../shared/ui/email-pattern";
import { Alert } from "../../../shared/ui/chakra-parts/alert";
import { FormAlert } from "../../../shared/ui/form-alert";
import { TextField } from "../../../shared/ui/text-field";
import { useLogin } from "../auth.api";
import { AuthCard } from "../components/auth-card";
import { ROUTES } from "../../../shared/routes";
import { TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_CODE_PATTERN } from "#shared/constants";

type LoginError = "wrongCredentials" | "rateLimited" | "invalidCode" | "challengeExpired" | "generic";

/** What the login page says for a failed call (spec section 8: login texts and the lockout text). */
function loginErrorOf(error: unknown, step: "password" | "code"): LoginError {
  if (!isApiError(error)) return "generic";
  if (error.status === 429) return step === "code" ? "challengeExpired" : "rateLimited";
  if (error.code === "WRONG_CREDENTIALS") return "wrongCredentials";
  if (error.code === "INVALID_TWO_FACTOR_CODE") return "invalidCode";
  if (error.status === 400 && step === "password") return "wrongCredentials";
  return "generic";
}

interface PasswordForm {
  email: string;
  password: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirectTarget(searchParams.get("redirect"));
  const mutation = useLogin();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [error, setError] = useState<LoginError | null>(null);

  const onSignedIn = () => void navigate(target, { replace: true });
  const signedOutInactive = searchParams.get("reason") === "inactivity";

  if (challenge) {
    return (
      <TwoFactorStep
        challengeToken={challenge}
        onBack={() => {
          setChallenge(null);
          setError(null);
        }}
        onSignedIn={onSignedIn}
        onExpired={() => {
          setChallenge(null);
          setError("challengeExpired");
        }}
      />
    );
  }

  return (
    <AuthCard title={t("auth.login.title")} lead={t("auth.login.lead")}>
      {signedOutInactive ? <SignedOutNotice /> : null}
      <PasswordStep
        pending={mutation.isPending}
        error={error}
        onSubmit={(values) => {
          setError(null);
          mutation.mutate(values, {
            onSuccess: (response) => {
              if ("token" in response) onSignedIn();
              else setChallenge(response.challengeToken);
            },
            onError: (failure) => setError(loginErrorOf(failure, "password")),
          });
        }}
      />
    </AuthCard>
  );
}

/**
 * Why the app signed the user out (spec section 9: after 10 idle minutes). A polite live region that is filled
 * after it is mounted, so a screen reader announces it rather than finding it only when reading the page.
 */
function SignedOutNotice() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Box role="status" aria-live="polite" mb="4">
      {shown ? (
        <Alert.Root status="info" role="presentation">
          <Alert.Indicator />
          <Alert.Title>{t("auth.login.signedOutInactive")}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Box>
  );
}

// The key, not the text: a helper taking `t` as a parameter makes TypeScript expand i18next's key union past its
// depth limit once the catalogue grows.
function errorKey(error: LoginError) {
  switch (error) {
    case "wrongCredentials":
      return "auth.login.wrongCredentials";
    case "rateLimited":
      return "auth.login.rateLimited";
    case "invalidCode":
      return "auth.login.invalidCode";
    case "challengeExpired":
      return "auth.login.challengeExpired";
    default:
      return "errors.status.generic";
  }
}

function PasswordStep({
  pending,
  error,
  onSubmit,
}: {
  pending: boolean;
  error: LoginError | null;
  onSubmit: (values: PasswordForm) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordForm>({ defaultValues: { email: "", password: "" } });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="4">
        {error ? <FormAlert status="error">{t(errorKey(error))}</FormAlert> : null}
        <TextField
          label={t("auth.login.email")}
          type="email"
          autoComplete="username"
          required
          error={fieldErrorText(errors.email, t)}
          {...register("email", textRules({ required: true, pattern: EMAIL_PATTERN, kind: "email" }))}
        />
        <TextField
          label={t("auth.login.password")}
          type="password"
          autoComplete="current-password"
          required
          error={fieldErrorText(errors.password, t)}
          {...register("password", { required: true })}
        />
        <Button type="submit" colorPalette="brand" loading={pending} width="full">
          {t("auth.login.submit")}
        </Button>
        <Link asChild alignSelf="center" color="brand.fg" textDecoration="underline">
          <RouterLink to={ROUTES.forgotPassword}>{t("auth.login.forgotPassword")}</RouterLink>
        </Link>
      </Stack>
    </form>
  );
}

interface CodeForm {
  code: string;
}

function TwoFactorStep({
  challengeToken,
  onBack,
  onSignedIn,
  onExpired,
}: {
  challengeToken: string;
  onBack: () => void;
  onSignedIn: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useLogin();
  const [error, setError] = useState<LoginError | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeForm>({ defaultValues: { code: "" } });
  const codeRef = useRef<HTMLInputElement | null>(null);
  const { ref, ...codeField } = register("code", { required: true, pattern: TWO_FACTOR_CODE_PATTERN });

  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  return (
    <AuthCard title={t("auth.login.twoFactorTitle")} lead={t("auth.login.twoFactorLead")}>
      <form
        noValidate
        onSubmit={handleSubmit(({ code }) => {
          setError(null);
          mutation.mutate(
            { challengeToken, code: code.trim() },
            {
              onSuccess: (response) => {
                if ("token" in response) onSignedIn();
              },
              onError: (failure) => {
                const kind = loginErrorOf(failure, "code");
                if (kind === "challengeExpired") onExpired();
                else setError(kind);
              },
            },
          );
        })}
      >
        <Stack gap="4">
          {error ? <FormAlert status="error">{t(errorKey(error))}</FormAlert> : null}
          <TextField
            label={t("auth.login.code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TWO_FACTOR_CODE_LENGTH}
            required
            error={errors.code ? t("auth.login.codeFormat") : undefined}
            ref={(element) => {
              ref(element);
              codeRef.current = element;
            }}
            {...codeField}
          />
          <Button type="submit" colorPalette="brand" loading={mutation.isPending} width="full">
            {t("auth.login.verify")}
          </Button>
          <Button variant="ghost" onClick={onBack}>
            {t("auth.login.backToPassword")}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

export { LoginPage as Component };
