import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SchoolClass } from "#shared/classes/class.schema";
import type { Student } from "#shared/students/student.schema";
import { classesApi, read, sending, studentsApi } from "../../shared/api/client";
import { classKeys, schoolKeys, studentKeys } from "../../shared/api/query-keys";
import { showError, showSuccess } from "../../shared/ui/snackbar";

/** GET /classes/{id}. */
export const schoolClassOptions = (classId: string | null) =>
  queryOptions({
    queryKey: classKeys.detail(classId ?? ""),
    queryFn: ({ signal }) =>
      read(classesApi.classes[":id"].$get({ param: { id: classId! } }, sending({ signal }))),
    enabled: classId !== null,
    throwOnError: true,
  });

/** One class. */
export function useSchoolClass(classId: string | null) {
  return useQuery(schoolClassOptions(classId));
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
      read(
        (() => {
          const staff = classesApi.classes[":id"];
          const route = membership === "teacher" ? staff.teacher : staff.mentor;
          const args = { param: { id: schoolClass.id } };
          return join ? route.$post(args) : route.$delete(args);
        })(),
      ),
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
        ? read(studentsApi.student[":id"].mentor.$patch({ param: { id: student.id }, json: { userId } }))
        : read(studentsApi.student[":id"].mentor.$delete({ param: { id: student.id } })),
    onSuccess: (updated, userId) => {
      if (updated) queryClient.setQueryData(studentKeys.detail(student.id), updated);
      void queryClient.invalidateQueries({ queryKey: studentKeys.all });
      showSuccess(userId ? "school.student.mentorSet" : "school.student.mentorRemoved");
    },
    onError: showError,
  });
}
