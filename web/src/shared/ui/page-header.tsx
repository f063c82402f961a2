import { Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { usePageTitle } from "../hooks/use-page-title";

/** A page's one h1, its lead text and its main actions; also names the browser tab. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <HStack justify="space-between" align="flex-start" gap="4" flexWrap="wrap" mb="6">
      <Stack gap="1" minWidth="0">
        <Heading as="h1" size={{ base: "xl", md: "2xl" }}>
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {actions ? (
        <HStack gap="2" flexWrap="wrap">
          {actions}
        </HStack>
      ) : null}
    </HStack>
  );
}
