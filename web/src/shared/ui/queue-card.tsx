import { Badge, Card, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

/**
 * One card of the overview's work queue: a title, a count badge and what waits. Every domain's due card uses it,
 * so the overview reads as one queue.
 */
export function QueueCard({
  title,
  count,
  icon,
  highlight,
  children,
  testId,
}: {
  title: string;
  count: string | null;
  icon?: ReactNode;
  highlight?: boolean;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card.Root
      data-testid={testId}
      borderTopWidth="4px"
      borderTopColor={highlight ? "brand.solid" : "border.emphasized"}
    >
      <Card.Header>
        <HStack justify="space-between" gap="3">
          <HStack gap="2" minWidth="0">
            {icon}
            <Heading as="h2" size="md">
              {title}
            </Heading>
          </HStack>
          {count !== null ? (
            <Badge size="lg" colorPalette={highlight && count !== "0" ? "brand" : "gray"} variant="solid">
              {count}
            </Badge>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}

export interface QueueItem {
  id: string;
  /** Where the item opens. */
  to: string;
  title: string;
  /** A short state or date beside the title. */
  badge?: string;
  /** A muted line under the title (pupil, date). */
  byline?: string;
}

/** The items of a queue card, each a link to where it is handled. */
export function QueueList({ items }: { items: QueueItem[] }) {
  return (
    <Stack as="ul" gap="0" listStyleType="none">
      {items.map((item) => (
        <Stack
          as="li"
          key={item.id}
          gap="0.5"
          py="2"
          borderBottomWidth="1px"
          _last={{ borderBottomWidth: 0 }}
        >
          <HStack justify="space-between" align="flex-start" gap="2">
            <Link asChild color="brand.fg" fontWeight="medium" minWidth="0">
              <RouterLink to={item.to}>{item.title}</RouterLink>
            </Link>
            {item.badge ? <Badge flexShrink={0}>{item.badge}</Badge> : null}
          </HStack>
          {item.byline ? (
            <Text fontSize="sm" color="fg.muted">
              {item.byline}
            </Text>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
