import { useQuery } from "@tanstack/react-query";
import { classesApi, readAllPages, sending } from "../api/client";
import { classKeys } from "../api/query-keys";
import { bySwedishName } from "./swedish-order";

/** GET /classes/school/{schoolId}: the school's active classes. */
export function useActiveClasses(schoolId: string | null, enabled = true) {
  return useQuery({
    queryKey: classKeys.bySchool(schoolId ?? "", false),
    queryFn: async ({ signal }) =>
      bySwedishName(
        await readAllPages((query) =>
          classesApi.classes.school[":schoolId"].$get(
            { param: { schoolId: schoolId! }, query },
            sending({ signal }),
          ),
        ),
      ),
    enabled: enabled && schoolId !== null,
  });
}

/** GET /classes/school/{schoolId}/all: every class of the school, archived ones too. */
export function useAllClasses(schoolId: string | null, enabled = true) {
  return useQuery({
    queryKey: classKeys.bySchool(schoolId ?? "", true),
    queryFn: async ({ signal }) =>
      bySwedishName(
        await readAllPages((query) =>
          classesApi.classes.school[":schoolId"].all.$get(
            { param: { schoolId: schoolId! }, query },
            sending({ signal }),
          ),
        ),
      ),
    enabled: enabled && schoolId !== null,
  });
}
