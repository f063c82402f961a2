import type { Role } from "../constants.js";

/**
 * Who is asking: resolved on the server for every authenticated request from the session, the user and the
 * X-Active-Role header. Permissions are judged on the active `role` only; `schoolIds` are the user's memberships.
 */
export interface Actor {
  userId: string;
  organizationId: string;
  role: Role;
  roles: readonly Role[];
  schoolIds: readonly string[];
}

/** The tenancy of a school-scoped document. */
export interface SchoolRef {
  schoolId: string;
  organizationId: string;
}
