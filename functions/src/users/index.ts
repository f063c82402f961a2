/**
 * What other domains may ask of staff: the person's shape, the school's members, two-factor. Never the entities.
 * The cascade when someone leaves a school is apart, in leaving.ts (it reaches every domain that names people).
 */
export { guardUserChange, userTargetOf } from "./user-access.js";
export {
  getUser,
  getUserByEmail,
  getUsers,
  isTwoStepEnabled,
  listMembers,
  listOrganizationOwners,
  roleModelOf,
  type MembershipItem,
  type UserItem,
} from "./users.repo.js";
export { turnTwoFactorOn } from "./user-writes.repo.js";
export { toSignedInUser, toStaffMember } from "./users.mappers.js";
