import { useQuery } from "@tanstack/react-query";
import type { SchoolClass } from "#shared/classes/class.schema";
import { fetchAllPages } from "../api/api-client";
import { classKeys } from "../api/query-keys";
import { bySwedishName } from "./swedish-order";

const path = encodeURIComponent;

/** GET /classes/school/{schoolId}: the school's active classes. */
export function useActiveClasses(schoolId: string | null, enabled = true) {
  return useQuery({
    queryKey: classKeys.bySchool(schoolId ?? "", false),
    queryFn: async ({ signal }) =>
      bySwedishName(await fetchAllPages<SchoolClass>(`/classes/school/${path(schoolId!)}`, signal)),
    enabled: enabled && schoolId !== null,
  });
}

/** GET /classes/school/{schoolId}/all: every class of the school, archived ones too. */
export function useAllClasses(schoolId: string | null, enabled = true) {
  return useQuery({
    queryKey: classKeys.bySchool(schoolId ?? "", true),
    queryFn: async ({ signal }) =>
      bySwedishName(await fetchAllPages<SchoolClass>(`/classes/school/${path(schoolId!)}/all`, signal)),
    enabled: enabled && schoolId !== null,
  });
}
