import { useInfiniteQuery, type QueryKey } from "@tanstack/react-query";
import type { ClientRequestOptions } from "hono/client";
import { adaptationsApi, fWarningsApi, read, sending, type AnyResponse, type Answer } from "../api/client";
import { pagedQueryOptions } from "../api/paged-query";

/** The lists of extra adaptations and F-warnings: the actions pages and the pupil page read them. */

/** The query keys: every list of a school (all pupils, or one). */
/** More narrowing of a list: one item (`id`, a notification's link) or, for adaptations, the caller's due ones. */
export interface ListNarrowing {
  id?: string | undefined;
  due?: "mine" | undefined;
}

export const adaptationKeys = {
  all: ["adaptations"] as const,
  list: (schoolId: string, studentId: string | undefined, narrowing: ListNarrowing = {}) =>
    [
      ...adaptationKeys.all,
      "list",
      schoolId,
      studentId ?? "",
      narrowing.id ?? "",
      narrowing.due ?? "",
    ] as const,
};
export const fWarningKeys = {
  all: ["f-warnings"] as const,
  list: (schoolId: string, studentId: string | undefined, narrowing: ListNarrowing = {}) =>
    [...fWarningKeys.all, "list", schoolId, studentId ?? "", narrowing.id ?? ""] as const,
};

const query = (
  studentId: string | undefined,
  cursor: string | null,
  limit: number,
  narrowing: ListNarrowing = {},
) => {
  const set = (value: string | null | undefined) => value || undefined;
  return {
    limit: String(limit),
    studentId: set(studentId),
    id: set(narrowing.id),
    due: narrowing.due,
    cursor: set(cursor),
  };
};

/** One list's GET on the typed client: the school in the path, one page's query. */
type ListGet<R> = (
  request: { param: { schoolId: string }; query: ReturnType<typeof query> },
  options: ClientRequestOptions,
) => Promise<R>;

/**
 * Which list a page asks for: the school's (none yet: not read), `studentId` narrowing to one pupil, the page size
 * (25 unless given), and more `narrowing` (one document; for adaptations, the caller's due ones).
 */
type ListArgs = [schoolId: string | null, studentId?: string, limit?: number, narrowing?: ListNarrowing];

/** A list of pupil documents page by page: its key (`keyOf`) and its GET (`get`) on the typed client. */
const listOptions = <Key extends QueryKey, R extends AnyResponse>(
  keyOf: (schoolId: string, studentId: string | undefined, narrowing: ListNarrowing) => Key,
  get: ListGet<R>,
  ...[schoolId, studentId, limit = 25, narrowing = {}]: ListArgs
) =>
  pagedQueryOptions(
    keyOf(schoolId ?? "", studentId, narrowing),
    (cursor, signal) =>
      read(
        get(
          { param: { schoolId: schoolId! }, query: query(studentId, cursor, limit, narrowing) },
          sending({ signal }),
        ),
      ) as Promise<Answer<R> & { cursor: string | null }>,
    schoolId !== null,
  );

/** GET /adaptions/{schoolId}: the adaptations the caller may see, page by page. */
export const adaptationListOptions = (...list: ListArgs) =>
  listOptions(
    adaptationKeys.list,
    (request, init) => adaptationsApi.adaptions[":schoolId"].$get(request, init),
    ...list,
  );

/** GET /f-and-f-warnings/{schoolId}: the F and F-warnings the caller may see, page by page. */
export const fWarningListOptions = (...list: ListArgs) =>
  listOptions(
    fWarningKeys.list,
    (request, init) => fWarningsApi["f-and-f-warnings"][":schoolId"].$get(request, init),
    ...list,
  );

/** The adaptations the caller may see, page by page. */
export const useAdaptationList = (...list: ListArgs) => useInfiniteQuery(adaptationListOptions(...list));

/** The F-warnings the caller may see, page by page. */
export const useFWarningList = (...list: ListArgs) => useInfiniteQuery(fWarningListOptions(...list));
