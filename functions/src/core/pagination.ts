import type { Page } from "#shared/common.schema";
import { badRequest } from "./errors.js";
import { isInvalidParameter } from "./db-errors.js";
import { openCursor, sealCursor } from "./cursor-seal.js";

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
 * cursor for the next page, sealed (core/cursor-seal.ts): ElectroDB's own cursor is the last key read in clear,
 * which may be a row the caller is not shown. A cursor that does not open for this list, or that the database
 * refuses, answers 400, never 500.
 */
export async function queryPage<T, R>(
  query: PageableQuery<T>,
  page: { cursor?: string | undefined; limit?: number | undefined },
  map: (item: T) => R,
): Promise<Page<R>> {
  const raw = page.cursor ? openCursor(page.cursor) : undefined;
  if (page.cursor && raw === undefined) throw badRequest("invalidCursor", ["cursor"]);
  const result = await rawPage(query, { cursor: raw, limit: page.limit }, map);
  return { items: result.items, cursor: result.cursor === null ? null : sealCursor(result.cursor) };
}

/** A query that reads one page in the order asked (an ElectroDB query, or one with a filter). */
interface OrderedQuery<T> {
  go(options: {
    cursor: string | null;
    limit: number;
    order: "desc";
  }): Promise<{ data: T[]; cursor: string | null }>;
}

/**
 * One page of a list, newest first (the sort key's order reversed: the item's key ends in its creation time), with
 * the sealed cursor every list hands out (`queryPage`).
 */
export const newestFirstPage = <T>(
  query: OrderedQuery<T>,
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<Page<T>> =>
  queryPage({ go: (options) => query.go({ ...options, order: "desc" }) }, page, (item) => item);

/** One page with ElectroDB's own cursor in and out: only for code that seals what it hands out. */
async function rawPage<T, R>(
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

/** One of the queries a merged list reads, and how to point a cursor just past one of its items. */
export interface PageStream<T> extends PageableQuery<T> {
  cursorAfter(item: T): string;
}

/** A stream's place in a merged list: its next cursor, null to start, false when it is read to the end. */
type StreamCursor = string | null | false;
const MERGED_CURSOR = "m1.";

function decodeMerged(sealed: string | undefined, streams: number): StreamCursor[] {
  if (!sealed) return Array.from({ length: streams }, () => null);
  try {
    const cursor = openCursor(sealed);
    if (cursor === undefined) throw new Error("not a cursor of this list");
    if (!cursor.startsWith(MERGED_CURSOR)) throw new Error("not a merged cursor");
    const decoded: unknown = JSON.parse(
      Buffer.from(cursor.slice(MERGED_CURSOR.length), "base64url").toString(),
    );
    const valid =
      Array.isArray(decoded) &&
      decoded.length === streams &&
      decoded.every((part) => part === null || part === false || typeof part === "string");
    if (!valid) throw new Error("malformed merged cursor");
    return decoded as StreamCursor[];
  } catch {
    throw badRequest("invalidCursor", ["cursor"]);
  }
}

/**
 * One page of a list read from several queries at once (the ongoing tickets: assigned and unassigned lie in two
 * ranges of the index), in one order: each query reads up to `limit`, the newest `limit` of them are answered,
 * and each query's cursor points just past the last of its items that was answered, so nothing is skipped or
 * repeated on the next page. `before(a, b)` is true when a comes first. The cursor handed out is sealed as one.
 */
export async function mergedPage<T, R>(
  streams: readonly PageStream<T>[],
  before: (a: T, b: T) => boolean,
  page: { cursor?: string | undefined; limit?: number | undefined },
  map: (item: T) => R,
): Promise<Page<R>> {
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const positions = decodeMerged(page.cursor, streams.length);
  const read = await Promise.all(
    streams.map(async (stream, index) => {
      const position = positions[index]!;
      if (position === false) return { data: [] as T[], cursor: null, done: true };
      const result = await rawPage(stream, { cursor: position ?? undefined, limit }, (item) => item);
      return { data: result.items, cursor: result.cursor, done: false };
    }),
  );
  const all = read.flatMap((result, stream) => result.data.map((item) => ({ item, stream })));
  all.sort((a, b) => (before(a.item, b.item) ? -1 : before(b.item, a.item) ? 1 : 0));
  const answered = all.slice(0, limit);
  const next: StreamCursor[] = read.map((result, stream) => {
    if (result.done) return false;
    const mine = answered.filter((entry) => entry.stream === stream);
    if (mine.length === result.data.length) return result.cursor ?? false;
    const last = mine.at(-1);
    return last ? streams[stream]!.cursorAfter(last.item) : (positions[stream] ?? null);
  });
  const finished = next.every((position) => position === false);
  return {
    items: answered.map((entry) => map(entry.item)),
    cursor: finished
      ? null
      : sealCursor(MERGED_CURSOR + Buffer.from(JSON.stringify(next)).toString("base64url")),
  };
}
