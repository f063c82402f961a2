import { HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** The product's mark and name; the link around it says where it goes. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#1f5c4a" />
        <path
          d="M16 25s-8-4.7-8-10.3A4.6 4.6 0 0 1 16 12a4.6 4.6 0 0 1 8 2.7C24 20.3 16 25 16 25z"
          fill="#fff"
        />
      </svg>
      <Text as="span" fontWeight="bold" fontSize="lg" color="brand.fg" hideBelow={compact ? "sm" : undefined}>
        {t("common.appName")}
      </Text>
    </HStack>
  );
}
