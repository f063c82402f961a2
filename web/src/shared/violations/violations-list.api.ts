import { queryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { read, sending, violationsApi } from "../api/client";
import { pagedQueryOptions } from "../api/paged-query";

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

/**
 * GET /violations/{schoolId}?limit=&status=&studentId=&cursor=: one page of a school's reports, newest first, only
 * what the caller may read (the reports' lists page it; the overview's late reports read the first page).
 */
export function readViolationPage(
  schoolId: string,
  query: { limit: number; status: "current" | "archived"; studentId?: string; cursor?: string | null },
  signal?: AbortSignal,
) {
  // In the caller's order, without what is not set.
  const set = Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) => (value ? [[key, String(value)]] : [])),
  ) as { status: "current" | "archived" };
  return read(
    violationsApi.violations[":schoolId"].$get({ param: { schoolId }, query: set }, sending({ signal })),
  );
}

/** GET /violations/{schoolId}?status=&studentId=: newest first, only what the caller may read. */
export const violationListOptions = (schoolId: string, status: "current" | "archived", studentId = "") =>
  pagedQueryOptions(
    violationKeys.list(schoolId, status, studentId),
    (cursor, signal) =>
      readViolationPage(schoolId, { limit: VIOLATION_PAGE_SIZE, status, studentId, cursor }, signal),
    true,
    { throwOnError: true },
  );

/** The first `limit` current reports of a school (the overview's late reports). */
export const currentViolationsOptions = (schoolId: string, limit: number) =>
  queryOptions({
    queryKey: [...violationKeys.all, schoolId, "late"] as const,
    queryFn: ({ signal }) => readViolationPage(schoolId, { status: "current", limit }, signal),
  });

/** A school's reports, page by page, newest first. */
export function useViolations(schoolId: string, status: "current" | "archived", studentId = "") {
  return useInfiniteQuery(violationListOptions(schoolId, status, studentId));
}
