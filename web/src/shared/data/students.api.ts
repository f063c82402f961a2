import { useQuery } from "@tanstack/react-query";
import type { Student } from "#shared/students/student.schema";
import { apiRequest, fetchAllPages } from "../api/api-client";
import { studentKeys } from "../api/query-keys";
import { bySwedishName } from "./swedish-order";

const path = encodeURIComponent;

/** GET /student/school/{schoolId}?classId=: the pupils of a school or of one class, in Swedish name order. */
export function useStudents(schoolId: string | null, classId?: string, enabled = true) {
  return useQuery({
    queryKey: studentKeys.bySchool(schoolId ?? "", classId),
    queryFn: async ({ signal }) =>
      bySwedishName(
        await fetchAllPages<Student>(
          `/student/school/${path(schoolId!)}${classId ? `?classId=${path(classId)}` : ""}`,
          signal,
        ),
      ),
    enabled: enabled && schoolId !== null,
  });
}

/** GET /student/{id}. Page data: an error shows the error page. */
export function useStudent(studentId: string | null) {
  return useQuery({
    queryKey: studentKeys.detail(studentId ?? ""),
    queryFn: ({ signal }) => apiRequest<Student>(`/student/${path(studentId!)}`, { signal }),
    enabled: studentId !== null,
    throwOnError: true,
  });
}
