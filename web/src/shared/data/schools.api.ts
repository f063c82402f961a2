import { queryOptions, useQuery } from "@tanstack/react-query";
import { readAllPages, schoolsApi, sending } from "../api/client";
import { schoolKeys } from "../api/query-keys";
import { schoolQueryOptions } from "../session/session.api";
import { bySwedishName } from "./swedish-order";

/**
 * GET /schools/{id}: the school in the spec's shape (name, code, classes, staff, hidden parts ...). Page data: an
 * error shows the error page.
 */
export function useSchool(schoolId: string | null) {
  return useQuery({ ...schoolQueryOptions(schoolId ?? ""), enabled: schoolId !== null, throwOnError: true });
}

/** GET /schools: the schools the active role may see (owners and super admins have no memberships). */
export const schoolListOptions = (enabled = true) =>
  queryOptions({
    queryKey: schoolKeys.list(),
    queryFn: async ({ signal }) =>
      bySwedishName(await readAllPages((query) => schoolsApi.schools.$get({ query }, sending({ signal })))),
    enabled,
  });

/** Every school the caller may see, in Swedish order. */
export function useSchools(enabled = true) {
  return useQuery(schoolListOptions(enabled));
}
