import type { Page } from "#shared/common.schema";
import { queryPage } from "../pagination.js";

/** A query that reads one page in the order asked (an ElectroDB query, or one with a filter). */
interface OrderedQuery<T> {
  go(options: {
    cursor: string | null;
    limit: number;
    order: "desc";
  }): Promise<{ data: T[]; cursor: string | null }>;
}

/**
 * One page of a pupil-document list, newest first (the sort key's order reversed: a document's key ends in its
 * creation time), with the sealed cursor every list hands out (core/pagination.ts).
 */
export const newestFirstPage = <T>(
  query: OrderedQuery<T>,
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<Page<T>> =>
  queryPage({ go: (options) => query.go({ ...options, order: "desc" }) }, page, (item) => item);
