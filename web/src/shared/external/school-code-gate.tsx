import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ExternalSchool } from "#shared/whistles/whistle.schema";
import { FormAlert } from "../ui/form-alert";
import { PageLoading } from "../ui/page-loading";
import { TextField } from "../ui/text-field";
import { externalErrorText, normalizeSchoolCode, SCHOOL_CODE_PATTERN, useSchoolByCode } from "./external.api";
import { ApiError } from "../api/api-error";
import { useCodeParam } from "./use-code-param";

/**
 * Every external section starts with the school code (spec section 1): from the QR code's link (`?code=`) or typed
 * here. A malformed code is refused before any call ('Skriv in en giltig skolkod'); the server answers every
 * invalid code alike ('Skolan finns inte'). The school found is handed to the section.
 */
export function SchoolCodeGate({
  children,
}: {
  children: (school: ExternalSchool, code: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const [codeParam, setCodeParam] = useCodeParam();
  const code = normalizeSchoolCode(codeParam);
  const school = useSchoolByCode(code);
  const [typed, setTyped] = useState(code);
  const [invalid, setInvalid] = useState(false);
  const error = invalid ? t("external.schoolCodeInvalid") : undefined;

  if (school.data) return <>{children(school.data, code)}</>;

  const failed = school.error
    ? school.error instanceof ApiError && school.error.status === 404
      ? t("external.schoolNotFound")
      : externalErrorText(school.error, t)
    : undefined;
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {t("external.title")}
      </Heading>
      <Text>{t("external.intro")}</Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const next = normalizeSchoolCode(typed);
          if (!SCHOOL_CODE_PATTERN.test(next)) {
            setInvalid(true);
            return;
          }
          setInvalid(false);
          setCodeParam(next);
        }}
      >
        <Stack gap="3" maxWidth="sm">
          <TextField
            label={t("external.schoolCode")}
            helperText={t("external.schoolCodeHelp")}
            error={error}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            data-testid="school-code"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={school.isFetching}>
            {t("external.continue")}
          </Button>
        </Stack>
      </form>
      {school.isFetching ? <PageLoading /> : null}
      {failed && !error ? <FormAlert status="error">{failed}</FormAlert> : null}
    </Stack>
  );
}
