import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import type { Page } from "#shared/common.schema";

/** Rows to have before "Visa fler" is offered, and how many pages may be read in a row to reach them. */
export const FILL_ROWS = 10;
export const FILL_PAGES = 8;

/**
 * A cursor-paged list (`{ items, cursor }` pages) as the rows read so far, with what a table needs for "Visa fler"
 * (spread into `DataTable`: rows, loading, error, onRetry, paging).
 * The server leaves out what the caller may not read after its query, so a page can come back short or empty
 * while more follow: the list reads on by itself until it has `fillRows` rows, at most `fillPages` pages.
 */
export function usePagedRows<T>(
  query: UseInfiniteQueryResult<InfiniteData<Page<T>, unknown>>,
  { fillRows = FILL_ROWS, fillPages = FILL_PAGES }: { fillRows?: number; fillPages?: number } = {},
) {
  const { data, hasNextPage, isFetching, isFetchingNextPage, fetchNextPage, isLoading, isError, refetch } =
    query;
  const rows = useMemo(() => data?.pages.flatMap((page) => page.items), [data]);
  const shown = rows?.length ?? 0;
  const pages = data?.pages.length ?? 0;
  useEffect(() => {
    if (hasNextPage && !isFetching && !isError && shown < fillRows && pages > 0 && pages < fillPages)
      void fetchNextPage();
  }, [hasNextPage, isFetching, isError, fetchNextPage, shown, pages, fillRows, fillPages]);
  return {
    rows,
    loading: isLoading,
    error: isError,
    onRetry: () => void refetch(),
    paging: {
      hasMore: hasNextPage,
      loadingMore: isFetchingNextPage,
      onMore: () => void fetchNextPage(),
    },
  };
}
