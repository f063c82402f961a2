import { useInfiniteQuery } from "@tanstack/react-query";
import type { Adaptation } from "#shared/adaptations/adaptation.schema";
import type { Page } from "#shared/common.schema";
import type { FWarning } from "#shared/fwarnings/fwarning.schema";
import { apiRequest } from "../api/api-client";

/** The lists of extra adaptations and F-warnings: the actions pages and the pupil page read them. */

const path = encodeURIComponent;

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
  const params = new URLSearchParams({ limit: String(limit) });
  if (studentId) params.set("studentId", studentId);
  if (narrowing.id) params.set("id", narrowing.id);
  if (narrowing.due) params.set("due", narrowing.due);
  if (cursor) params.set("cursor", cursor);
  return params.toString();
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
      apiRequest<Page<Adaptation>>(
        `/adaptions/${path(schoolId!)}?${query(studentId, pageParam, limit, narrowing)}`,
        { signal },
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
      apiRequest<Page<FWarning>>(
        `/f-and-f-warnings/${path(schoolId!)}?${query(studentId, pageParam, limit, narrowing)}`,
        {
          signal,
        },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    enabled: schoolId !== null,
  });
}
