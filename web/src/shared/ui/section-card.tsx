import { Card, Heading, HStack } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A titled block of a page (an h2 under the page's h1). */
export function SectionCard({
  title,
  actions,
  children,
  testId,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card.Root data-testid={testId} overflow="hidden">
      <Card.Header>
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
