import type { EntityItem } from "electrodb";
import type { NotificationCategory, Role, SubRole, Subscription, TeacherSubject } from "#shared/constants";
import { TWO_STEP_SCHOOL_THRESHOLD } from "#shared/constants";
import { allRoles, roleModelOfStored, rolesAtSchool, type Actor, type RoleModel } from "#shared/policy/actor";
import { coversOrganization } from "#shared/users/user.policy";
import type { SignedInUser, StaffMember, UserSummary } from "#shared/users/user.schema";
import { coreEntities, type UserItem } from "../core/identity.js";
import type { Db } from "../db/db.js";
import { transact, type TxEntities } from "../db/transact.js";
import type { OrganizationItem, SchoolItem } from "../schools/index.js";
import { usersEntities, type MembershipEntity } from "./membership.entity.js";

export { getUser, getUserByEmail, getUsers, type UserItem } from "../core/identity.js";
export type MembershipItem = EntityItem<MembershipEntity>;

/** The entities a users transaction writes: the person (core's) and their memberships. */
export const userWriteEntities = (db: Db) => ({ ...coreEntities(db), ...usersEntities(db) });
export type UserTx = TxEntities<ReturnType<typeof userWriteEntities>>;

/** A user's roles per school and at the organization (see `roleModelOfStored` for items of the older form). */
export const roleModelOf = (user: UserItem): RoleModel => roleModelOfStored(user);

/** The stored role fields of a role model: the authority and the two lists derived from it, written together. */
export function roleFieldsOf(model: RoleModel) {
  return {
    memberships: model.memberships.map((membership) => ({
      schoolId: membership.schoolId,
      roles: [...membership.roles] as string[],
    })),
    orgRoles: [...model.orgRoles] as string[],
    roles: allRoles(model) as string[],
    schoolIds: model.memberships.map((membership) => membership.schoolId),
  };
}

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

/** A school counts as two-step enabled when more than 75 % of its users have two-factor on. */
export function isTwoStepEnabled(members: readonly { twoStepAuth: boolean }[]): boolean {
  if (members.length === 0) return false;
  return members.filter((member) => member.twoStepAuth).length / members.length > TWO_STEP_SCHOOL_THRESHOLD;
}

/** Members of a school, sorted by name. */
export async function listMembers(db: Db, schoolId: string): Promise<MembershipItem[]> {
  const members: MembershipItem[] = [];
  let cursor: string | null = null;
  do {
    const result: { data: MembershipItem[]; cursor: string | null } = await usersEntities(db)
      .membership.query.bySchool({ schoolId })
      .go({ cursor, limit: 1000 });
    members.push(...result.data);
    cursor = result.cursor;
  } while (cursor);
  return members.sort((a, b) => a.name.localeCompare(b.name, "sv"));
}

/** What a membership item copies from its user. */
export interface MembershipCopy {
  name: string;
  subRole: string | undefined;
  twoStepAuth: boolean;
}

/**
 * Transaction items that write a user's membership items from their role model: one put per school (the roles
 * the person can act in there, and copies of name, sub-role and two-factor), to be committed together with the
 * user's own update. `except` leaves out schools the caller writes itself (one operation per item).
 */
export function membershipWrites(
  tx: UserTx,
  user: { id: string; organizationId: string },
  model: RoleModel,
  copy: MembershipCopy,
  except: readonly string[] = [],
) {
  return model.memberships
    .filter((membership) => !except.includes(membership.schoolId))
    .map((membership) =>
      tx.membership
        .put({
          schoolId: membership.schoolId,
          userId: user.id,
          organizationId: user.organizationId,
          name: copy.name,
          roles: rolesAtSchool(model, membership.schoolId),
          twoStepAuth: copy.twoStepAuth,
          ...(copy.subRole ? { subRole: copy.subRole } : {}),
        })
        .commit(),
    );
}

/**
 * Turns two-factor on with the confirmed secret: the user and the two-factor flag copied on each membership, in one
 * transaction conditioned on the version read.
 */
export async function turnTwoFactorOn(
  deps: { db: Db; clock: { now(): Date } },
  user: UserItem,
  secret: string,
): Promise<void> {
  await transact(userWriteEntities(deps.db), (tx) => [
    tx.user
      .patch({ id: user.id })
      .set({ totpSecret: secret, twoStepAuth: true, updatedAt: deps.clock.now().toISOString() })
      .remove(["totpPendingSecret"])
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.version, user.version))
      .commit(),
    ...membershipWrites(tx, user, roleModelOf(user), {
      name: user.name,
      subRole: user.subRole,
      twoStepAuth: true,
    }),
  ]);
}
