import { queryOptions, useQuery } from "@tanstack/react-query";
import { classesApi, readAllPages, sending } from "../api/client";
import { classKeys } from "../api/query-keys";
import { bySwedishName } from "./swedish-order";

/** GET /classes/school/{schoolId}: the school's active classes. */
export const activeClassesOptions = (schoolId: string | null, enabled = true) =>
  queryOptions({
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

/** The school's active classes, in Swedish order. */
export function useActiveClasses(schoolId: string | null, enabled = true) {
  return useQuery(activeClassesOptions(schoolId, enabled));
}

/** GET /classes/school/{schoolId}/all: every class of the school, archived ones too. */
export const allClassesOptions = (schoolId: string | null, enabled = true) =>
  queryOptions({
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

/** Every class of the school, archived too, in Swedish order. */
export function useAllClasses(schoolId: string | null, enabled = true) {
  return useQuery(allClassesOptions(schoolId, enabled));
}
