import { Box, Button, Code, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../shared/api/api-error";
import { FormAlert } from "../../../shared/ui/form-alert";
import { TextField } from "../../../shared/ui/text-field";
import { useConfirmTwoFactor, useStartTwoFactorEnrolment } from "../settings.api";
import { TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_CODE_PATTERN } from "#shared/constants";

/** Two-factor enrolment: a QR code and key to add to an authenticator app, then a code to confirm. */
export function TwoFactorEnrolment() {
  const { t } = useTranslation();
  const enrol = useStartTwoFactorEnrolment();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState("");
  const validCode = TWO_FACTOR_CODE_PATTERN.test(code.trim());

  if (!enrol.data) {
    return (
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        loading={enrol.isPending}
        onClick={() => enrol.mutate()}
        data-testid="start-enrolment"
      >
        {t("settings.enrol.start")}
      </Button>
    );
  }

  return (
    <Stack gap="3" borderWidth="1px" borderColor="border" rounded="md" p="3" data-testid="enrolment">
      <Text fontSize="sm">{t("settings.enrol.instructions")}</Text>
      <Box alignSelf="center" bg="white" p="2" rounded="md">
        <Image src={enrol.data.qrCode} alt={t("settings.enrol.qrAlt")} width="40" height="40" />
      </Box>
      <Text fontSize="sm">
        {t("settings.enrol.secret")}:{" "}
        <Code wordBreak="break-all" data-testid="enrolment-secret">
          {enrol.data.secret}
        </Code>
      </Text>
      {confirm.isError ? (
        <FormAlert status="error">
          {isApiError(confirm.error) && confirm.error.code === "TWO_FACTOR_CODE_REJECTED"
            ? t("settings.enrol.invalidCode")
            : t("errors.status.generic")}
        </FormAlert>
      ) : null}
      <HStack align="flex-end" gap="2">
        <TextField
          label={t("settings.enrol.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={TWO_FACTOR_CODE_LENGTH}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter confirms the code; it must not save the whole settings form around it.
            if (event.key !== "Enter") return;
            event.preventDefault();
            if (validCode) confirm.mutate(code.trim());
          }}
        />
        <Button
          colorPalette="brand"
          disabled={!validCode}
          loading={confirm.isPending}
          onClick={() => confirm.mutate(code.trim())}
        >
          {t("settings.enrol.confirm")}
        </Button>
      </HStack>
    </Stack>
  );
}
