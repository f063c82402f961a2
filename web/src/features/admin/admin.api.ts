import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { ParseKeys } from "i18next";
import type {
  CreateClassInput,
  SchoolClass,
  UpdateClassInput,
  UpgradeClassesInput,
} from "#shared/classes/class.schema";
import type {
  CreateOrganizationInput,
  Organization,
  UpdateOrganizationInput,
} from "#shared/organizations/organization.schema";
import type {
  CreateSchoolInput,
  School,
  SchoolSummary,
  UpdateSchoolInput,
} from "#shared/schools/school.schema";
import type { CreateStudentInput, Student, UpdateStudentInput } from "#shared/students/student.schema";
import type { CreateTeamInput, Team, UpdateTeamInput } from "#shared/teams/team.schema";
import type { CreateUserInput, UpdateUserInput, UserSummary } from "#shared/users/user.schema";
import { apiRequest, fetchAllPages } from "../../shared/api/api-client";
import { classKeys, schoolKeys, studentKeys, teamKeys } from "../../shared/api/query-keys";
import { sessionKeys } from "../../shared/session/session.api";
import { showError, showSuccess } from "../../shared/ui/snackbar";
import { bySwedishName } from "../../shared/data/swedish-order";

const path = encodeURIComponent;

/** Query keys only the admin pages read: organizations and a school's users with their roles. */
export const organizationKeys = {
  all: ["organizations"] as const,
  list: () => [...organizationKeys.all, "list"] as const,
  schools: (organizationId: string) => [...organizationKeys.all, "schools", organizationId] as const,
  one: (organizationId: string) => [...organizationKeys.all, "one", organizationId] as const,
};

export const userKeys = {
  all: ["users"] as const,
  bySchool: (schoolId: string) => [...userKeys.all, "school", schoolId] as const,
};

/** A write that refreshes the lists it touches and says so in the snackbar; failures go to the error snackbar. */
function useAdminMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  success: ParseKeys | ((result: TResult) => ParseKeys),
  invalidate: (input: TInput, result: TResult) => QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, input) => {
      for (const queryKey of invalidate(input, result)) void queryClient.invalidateQueries({ queryKey });
      showSuccess(typeof success === "function" ? success(result) : success);
    },
    onError: showError,
  });
}

// ---- Organizations (SUPERADMIN) -------------------------------------------------------------------------------

export function useOrganizations(enabled = true) {
  return useQuery({
    queryKey: organizationKeys.list(),
    queryFn: async ({ signal }) => bySwedishName(await fetchAllPages<Organization>("/organizations", signal)),
    enabled,
  });
}

export function useOrganizationSchools(organizationId: string | null) {
  return useQuery({
    queryKey: organizationKeys.schools(organizationId ?? ""),
    queryFn: async ({ signal }) =>
      bySwedishName(
        await fetchAllPages<SchoolSummary>(`/organizations/schools/${path(organizationId!)}`, signal),
      ),
    enabled: organizationId !== null,
  });
}

export function useCreateOrganization() {
  return useAdminMutation(
    (body: CreateOrganizationInput) => apiRequest<Organization>("/organizations", { method: "POST", body }),
    "admin.organizations.created",
    () => [organizationKeys.all],
  );
}

/** One organization with its settings (its own: OWNER, MAINADMIN). */
export function useOrganization(organizationId: string) {
  return useQuery({
    queryKey: organizationKeys.one(organizationId),
    queryFn: ({ signal }) => apiRequest<Organization>(`/organizations/${path(organizationId)}`, { signal }),
  });
}

/** Changes the organization's settings on the version read; the session (which carries the limits) is read again. */
export function useUpdateOrganization(organization: Pick<Organization, "id" | "version">) {
  return useAdminMutation(
    (body: Omit<UpdateOrganizationInput, "version">) =>
      apiRequest<Organization>(`/organizations/${path(organization.id)}`, {
        method: "PATCH",
        body: { ...body, version: organization.version },
      }),
    "violationClock.settings.saved",
    () => [organizationKeys.all, sessionKeys.me()],
  );
}

// ---- Schools -------------------------------------------------------------------------------------------------

export function useCreateSchool() {
  return useAdminMutation(
    (body: CreateSchoolInput) => apiRequest<School>("/schools", { method: "POST", body }),
    "admin.schools.created",
    () => [schoolKeys.all, organizationKeys.all],
  );
}

export function useDeleteSchool() {
  return useAdminMutation(
    (schoolId: string) => apiRequest<void>(`/schools/${path(schoolId)}`, { method: "DELETE" }),
    "admin.schools.deleted",
    () => [schoolKeys.all, organizationKeys.all, sessionKeys.me()],
  );
}

/** PATCH /schools/{id}, always with the version last read (a stale one answers 409). */
export function useUpdateSchool(
  school: Pick<School, "id" | "version">,
  success: ParseKeys = "admin.school.saved",
) {
  return useAdminMutation(
    (body: Omit<UpdateSchoolInput, "version">) =>
      apiRequest<School>(`/schools/${path(school.id)}`, {
        method: "PATCH",
        body: { ...body, version: school.version },
      }),
    success,
    () => [schoolKeys.all, userKeys.bySchool(school.id), sessionKeys.me()],
  );
}

// ---- Users ---------------------------------------------------------------------------------------------------

export function useSchoolUsers(schoolId: string | null) {
  return useQuery({
    queryKey: userKeys.bySchool(schoolId ?? ""),
    queryFn: async ({ signal }) =>
      bySwedishName(await fetchAllPages<UserSummary>(`/user?schoolId=${path(schoolId!)}`, signal)),
    enabled: schoolId !== null,
  });
}

export function useCreateUser() {
  return useAdminMutation(
    (body: CreateUserInput) => apiRequest<UserSummary>("/user", { method: "POST", body }),
    // A new person starts at version 1 and gets an invitation; someone already in the organization gets the role.
    (user) => (user.version === 1 ? "admin.users.created" : "admin.users.roleAdded"),
    (body) => [userKeys.bySchool(body.schoolId), schoolKeys.detail(body.schoolId)],
  );
}

export function useUpdateUser(schoolId: string) {
  return useAdminMutation(
    ({ user, body }: { user: UserSummary; body: Omit<UpdateUserInput, "version"> }) =>
      apiRequest<UserSummary>(`/user/${path(user.id)}`, {
        method: "PATCH",
        body: { ...body, version: user.version },
      }),
    "admin.users.updated",
    () => [userKeys.all, schoolKeys.detail(schoolId)],
  );
}

export function useDeleteUser(schoolId: string) {
  return useAdminMutation(
    (userId: string) => apiRequest<void>(`/user/${path(userId)}`, { method: "DELETE" }),
    "admin.users.deleted",
    () => [userKeys.all, schoolKeys.detail(schoolId)],
  );
}

// ---- Classes -------------------------------------------------------------------------------------------------

const classesChanged = (schoolId: string) => [classKeys.all, schoolKeys.detail(schoolId), studentKeys.all];

export function useCreateClass() {
  return useAdminMutation(
    (body: CreateClassInput) => apiRequest<SchoolClass>("/classes", { method: "POST", body }),
    "admin.classes.created",
    (body) => classesChanged(body.schoolId),
  );
}

export function useRenameClass() {
  return useAdminMutation(
    ({ schoolClass, name }: { schoolClass: SchoolClass; name: string }) =>
      apiRequest<SchoolClass>(`/classes/${path(schoolClass.id)}`, {
        method: "PATCH",
        body: { name, version: schoolClass.version } satisfies UpdateClassInput,
      }),
    "admin.classes.updated",
    ({ schoolClass }) => classesChanged(schoolClass.schoolId),
  );
}

export function useArchiveClass() {
  return useAdminMutation(
    (schoolClass: SchoolClass) =>
      apiRequest<SchoolClass>(`/classes/archive/${path(schoolClass.id)}`, { method: "PATCH" }),
    "admin.classes.archivedDone",
    (schoolClass) => classesChanged(schoolClass.schoolId),
  );
}

export function useDeleteClass() {
  return useAdminMutation(
    (schoolClass: SchoolClass) => apiRequest<void>(`/classes/${path(schoolClass.id)}`, { method: "DELETE" }),
    "admin.classes.deleted",
    (schoolClass) => classesChanged(schoolClass.schoolId),
  );
}

/**
 * PATCH /classes/upgrade/{schoolId}: the school-year roll-over (7A -> 8A; classes past the last year archive), with
 * the active classes as shown: from a stale tab (moved up already in another) it answers 409 instead of a second year.
 */
export function useUpgradeClasses(schoolId: string) {
  return useAdminMutation(
    (shown: SchoolClass[]) =>
      apiRequest<unknown>(`/classes/upgrade/${path(schoolId)}`, {
        method: "PATCH",
        body: {
          classes: shown.filter((item) => !item.archived).map(({ id, version }) => ({ id, version })),
        } satisfies UpgradeClassesInput,
      }),
    "admin.classes.upgraded",
    () => classesChanged(schoolId),
  );
}

// ---- Students ------------------------------------------------------------------------------------------------

export function useCreateStudent() {
  return useAdminMutation(
    (body: CreateStudentInput) => apiRequest<Student>("/student", { method: "POST", body }),
    "admin.students.created",
    () => [studentKeys.all],
  );
}

export function useUpdateStudent() {
  return useAdminMutation(
    ({ student, body }: { student: Student; body: Omit<UpdateStudentInput, "version"> }) =>
      apiRequest<Student>(`/student/${path(student.id)}`, {
        method: "PATCH",
        body: { ...body, version: student.version },
      }),
    "admin.students.updated",
    () => [studentKeys.all],
  );
}

export function useDeleteStudent() {
  return useAdminMutation(
    (student: Student) => apiRequest<void>(`/student/${path(student.id)}`, { method: "DELETE" }),
    "admin.students.deleted",
    () => [studentKeys.all],
  );
}

// ---- Teams ---------------------------------------------------------------------------------------------------

export function useCreateTeam() {
  return useAdminMutation(
    (body: CreateTeamInput) => apiRequest<Team>("/team", { method: "POST", body }),
    "admin.teams.created",
    (body) => [teamKeys.bySchool(body.schoolId)],
  );
}

export function useUpdateTeam() {
  return useAdminMutation(
    ({ team, body }: { team: Team; body: Omit<UpdateTeamInput, "version"> }) =>
      apiRequest<Team>(`/team/${path(team.id)}`, {
        method: "PATCH",
        body: { ...body, version: team.version },
      }),
    "admin.teams.updated",
    ({ team }) => [teamKeys.bySchool(team.schoolId)],
  );
}

export function useDeleteTeam() {
  return useAdminMutation(
    (team: Team) => apiRequest<void>(`/team/${path(team.id)}`, { method: "DELETE" }),
    "admin.teams.deleted",
    (team) => [teamKeys.bySchool(team.schoolId)],
  );
}
