import { QueryClient, QueryClientProvider, useInfiniteQuery } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { Page } from "#shared/common.schema";
import { FILL_PAGES, usePagedRows } from "./use-paged-rows";

/** A server answering page n (cursor "n") with what `pages[n]` holds, the next cursor while pages remain. */
function fakeServer(pages: string[][]) {
  const fetchPage = vi.fn(async (cursor: string | null): Promise<Page<string>> => {
    const index = Number(cursor ?? 0);
    return { items: pages[index] ?? [], cursor: index + 1 < pages.length ? String(index + 1) : null };
  });
  return fetchPage;
}

function renderPaged(fetchPage: (cursor: string | null) => Promise<Page<string>>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      usePagedRows(
        useInfiniteQuery({
          queryKey: ["list"],
          queryFn: ({ pageParam }) => fetchPage(pageParam),
          initialPageParam: null as string | null,
          getNextPageParam: (last) => last.cursor,
        }),
      ),
    { wrapper },
  );
}

const rows = (count: number, page: number) => Array.from({ length: count }, (_, index) => `${page}-${index}`);

describe("usePagedRows", () => {
  it("reads on by itself past pages the server left short, until it has rows to show", async () => {
    const fetchPage = fakeServer([[], rows(3, 1), [], rows(8, 3), rows(5, 4)]);
    const { result } = renderPaged(fetchPage);
    await waitFor(() => expect(result.current.rows).toHaveLength(11));
    // Ten rows reached on the fourth page: the fifth waits for "Visa fler".
    expect(fetchPage).toHaveBeenCalledTimes(4);
    expect(result.current.paging.hasMore).toBe(true);

    await act(async () => result.current.paging.onMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(16));
    expect(result.current.paging.hasMore).toBe(false);
  });

  it("stops reading on by itself after a bound of pages, leaving the rest to the reader", async () => {
    const fetchPage = fakeServer(Array.from({ length: 20 }, () => []));
    const { result } = renderPaged(fetchPage);
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(FILL_PAGES));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchPage).toHaveBeenCalledTimes(FILL_PAGES);
    expect(result.current.rows).toEqual([]);
    expect(result.current.paging.hasMore).toBe(true);
  });

  it("reads no further once a page fails", async () => {
    let calls = 0;
    const { result } = renderPaged(async (cursor) => {
      calls += 1;
      if (cursor === "1") throw new Error("down");
      return { items: [], cursor: String(Number(cursor ?? 0) + 1) };
    });
    await waitFor(() => expect(result.current.error).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(2);
  });
});
