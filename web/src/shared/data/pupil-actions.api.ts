import { useInfiniteQuery } from "@tanstack/react-query";
import { adaptationsApi, fWarningsApi, read, sending } from "../api/client";
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

/**
 * GET /adaptions/{schoolId}: the adaptations the caller may see, page by page; `studentId` narrows to one pupil,
 * `narrowing` to one adaptation or to those due for the caller's follow-up.
 */
export const adaptationListOptions = (
  schoolId: string | null,
  studentId?: string,
  limit = 25,
  narrowing: ListNarrowing = {},
) =>
  pagedQueryOptions(
    adaptationKeys.list(schoolId ?? "", studentId, narrowing),
    (cursor, signal) =>
      read(
        adaptationsApi.adaptions[":schoolId"].$get(
          { param: { schoolId: schoolId! }, query: query(studentId, cursor, limit, narrowing) },
          sending({ signal }),
        ),
      ),
    schoolId !== null,
  );

/** GET /f-and-f-warnings/{schoolId}, page by page; `studentId` narrows to one pupil, `narrowing.id` to one. */
export const fWarningListOptions = (
  schoolId: string | null,
  studentId?: string,
  limit = 25,
  narrowing: ListNarrowing = {},
) =>
  pagedQueryOptions(
    fWarningKeys.list(schoolId ?? "", studentId, narrowing),
    (cursor, signal) =>
      read(
        fWarningsApi["f-and-f-warnings"][":schoolId"].$get(
          { param: { schoolId: schoolId! }, query: query(studentId, cursor, limit, narrowing) },
          sending({ signal }),
        ),
      ),
    schoolId !== null,
  );

/** The adaptations the caller may see, page by page. */
export function useAdaptationList(
  schoolId: string | null,
  studentId?: string,
  limit = 25,
  narrowing: ListNarrowing = {},
) {
  return useInfiniteQuery(adaptationListOptions(schoolId, studentId, limit, narrowing));
}

/** The F-warnings the caller may see, page by page. */
export function useFWarningList(
  schoolId: string | null,
  studentId?: string,
  limit = 25,
  narrowing: ListNarrowing = {},
) {
  return useInfiniteQuery(fWarningListOptions(schoolId, studentId, limit, narrowing));
}
