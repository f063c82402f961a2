import { useQuery } from "@tanstack/react-query";
import { readAllPages, sending, teamsApi } from "../api/client";
import { teamKeys } from "../api/query-keys";
import { bySwedishName } from "./swedish-order";

/** GET /team/school/{schoolId}: the school's teams (arbetslag). */
export function useTeams(schoolId: string | null, enabled = true) {
  return useQuery({
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
}
