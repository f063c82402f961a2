import { Box, Skeleton, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** Placeholder while a page's data loads; announced as busy. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Stack gap="4" aria-busy="true" aria-label={t("common.loading")} role="status">
      <Skeleton height="10" width="60%" />
      <Skeleton height="32" />
      <Box>
        <Skeleton height="32" />
      </Box>
    </Stack>
  );
}
