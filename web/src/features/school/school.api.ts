import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SchoolClass } from "#shared/classes/class.schema";
import type { Student } from "#shared/students/student.schema";
import type { Team } from "#shared/teams/team.schema";
import { apiRequest, fetchAllPages } from "../../shared/api/api-client";
import { classKeys, schoolKeys, studentKeys, teamKeys } from "../../shared/api/query-keys";
import { schoolQueryOptions } from "../../shared/session/session.api";
import { showError, showSuccess } from "../../shared/ui/snackbar";

const path = encodeURIComponent;

/** GET /schools/{id}: the school in the spec's shape (name, code, classes, users ...). Page data: errors show the error page. */
export function useSchool(schoolId: string | null) {
  return useQuery({ ...schoolQueryOptions(schoolId ?? ""), enabled: schoolId !== null, throwOnError: true });
}

/** GET /classes/{id}. */
export function useSchoolClass(classId: string | null) {
  return useQuery({
    queryKey: classKeys.detail(classId ?? ""),
    queryFn: ({ signal }) => apiRequest<SchoolClass>(`/classes/${path(classId!)}`, { signal }),
    enabled: classId !== null,
    throwOnError: true,
  });
}

/** GET /classes/school/{schoolId}: active classes. */
export function useActiveClasses(schoolId: string | null) {
  return useQuery({
    queryKey: classKeys.bySchool(schoolId ?? "", false),
    queryFn: ({ signal }) => fetchAllPages<SchoolClass>(`/classes/school/${path(schoolId!)}`, signal),
    enabled: schoolId !== null,
  });
}

/** GET /student/school/{schoolId}?classId=: the pupils of a school or of one class, in Swedish name order. */
export function useStudents(schoolId: string | null, classId?: string, enabled = true) {
  return useQuery({
    queryKey: studentKeys.bySchool(schoolId ?? "", classId),
    queryFn: async ({ signal }) =>
      byName(
        await fetchAllPages<Student>(
          `/student/school/${path(schoolId!)}${classId ? `?classId=${path(classId)}` : ""}`,
          signal,
        ),
      ),
    enabled: enabled && schoolId !== null,
  });
}

/** The API lists in key order (å, ä and ö after z in bytes, so wrongly); people read names in Swedish order. */
function byName<T extends { name: string }>(items: T[]): T[] {
  const collator = new Intl.Collator("sv");
  return items.sort((a, b) => collator.compare(a.name, b.name));
}

/** GET /student/{id}. */
export function useStudent(studentId: string | null) {
  return useQuery({
    queryKey: studentKeys.detail(studentId ?? ""),
    queryFn: ({ signal }) => apiRequest<Student>(`/student/${path(studentId!)}`, { signal }),
    enabled: studentId !== null,
    throwOnError: true,
  });
}

/** GET /team/school/{schoolId}. */
export function useTeams(schoolId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.bySchool(schoolId ?? ""),
    queryFn: ({ signal }) => fetchAllPages<Team>(`/team/school/${path(schoolId!)}`, signal),
    enabled: enabled && schoolId !== null,
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
