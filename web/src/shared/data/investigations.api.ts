import { useInfiniteQuery } from "@tanstack/react-query";
import type { Role } from "#shared/constants";
import { isInvestigationStaffRole } from "#shared/investigations/investigation.policy";
import type { InvestigationStatus } from "#shared/investigations/investigation.schema";
import { investigationsApi, read, sending, setOnly } from "../api/client";
import { pagedQueryOptions } from "../api/paged-query";

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
export function investigationListing(role: Role): "school" | "teacher" | null {
  if (isInvestigationStaffRole(role)) return "school";
  if (role === "TEACHER") return "teacher";
  return null;
}

/**
 * GET /investigations/school/{schoolId} or /investigations/teacher/school/{schoolId}: one page of a listing, with the
 * filters that are set, the page size (`limit`, first) and the cursor.
 */
export function investigationPage(
  schoolId: string,
  listing: "school" | "teacher",
  query: {
    limit: string;
    status?: InvestigationStatus | undefined;
    studentId?: string | undefined;
    cursor?: string;
  },
  signal?: AbortSignal,
) {
  const args = { param: { schoolId }, query: setOnly(query) };
  return listing === "school"
    ? investigationsApi.investigations.school[":schoolId"].$get(args, sending({ signal }))
    : investigationsApi.investigations.teacher.school[":schoolId"].$get(args, sending({ signal }));
}

/** One list of the school's investigations the caller may see, page by page, newest first. */
export const investigationListOptions = (
  schoolId: string | null,
  role: Role,
  filters: InvestigationFilters,
  limit = 25,
) => {
  const listing = schoolId ? investigationListing(role) : null;
  return pagedQueryOptions(
    investigationKeys.list(schoolId ?? "", role, { ...filters }),
    (cursor, signal) =>
      read(
        investigationPage(
          schoolId!,
          listing!,
          {
            limit: String(limit),
            status: filters.status,
            studentId: filters.studentId,
            cursor: cursor ?? undefined,
          },
          signal,
        ),
      ),
    listing !== null,
  );
};

/** One list of the school's investigations the caller may see, page by page. */
export function useInvestigationList(
  schoolId: string | null,
  role: Role,
  filters: InvestigationFilters,
  limit = 25,
) {
  return useInfiniteQuery(investigationListOptions(schoolId, role, filters, limit));
}
