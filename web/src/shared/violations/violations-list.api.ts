import { useInfiniteQuery } from "@tanstack/react-query";
import type { Page } from "#shared/common.schema";
import type { Violation } from "#shared/violations/violation.schema";
import { apiRequest } from "../api/api-client";

const path = encodeURIComponent;

/** Query keys: the reports by school, list and pupil; the investigations by school and list. */
export const violationKeys = {
  all: ["violations"] as const,
  list: (schoolId: string, status: "current" | "archived", studentId = "") =>
    [...violationKeys.all, schoolId, status, studentId || "all"] as const,
  investigations: ["violation-investigations"] as const,
  investigationList: (schoolId: string, which: "school" | "teacher") =>
    [...violationKeys.investigations, schoolId, which] as const,
};

export const VIOLATION_PAGE_SIZE = 50;

/** GET /violations/{schoolId}?status=&studentId=: newest first, only what the caller may read. */
export function useViolations(schoolId: string, status: "current" | "archived", studentId = "") {
  return useInfiniteQuery({
    queryKey: violationKeys.list(schoolId, status, studentId),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(VIOLATION_PAGE_SIZE), status });
      if (studentId) query.set("studentId", studentId);
      if (pageParam) query.set("cursor", pageParam);
      return apiRequest<Page<Violation>>(`/violations/${path(schoolId)}?${query.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    throwOnError: true,
  });
}
