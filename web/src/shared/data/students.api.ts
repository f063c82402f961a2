import { queryOptions, useQuery } from "@tanstack/react-query";
import { read, readAllPages, sending, studentsApi } from "../api/client";
import { studentKeys } from "../api/query-keys";
import { bySwedishName } from "./swedish-order";

/** GET /student/school/{schoolId}?classId=: the pupils of a school or of one class, in Swedish name order. */
export const schoolStudentsOptions = (schoolId: string | null, classId?: string, enabled = true) =>
  queryOptions({
    queryKey: studentKeys.bySchool(schoolId ?? "", classId),
    queryFn: async ({ signal }) =>
      bySwedishName(
        await readAllPages((query) =>
          studentsApi.student.school[":schoolId"].$get(
            { param: { schoolId: schoolId! }, query: { classId, ...query } },
            sending({ signal }),
          ),
        ),
      ),
    enabled: enabled && schoolId !== null,
  });

/** The school's pupils (or one class's), in Swedish order. */
export function useStudents(schoolId: string | null, classId?: string, enabled = true) {
  return useQuery(schoolStudentsOptions(schoolId, classId, enabled));
}

/** GET /student/{id}. Page data: an error shows the error page. */
export const studentOptions = (studentId: string | null) =>
  queryOptions({
    queryKey: studentKeys.detail(studentId ?? ""),
    queryFn: ({ signal }) =>
      read(studentsApi.student[":id"].$get({ param: { id: studentId! } }, sending({ signal }))),
    enabled: studentId !== null,
    throwOnError: true,
  });

/** One pupil. */
export function useStudent(studentId: string | null) {
  return useQuery(studentOptions(studentId));
}
