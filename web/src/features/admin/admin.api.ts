import { queryOptions, type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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
import type { CreateSchoolInput, School, UpdateSchoolInput } from "#shared/schools/school.schema";
import type { CreateStudentInput, Student, UpdateStudentInput } from "#shared/students/student.schema";
import type { CreateTeamInput, Team, UpdateTeamInput } from "#shared/teams/team.schema";
import type { CreateUserInput, UpdateUserInput, UserSummary } from "#shared/users/user.schema";
import {
  classesApi,
  read,
  readAllPages,
  schoolsApi,
  sending,
  studentsApi,
  teamsApi,
  usersApi,
} from "../../shared/api/client";
import { organizationsApi } from "./organizations.client";
import { classKeys, schoolKeys, studentKeys, teamKeys } from "../../shared/api/query-keys";
import { sessionKeys } from "../../shared/session/session.api";
import { showError, showSuccess } from "../../shared/ui/snackbar";
import { bySwedishName } from "../../shared/data/swedish-order";

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

export const organizationListOptions = (enabled = true) =>
  queryOptions({
    queryKey: organizationKeys.list(),
    queryFn: async ({ signal }) =>
      bySwedishName(
        await readAllPages((query) => organizationsApi.organizations.$get({ query }, sending({ signal }))),
      ),
    enabled,
  });

/** Every organization. */
export function useOrganizations(enabled = true) {
  return useQuery(organizationListOptions(enabled));
}

export const organizationSchoolsOptions = (organizationId: string | null) =>
  queryOptions({
    queryKey: organizationKeys.schools(organizationId ?? ""),
    queryFn: async ({ signal }) =>
      bySwedishName(
        await readAllPages((query) =>
          organizationsApi.organizations.schools[":id"].$get(
            { param: { id: organizationId! }, query },
            sending({ signal }),
          ),
        ),
      ),
    enabled: organizationId !== null,
  });

/** An organization's schools. */
export function useOrganizationSchools(organizationId: string | null) {
  return useQuery(organizationSchoolsOptions(organizationId));
}

export function useCreateOrganization() {
  return useAdminMutation(
    (body: CreateOrganizationInput) => read(organizationsApi.organizations.$post({ json: body })),
    "admin.organizations.created",
    () => [organizationKeys.all],
  );
}

/** One organization with its settings (its own: OWNER, MAINADMIN). */
export const organizationOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationKeys.one(organizationId),
    queryFn: ({ signal }) =>
      read(
        organizationsApi.organizations[":id"].$get({ param: { id: organizationId } }, sending({ signal })),
      ),
  });

/** One organization. */
export function useOrganization(organizationId: string) {
  return useQuery(organizationOptions(organizationId));
}

/** Changes the organization's settings on the version read; the session (which carries the limits) is read again. */
export function useUpdateOrganization(organization: Pick<Organization, "id" | "version">) {
  return useAdminMutation(
    (body: Omit<UpdateOrganizationInput, "version">) =>
      read(
        organizationsApi.organizations[":id"].$patch({
          param: { id: organization.id },
          json: { ...body, version: organization.version },
        }),
      ),
    "violationClock.settings.saved",
    () => [organizationKeys.all, sessionKeys.me()],
  );
}

// ---- Schools -------------------------------------------------------------------------------------------------

export function useCreateSchool() {
  return useAdminMutation(
    (body: CreateSchoolInput) => read(schoolsApi.schools.$post({ json: body })),
    "admin.schools.created",
    () => [schoolKeys.all, organizationKeys.all],
  );
}

export function useDeleteSchool() {
  return useAdminMutation(
    (schoolId: string) => read(schoolsApi.schools[":id"].$delete({ param: { id: schoolId } })),
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
      read(
        schoolsApi.schools[":id"].$patch({
          param: { id: school.id },
          json: { ...body, version: school.version },
        }),
      ),
    success,
    () => [schoolKeys.all, userKeys.bySchool(school.id), sessionKeys.me()],
  );
}

// ---- Users ---------------------------------------------------------------------------------------------------

export const schoolUsersOptions = (schoolId: string | null) =>
  queryOptions({
    queryKey: userKeys.bySchool(schoolId ?? ""),
    queryFn: async ({ signal }) =>
      bySwedishName(
        await readAllPages((query) =>
          usersApi.user.$get({ query: { schoolId: schoolId!, ...query } }, sending({ signal })),
        ),
      ),
    enabled: schoolId !== null,
  });

/** The school's users. */
export function useSchoolUsers(schoolId: string | null) {
  return useQuery(schoolUsersOptions(schoolId));
}

export function useCreateUser() {
  return useAdminMutation(
    (body: CreateUserInput) => read(usersApi.user.$post({ json: body })),
    // A new person starts at version 1 and gets an invitation; someone already in the organization gets the role.
    (user) => (user.version === 1 ? "admin.users.created" : "admin.users.roleAdded"),
    (body) => [userKeys.bySchool(body.schoolId), schoolKeys.detail(body.schoolId)],
  );
}

export function useUpdateUser(schoolId: string) {
  return useAdminMutation(
    ({ user, body }: { user: UserSummary; body: Omit<UpdateUserInput, "version"> }) =>
      read(usersApi.user[":id"].$patch({ param: { id: user.id }, json: { ...body, version: user.version } })),
    "admin.users.updated",
    () => [userKeys.all, schoolKeys.detail(schoolId)],
  );
}

export function useDeleteUser(schoolId: string) {
  return useAdminMutation(
    (userId: string) => read(usersApi.user[":id"].$delete({ param: { id: userId } })),
    "admin.users.deleted",
    () => [userKeys.all, schoolKeys.detail(schoolId)],
  );
}

// ---- Classes -------------------------------------------------------------------------------------------------

const classesChanged = (schoolId: string) => [classKeys.all, schoolKeys.detail(schoolId), studentKeys.all];

export function useCreateClass() {
  return useAdminMutation(
    (body: CreateClassInput) => read(classesApi.classes.$post({ json: body })),
    "admin.classes.created",
    (body) => classesChanged(body.schoolId),
  );
}

export function useRenameClass() {
  return useAdminMutation(
    ({ schoolClass, name }: { schoolClass: SchoolClass; name: string }) =>
      read(
        classesApi.classes[":id"].$patch({
          param: { id: schoolClass.id },
          json: { name, version: schoolClass.version } satisfies UpdateClassInput,
        }),
      ),
    "admin.classes.updated",
    ({ schoolClass }) => classesChanged(schoolClass.schoolId),
  );
}

export function useArchiveClass() {
  return useAdminMutation(
    (schoolClass: SchoolClass) =>
      read(classesApi.classes.archive[":id"].$patch({ param: { id: schoolClass.id } })),
    "admin.classes.archivedDone",
    (schoolClass) => classesChanged(schoolClass.schoolId),
  );
}

export function useDeleteClass() {
  return useAdminMutation(
    (schoolClass: SchoolClass) => read(classesApi.classes[":id"].$delete({ param: { id: schoolClass.id } })),
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
      read(
        classesApi.classes.upgrade[":schoolId"].$patch({
          param: { schoolId },
          json: {
            classes: shown.filter((item) => !item.archived).map(({ id, version }) => ({ id, version })),
          } satisfies UpgradeClassesInput,
        }),
      ),
    "admin.classes.upgraded",
    () => classesChanged(schoolId),
  );
}

// ---- Students ------------------------------------------------------------------------------------------------

export function useCreateStudent() {
  return useAdminMutation(
    (body: CreateStudentInput) => read(studentsApi.student.$post({ json: body })),
    "admin.students.created",
    () => [studentKeys.all],
  );
}

export function useUpdateStudent() {
  return useAdminMutation(
    ({ student, body }: { student: Student; body: Omit<UpdateStudentInput, "version"> }) =>
      read(
        studentsApi.student[":id"].$patch({
          param: { id: student.id },
          json: { ...body, version: student.version },
        }),
      ),
    "admin.students.updated",
    () => [studentKeys.all],
  );
}

export function useDeleteStudent() {
  return useAdminMutation(
    (student: Student) => read(studentsApi.student[":id"].$delete({ param: { id: student.id } })),
    "admin.students.deleted",
    () => [studentKeys.all],
  );
}

// ---- Teams ---------------------------------------------------------------------------------------------------

export function useCreateTeam() {
  return useAdminMutation(
    (body: CreateTeamInput) => read(teamsApi.team.$post({ json: body })),
    "admin.teams.created",
    (body) => [teamKeys.bySchool(body.schoolId)],
  );
}

export function useUpdateTeam() {
  return useAdminMutation(
    ({ team, body }: { team: Team; body: Omit<UpdateTeamInput, "version"> }) =>
      read(teamsApi.team[":id"].$patch({ param: { id: team.id }, json: { ...body, version: team.version } })),
    "admin.teams.updated",
    ({ team }) => [teamKeys.bySchool(team.schoolId)],
  );
}

export function useDeleteTeam() {
  return useAdminMutation(
    (team: Team) => read(teamsApi.team[":id"].$delete({ param: { id: team.id } })),
    "admin.teams.deleted",
    (team) => [teamKeys.bySchool(team.schoolId)],
  );
}
