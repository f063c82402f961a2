import { queryOptions, useQuery } from "@tanstack/react-query";
import { readAllPages, sending, teamsApi } from "../api/client";
import { teamKeys } from "../api/query-keys";
import { bySwedishName } from "./swedish-order";

/** GET /team/school/{schoolId}: the school's teams (arbetslag). */
export const schoolTeamsOptions = (schoolId: string | null, enabled = true) =>
  queryOptions({
    queryKey: teamKeys.bySchool(schoolId ?? ""),
    queryFn: async ({ signal }) =>
      bySwedishName(
        await readAllPages((query) =>
          teamsApi.team.school[":schoolId"].$get(
            { param: { schoolId: schoolId! }, query },
            sending({ signal }),
          ),
        ),
      ),
    enabled: enabled && schoolId !== null,
  });

/** The school's teams, in Swedish order. */
export function useTeams(schoolId: string | null, enabled = true) {
  return useQuery(schoolTeamsOptions(schoolId, enabled));
}
