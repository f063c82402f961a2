import { useQuery } from "@tanstack/react-query";
import type { Team } from "#shared/teams/team.schema";
import { fetchAllPages } from "../api/api-client";
import { teamKeys } from "../api/query-keys";
import { bySwedishName } from "./swedish-order";

/** GET /team/school/{schoolId}: the school's teams (arbetslag). */
export function useTeams(schoolId: string | null, enabled = true) {
  return useQuery({
    queryKey: teamKeys.bySchool(schoolId ?? ""),
    queryFn: async ({ signal }) =>
      bySwedishName(await fetchAllPages<Team>(`/team/school/${encodeURIComponent(schoolId!)}`, signal)),
    enabled: enabled && schoolId !== null,
  });
}
