import { Box, Button, Code, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "../pupil-actions/dates";
import { FormAlert } from "../ui/form-alert";

/**
 * An external submission's receipt, shown this once: it is never shown again, and the school cannot look it up.
 * Every external section that answers a receipt (whistle, report) shows it here, with its own thank-you text.
 */
export function ReceiptOnce({ receipt, sentText }: { receipt: string; sentText: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Stack gap="3" data-testid="whistle-receipt">
      <FormAlert status="success">{sentText}</FormAlert>
      <Text fontWeight="semibold">{t("external.common.receiptOnce")}</Text>
      <Box borderWidth="1px" rounded="md" p="3" overflowX="auto">
        <Code fontSize="md" wordBreak="break-all" whiteSpace="normal" data-testid="receipt-code">
          {receipt}
        </Code>
      </Box>
      <HStack gap="3" flexWrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(receipt)
              .then(() => setCopied(true))
              .catch(() => setCopied(false));
          }}
        >
          {t("external.common.copy")}
        </Button>
        {copied ? (
          <Text fontSize="sm" role="status">
            {t("external.common.copied")}
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
}

/** A receipt code's shape (256 random bits, base64url): checked before any call. */
export const RECEIPT_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A day (YYYY-MM-DD) in the reader's language. */
export const dayText = (date: string, language: string) => formatDay(date, language);
