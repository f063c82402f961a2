import { useInfiniteQuery } from "@tanstack/react-query";
import type { Page } from "#shared/common.schema";
import type { Role } from "#shared/constants";
import { isInvestigationStaffRole } from "#shared/investigations/investigation.policy";
import type { Investigation, InvestigationStatus } from "#shared/investigations/investigation.schema";
import { apiRequest } from "../api/api-client";

export interface InvestigationFilters {
  status?: InvestigationStatus | undefined;
  studentId?: string | undefined;
}

export const investigationKeys = {
  all: ["investigations"] as const,
  list: (schoolId: string, role: Role, filters: InvestigationFilters) =>
    [...investigationKeys.all, "list", schoolId, role, filters] as const,
  one: (schoolId: string, role: Role, id: string) =>
    [...investigationKeys.all, "one", schoolId, role, id] as const,
};

/**
 * Which listing the role reads: student health's school listing, or the teacher-specific one (spec section 6).
 * Other roles read none.
 */
export function listingPath(schoolId: string, role: Role): string | null {
  if (isInvestigationStaffRole(role)) return `/investigations/school/${encodeURIComponent(schoolId)}`;
  if (role === "TEACHER") return `/investigations/teacher/school/${encodeURIComponent(schoolId)}`;
  return null;
}

/** The query string of a listing: the filters that are set, the page size and the cursor. */
export function investigationListQuery(filters: InvestigationFilters, cursor: string | null, limit: number) {
  const params = new URLSearchParams({ limit: String(limit) });
  if (filters.status) params.set("status", filters.status);
  if (filters.studentId) params.set("studentId", filters.studentId);
  if (cursor) params.set("cursor", cursor);
  return params.toString();
}

/** One list of the school's investigations the caller may see, page by page, newest first. */
export function useInvestigationList(
  schoolId: string | null,
  role: Role,
  filters: InvestigationFilters,
  limit = 25,
) {
  const base = schoolId ? listingPath(schoolId, role) : null;
  return useInfiniteQuery({
    queryKey: investigationKeys.list(schoolId ?? "", role, { ...filters }),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page<Investigation>>(`${base!}?${investigationListQuery(filters, pageParam, limit)}`, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    enabled: base !== null,
  });
}
