import type { Page } from "#shared/common.schema";
import { badRequest } from "./errors.js";
import { isInvalidParameter } from "./db-errors.js";

export const DEFAULT_PAGE_SIZE = 50;

interface PageableQuery<T> {
  go(options: {
    cursor: string | null;
    limit: number;
    pages?: number;
  }): Promise<{ data: T[]; cursor: string | null }>;
}

/**
 * Runs one page of an ElectroDB query: at most `limit` items (default 50, max 100 by the query schema) and the
 * opaque cursor for the next page. A cursor the caller tampered with answers 400, never 500.
 */
export async function queryPage<T, R>(
  query: PageableQuery<T>,
  page: { cursor?: string | undefined; limit?: number | undefined },
  map: (item: T) => R,
): Promise<Page<R>> {
  try {
    const result = await query.go({ cursor: page.cursor ?? null, limit: page.limit ?? DEFAULT_PAGE_SIZE });
    return { items: result.data.map(map), cursor: result.cursor ?? null };
  } catch (err) {
    if (page.cursor && isInvalidParameter(err)) {
      throw badRequest("invalidCursor", ["cursor"]);
    }
    throw err;
  }
}

/** Reads every page of a bounded query (a school's classes or staff): for internal use, never a user list. */
export async function queryAll<T>(query: PageableQuery<T>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const result: { data: T[]; cursor: string | null } = await query.go({ cursor, limit: 1000 });
    items.push(...result.data);
    cursor = result.cursor;
  } while (cursor);
  return items;
}
