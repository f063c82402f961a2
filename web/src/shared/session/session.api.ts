import { queryOptions, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import type { Role } from "#shared/constants";
import type { Actor } from "#shared/policy/actor";
import type { School } from "#shared/schools/school.schema";
import type { SignedInUser } from "#shared/users/user.schema";
import { authApi, read, schoolsApi, sending } from "../api/client";
import { schoolKeys } from "../api/query-keys";
import { sessionStore } from "./session-store";
import { bySwedishName, withSortedLists } from "../data/swedish-order";

/** Query keys of what every page shares: the signed-in user and the active school. */
export const sessionKeys = {
  me: () => ["session", "me"] as const,
  school: (schoolId: string) => schoolKeys.detail(schoolId),
};

export const meQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.me(),
    // Without the role header: the stored role may no longer be held, and /auth/me must still answer.
    queryFn: async ({ signal }) => {
      const user = await read(authApi.auth.me.$get({}, sending({ signal, withoutRole: true })));
      return { ...user, schools: bySwedishName(user.schools) };
    },
    staleTime: 5 * 60_000,
  });

export const schoolQueryOptions = (schoolId: string) =>
  queryOptions({
    queryKey: sessionKeys.school(schoolId),
    queryFn: async ({ signal }) =>
      withSortedLists(
        await read(schoolsApi.schools[":id"].$get({ param: { id: schoolId } }, sending({ signal }))),
      ),
    staleTime: 5 * 60_000,
  });

/**
 * The roles the user can act in at a school: those held there (with their organization roles). Without a school
 * (an owner, a super admin, a main admin who works at no school) their organization roles.
 */
export function rolesAvailableAt(user: SignedInUser, schoolId: string | null): Role[] {
  const school = user.schools.find((candidate) => candidate.id === schoolId);
  if (school && school.roles.length > 0) return school.roles;
  return user.organizationRoles.length > 0 ? [...user.organizationRoles] : user.roles;
}

/**
 * The active role: the stored choice when the user holds it at the active school, else their first role there.
 * A role held at another school never carries over: switching school settles the role again.
 */
export function resolveActiveRole(user: SignedInUser, schoolId = resolveActiveSchoolId(user)): Role {
  const available = rolesAvailableAt(user, schoolId);
  const stored = sessionStore.storedRole();
  if (stored && available.includes(stored)) return stored;
  return available[0] ?? user.role;
}

/** The active school: the stored choice when the user is still a member, else the first school (or none). */
export function resolveActiveSchoolId(user: SignedInUser): string | null {
  const stored = sessionStore.storedSchoolId();
  if (stored && user.schools.some((school) => school.id === stored)) return stored;
  return user.schools[0]?.id ?? null;
}

/** Makes sure the stored choices are ones the server accepts, so every call sends a role the user holds. */
export function settleSessionChoices(user: SignedInUser): { role: Role; schoolId: string | null } {
  const schoolId = resolveActiveSchoolId(user);
  if (schoolId && sessionStore.storedSchoolId() !== schoolId) sessionStore.setSchoolId(schoolId);
  const role = resolveActiveRole(user, schoolId);
  if (sessionStore.storedRole() !== role) sessionStore.setRole(role);
  return { role, schoolId };
}

export interface Session {
  user: SignedInUser;
  role: Role;
  /** The active school's id, or null for a user without school memberships (owner, super admin). */
  schoolId: string | null;
  schoolSummary: SignedInUser["schools"][number] | null;
}

/** The signed-in user with the active role and school. Only under the default layout, whose loader loads it. */
export function useSession(): Session {
  const { data: user } = useSuspenseQuery(meQueryOptions());
  const schoolId = resolveActiveSchoolId(user);
  const role = resolveActiveRole(user, schoolId);
  const schoolSummary = user.schools.find((school) => school.id === schoolId) ?? null;
  return { user, role, schoolId, schoolSummary };
}

/** The active school in full (code, hidden parts, classes, users). Undefined while loading or when unreadable. */
export function useActiveSchool(): School | undefined {
  const { schoolId } = useSession();
  const { data } = useQuery({ ...schoolQueryOptions(schoolId ?? ""), enabled: schoolId !== null });
  return schoolId ? data : undefined;
}

/**
 * The session as the shared policy module's actor, so the web hides what the server would refuse: like the server,
 * the active role counts only at the schools where it is held.
 */
export function actorOf(session: Session): Actor {
  return {
    userId: session.user.id,
    organizationId: session.user.organization.id,
    role: session.role,
    roles: session.user.roles,
    schoolIds: session.user.schools
      .filter((school) => school.roles.includes(session.role))
      .map((school) => school.id),
  };
}
