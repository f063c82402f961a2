import { useQuery } from "@tanstack/react-query";
import type { SchoolClass } from "#shared/classes/class.schema";
import type { SchoolSummary } from "#shared/schools/school.schema";
import { fetchAllPages } from "../../shared/api/api-client";
import { classKeys, schoolKeys } from "../../shared/api/query-keys";

/** GET /classes/school/{schoolId}: the school's active classes. */
export function useActiveClasses(schoolId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: classKeys.bySchool(schoolId ?? "", false),
    queryFn: ({ signal }) =>
      fetchAllPages<SchoolClass>(`/classes/school/${encodeURIComponent(schoolId!)}`, signal),
    enabled: enabled && schoolId !== null,
  });
}

/** GET /schools: the schools the active role may see (owners and super admins have no memberships). */
export function useVisibleSchools(enabled: boolean) {
  return useQuery({
    queryKey: schoolKeys.list(),
    queryFn: ({ signal }) => fetchAllPages<SchoolSummary>("/schools", signal),
    enabled,
  });
}
