import { Badge, Card, Heading, HStack, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { StatusBadge, type StatusState } from "./status-badge";

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
  /** The count in the badge; null while it is read (a placeholder of the badge's size holds its place). */
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
          ) : (
            <Skeleton
              height="6"
              width="8"
              rounded="sm"
              flexShrink={0}
              data-testid="queue-count-placeholder"
            />
          )}
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
  /** A short state beside the title, in its state's colour. */
  badge?: { text: string; state: StatusState };
  /** A muted line under the title (pupil, date). */
  byline?: string;
}

/** How many rows stand in for a queue's items while they are read. */
const PLACEHOLDER_ROWS = 3;

/** One placeholder row, of an item's size: a title line and a byline, with the item's padding and rule. */
function PlaceholderRow() {
  return (
    <Stack
      as="li"
      gap="0.5"
      py="2"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid="queue-placeholder"
    >
      <Skeleton height="6" width="70%" />
      <Skeleton height="5" width="45%" />
    </Stack>
  );
}

/**
 * The items of a queue card, each a link to where it is handled; while they are read (`loading`), rows of their size
 * hold the card's place, so the overview does not jump when they come.
 */
export function QueueList({ items, loading = false }: { items: QueueItem[]; loading?: boolean }) {
  if (loading)
    return (
      <Stack as="ul" gap="0" listStyleType="none" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
          <PlaceholderRow key={index} />
        ))}
      </Stack>
    );
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
            {item.badge ? (
              <StatusBadge state={item.badge.state} flexShrink={0}>
                {item.badge.text}
              </StatusBadge>
            ) : null}
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
