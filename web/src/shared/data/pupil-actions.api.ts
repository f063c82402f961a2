import { useInfiniteQuery } from "@tanstack/react-query";
import { adaptationsApi, fWarningsApi, read, sending } from "../api/client";

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
export function useAdaptationList(
  schoolId: string | null,
  studentId?: string,
  limit = 25,
  narrowing: ListNarrowing = {},
) {
  return useInfiniteQuery({
    queryKey: adaptationKeys.list(schoolId ?? "", studentId, narrowing),
    queryFn: ({ pageParam, signal }) =>
      read(
        adaptationsApi.adaptions[":schoolId"].$get(
          { param: { schoolId: schoolId! }, query: query(studentId, pageParam, limit, narrowing) },
          sending({ signal }),
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    enabled: schoolId !== null,
  });
}

/** GET /f-and-f-warnings/{schoolId}, page by page; `studentId` narrows to one pupil, `narrowing.id` to one. */
export function useFWarningList(
  schoolId: string | null,
  studentId?: string,
  limit = 25,
  narrowing: ListNarrowing = {},
) {
  return useInfiniteQuery({
    queryKey: fWarningKeys.list(schoolId ?? "", studentId, narrowing),
    queryFn: ({ pageParam, signal }) =>
      read(
        fWarningsApi["f-and-f-warnings"][":schoolId"].$get(
          { param: { schoolId: schoolId! }, query: query(studentId, pageParam, limit, narrowing) },
          sending({ signal }),
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    enabled: schoolId !== null,
  });
}
