import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SchoolClass } from "#shared/classes/class.schema";
import type { Student } from "#shared/students/student.schema";
import { apiRequest } from "../../shared/api/api-client";
import { classKeys, schoolKeys, studentKeys } from "../../shared/api/query-keys";
import { showError, showSuccess } from "../../shared/ui/snackbar";

const path = encodeURIComponent;

/** GET /classes/{id}. */
export function useSchoolClass(classId: string | null) {
  return useQuery({
    queryKey: classKeys.detail(classId ?? ""),
    queryFn: ({ signal }) => apiRequest<SchoolClass>(`/classes/${path(classId!)}`, { signal }),
    enabled: classId !== null,
    throwOnError: true,
  });
}

export type ClassMembership = "teacher" | "mentor";

/**
 * POST or DELETE /classes/{id}/teacher|mentor without a body: the signed-in user adds or removes themselves
 * (spec section 6), with the spec's success texts.
 */
export function useSelfClassMembership(schoolClass: SchoolClass) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ membership, join }: { membership: ClassMembership; join: boolean }) =>
      apiRequest<SchoolClass>(`/classes/${path(schoolClass.id)}/${membership}`, {
        method: join ? "POST" : "DELETE",
      }),
    onSuccess: (updated, { membership, join }) => {
      queryClient.setQueryData(classKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: classKeys.all });
      void queryClient.invalidateQueries({ queryKey: schoolKeys.detail(updated.schoolId) });
      if (membership === "teacher")
        showSuccess(join ? "school.class.addedAsTeacher" : "school.class.removedAsTeacher");
      else showSuccess(join ? "school.class.addedAsMentor" : "school.class.removedAsMentor");
    },
    onError: showError,
  });
}

/** PATCH /student/{id}/mentor {userId} and DELETE /student/{id}/mentor. */
export function useStudentMentor(student: Student) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string | null) =>
      userId
        ? apiRequest<Student>(`/student/${path(student.id)}/mentor`, { method: "PATCH", body: { userId } })
        : apiRequest<Student>(`/student/${path(student.id)}/mentor`, { method: "DELETE" }),
    onSuccess: (updated, userId) => {
      if (updated) queryClient.setQueryData(studentKeys.detail(student.id), updated);
      void queryClient.invalidateQueries({ queryKey: studentKeys.all });
      showSuccess(userId ? "school.student.mentorSet" : "school.student.mentorRemoved");
    },
    onError: showError,
  });
}
