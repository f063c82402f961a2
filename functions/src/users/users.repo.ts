import type { EntityItem } from "electrodb";
import type { Page } from "#shared/common.schema";
import { TWO_STEP_SCHOOL_THRESHOLD } from "#shared/constants";
import { allRoles, roleModelOfStored, type RoleModel } from "#shared/policy/actor";
import { coreEntities, type UserItem } from "../core/identity.js";
import { queryPage } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import { usersEntities, type MembershipEntity } from "./membership.entity.js";

/**
 * The users domain's reads: the person (core's user item), a school's members and the organization's owners, and
 * the stored form of a role model. The writes, the person and their membership items always together, are in
 * user-writes.repo.ts; these two files are the only code of the domain that touches the entities.
 */

export { getUser, getUserByEmail, getUsers, type UserItem } from "../core/identity.js";
export type MembershipItem = EntityItem<MembershipEntity>;

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

/** The people acting as OWNER (huvudman) of an organization: whom the 6:10 chain's "reported to the owner" tells. */
export async function listOrganizationOwners(db: Db, organizationId: string): Promise<UserItem[]> {
  const owners: UserItem[] = [];
  let cursor: string | null = null;
  do {
    const result: { data: UserItem[]; cursor: string | null } = await coreEntities(db)
      .user.query.byOrganization({ organizationId })
      .where((attr, op) => op.contains(attr.roles, "OWNER"))
      .go({ cursor, limit: 1000 });
    owners.push(...result.data);
    cursor = result.cursor;
  } while (cursor);
  return owners;
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

/** One page of a school's members (their membership items). */
export function listMembersPage(
  db: Db,
  schoolId: string,
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<Page<MembershipItem>> {
  return queryPage(usersEntities(db).membership.query.bySchool({ schoolId }), page, (member) => member);
}

/** One page of a school's student-health team: members who are counselors or heads there. */
export function listStudentHealthTeamPage(
  db: Db,
  schoolId: string,
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<Page<MembershipItem>> {
  const query = usersEntities(db)
    .membership.query.bySchool({ schoolId })
    .where((attr, op) => `${op.contains(attr.roles, "COUNSELOR")} OR ${op.contains(attr.roles, "HEAD")}`);
  return queryPage(query, page, (member) => member);
}
