import type { NotificationCategory, Role, SubRole, Subscription, TeacherSubject } from "#shared/constants";
import { allRoles, rolesAtSchool, type Actor } from "#shared/policy/actor";
import { coversOrganization } from "#shared/users/user.policy";
import type { SignedInUser, StaffMember, UserSummary } from "#shared/users/user.schema";
import { violationLimitsOf, type OrganizationItem, type SchoolItem } from "../schools/index.js";
import { roleModelOf, type MembershipItem, type UserItem } from "./users.repo.js";

/** Stored users and memberships to what the API answers (shared/src/users/user.schema.ts). */

export function toSignedInUser(
  user: UserItem,
  role: Role,
  organization: OrganizationItem | null,
  schools: SchoolItem[],
): SignedInUser {
  const subscriptionsOf = (school: SchoolItem) => school.subscriptions as Subscription[];
  const model = roleModelOf(user);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailverified: user.emailverified,
    notificationSetting: user.notificationSetting,
    twoStepAuth: user.twoStepAuth,
    hiddenNotificationCategories: user.hiddenNotificationCategories as NotificationCategory[],
    teacherSubjects: user.teacherSubjects as TeacherSubject[],
    subRole: (user.subRole as SubRole | undefined) ?? null,
    roles: allRoles(model),
    role,
    organizationRoles: [...model.orgRoles],
    organization: {
      id: user.organizationId,
      name: organization?.name ?? "",
      schoolName: organization?.schoolName ?? null,
      schoolNamePlural: organization?.schoolNamePlural ?? null,
      ...violationLimitsOf(organization),
    },
    schools: schools
      .map((school) => ({
        id: school.id,
        name: school.name,
        subscriptions: subscriptionsOf(school),
        counselorName: school.counselorName ?? null,
        counselorNamePlural: school.counselorNamePlural ?? null,
        teacherName: school.teacherName ?? null,
        roles: rolesAtSchool(model, school.id),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, "sv")),
    twoStepAuthAvailable: schools.some((school) => subscriptionsOf(school).includes("TWOSTEPAUTH")),
    version: user.version,
  };
}

/**
 * A user as the admin pages see them: only the memberships the actor's scope covers (an organization-wide actor
 * sees all, a school admin the schools where they hold ADMIN), so adding someone from another school to one's own
 * tells nothing about where else they work.
 */
export function toUserSummary(user: UserItem, actor: Actor): UserSummary {
  const model = roleModelOf(user);
  const visible = coversOrganization(actor)
    ? model.memberships
    : model.memberships.filter((membership) => actor.schoolIds.includes(membership.schoolId));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    roles: allRoles({ memberships: visible, orgRoles: model.orgRoles }),
    organizationRoles: [...model.orgRoles],
    memberships: visible.map((membership) => ({
      schoolId: membership.schoolId,
      roles: [...membership.roles],
    })),
    subRole: (user.subRole as SubRole | undefined) ?? null,
    twoStepAuth: user.twoStepAuth,
    emailverified: user.emailverified,
    schoolIds: visible.map((membership) => membership.schoolId),
    outsideScope:
      !coversOrganization(actor) && (visible.length < model.memberships.length || model.orgRoles.length > 0),
    version: user.version,
  };
}

export function toStaffMember(member: MembershipItem): StaffMember {
  return {
    id: member.userId,
    name: member.name,
    roles: member.roles as Role[],
    subRole: (member.subRole as SubRole | undefined) ?? null,
    schedule: [],
  };
}
