/**
 * What other domains may ask of staff: the person's shape, the school's members, two-factor, and the cascade when
 * someone leaves a school. Never the entities.
 */
export { guardUserChange, userTargetOf } from "./user-access.js";
export { removeUserFromSchool } from "./user-removal.js";
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
