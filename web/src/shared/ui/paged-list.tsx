import { Button, Stack, Text } from "@chakra-ui/react";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Page } from "#shared/common.schema";
import { PageLoading } from "./page-loading";

/** A cursor-paged list (`{ items, cursor }` pages) as read page by page. */
export type PagedQuery<T> = UseInfiniteQueryResult<InfiniteData<Page<T>, unknown>>;

/** The items of every page read so far, in order. */
export const pagedItems = <T,>(query: PagedQuery<T>): T[] =>
  query.data?.pages.flatMap((page) => page.items) ?? [];

/**
 * Whether a list is to be said empty: its first page is read (`rows` defined), nothing is in it, no page follows
 * and reading did not fail. A short first page with a cursor is not empty: more may follow.
 */
export const isListEmpty = (
  rows: readonly unknown[] | undefined,
  hasMore: boolean | undefined,
  error = false,
) => rows !== undefined && rows.length === 0 && !hasMore && !error;

/** "Visa fler": reads a cursor-paged list's next page, busy while it comes. */
export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button alignSelf="flex-start" variant="outline" loading={loading} onClick={onClick}>
      {t("lists.more")}
    </Button>
  );
}

/**
 * A cursor-paged list of cards (a named list, one item a card): loading, the empty text once the first page is read
 * empty with no more to come, and "Visa fler" while a next page is there. Laid out in the caller's stack.
 */
export function PagedCardList<T>({
  query,
  label,
  gap,
  emptyText,
  emptyTestId,
  getKey,
  renderItem,
}: {
  query: PagedQuery<T>;
  /** Names the list for screen readers. */
  label: string;
  /** Space between the cards. */
  gap: string;
  emptyText: string;
  emptyTestId: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}) {
  const items = pagedItems(query);
  return (
    <>
      {query.isPending ? <PageLoading /> : null}
      {isListEmpty(query.data ? items : undefined, query.hasNextPage) ? (
        <Text color="fg.muted" data-testid={emptyTestId}>
          {emptyText}
        </Text>
      ) : null}
      <Stack gap={gap} asChild>
        <ul aria-label={label} style={{ listStyle: "none", padding: 0 }}>
          {items.map((item) => (
            <li key={getKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      </Stack>
      {query.hasNextPage ? (
        <LoadMoreButton loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
      ) : null}
    </>
  );
}
