import { infiniteQueryOptions, type InfiniteData, type QueryKey } from "@tanstack/react-query";

/**
 * The query options of a list read page by page ("Visa fler"): one page per call of `readPage` with the cursor the
 * page before gave (none for the first), until a page answers no cursor; `throwOnError` hands a failure to the page's error boundary. Every paged list's options are made here,
 * so a list's key, its fetch and its paging are written once and any screen can `useInfiniteQuery` them.
 */
export const pagedQueryOptions = <Key extends QueryKey, PageOf extends { cursor: string | null }>(
  queryKey: Key,
  readPage: (cursor: string | null, signal: AbortSignal) => Promise<PageOf>,
  enabled = true,
  { throwOnError = false }: { throwOnError?: boolean } = {},
) =>
  infiniteQueryOptions<PageOf, Error, InfiniteData<PageOf, string | null>, Key, string | null>({
    queryKey,
    queryFn: ({ pageParam, signal }) => readPage(pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (last) => last.cursor,
    enabled,
    throwOnError,
  });
