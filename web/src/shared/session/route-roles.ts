import { ROLES, type Role } from "#shared/constants";
import { FOUNDATION_ACTIONS, type FoundationAction } from "#shared/policy/foundation.policy";
import { TICKET_ROLES } from "#shared/tickets/ticket.policy";
import { MAPPING_ROLES } from "#shared/mappings/mapping.policy";
import { PROGRAM_ROLES } from "#shared/actionprograms/action-program.policy";
import { PUPIL_ACTION_ROLES } from "#shared/adaptations/adaptation.policy";
import { INVESTIGATION_STAFF_ROLES } from "#shared/investigations/investigation.policy";
import { WHISTLE_LIST_ROLES } from "#shared/whistles/whistle.policy";
import { VIOLATION_ROLES } from "#shared/violations/violation.policy";

/**
 * Which active roles may open each page of this issue. The role guard sends everyone else to `/` (spec section 2).
 * Pages that read the API take their roles from the shared policy, so the web hides exactly what the server refuses.
 * The router takes each page's guard from its feature file (`<feature>.feature.ts`), which names these for the pages
 * listed here (app/features.test.ts holds them equal); a new feature's page that no other feature links to or asks
 * `mayOpen` about may name its policy's roles in its feature file alone.
 */
export const ROUTE_ROLES = {
  overview: ROLES,
  reportBug: ROLES,
  /** User administration of a school. */
  adminAdmin: FOUNDATION_ACTIONS["user.list"],
  /** The manage-school page: ADMIN and MAINADMIN for their schools; OWNER and SUPERADMIN reach it from /admin/schools. */
  adminSchool: FOUNDATION_ACTIONS["school.update"],
  adminSchools: FOUNDATION_ACTIONS["school.create"],
  adminOrganizations: FOUNDATION_ACTIONS["organization.list"],
  school: FOUNDATION_ACTIONS["school.read"],
  class: FOUNDATION_ACTIONS["class.list"],
  student: FOUNDATION_ACTIONS["student.read"],
  /** Tickets: student-health staff and teachers (each ticket is then judged by its access level). */
  tickets: TICKET_ROLES,
  /** The feedback entries of tickets, with their smileys (documentation/feedback). */
  feedback: TICKET_ROLES,
  /** Mappings (actions/mapping): student-health staff and teachers (each mapping is then judged by the policy). */
  mapping: MAPPING_ROLES,
  /** Action programs and their follow-ups: student-health staff and teachers (each program judged by its access). */
  actionProgram: PROGRAM_ROLES,
  actionProgramFollowUp: PROGRAM_ROLES,
  /** Extra adaptations and F-warnings: teachers and student-health staff (each one judged by its policy). */
  adaptations: PUPIL_ACTION_ROLES,
  fAndFWarnings: PUPIL_ACTION_ROLES,
  /** Pedagogical investigations: student health (the school listing) and teachers (their own listing). */
  investigation: [...INVESTIGATION_STAFF_ROLES, "TEACHER"],
  /** The whistles addressed to the caller (documentation/whistles): spec section 6. */
  whistles: WHISTLE_LIST_ROLES,
  /** Violation reports: staff who work with pupils; the owner sees the 6:10 chain (violation.policy.ts). */
  violations: [...VIOLATION_ROLES, "OWNER"],
} as const satisfies Record<string, readonly Role[]>;

export type GuardedRoute = keyof typeof ROUTE_ROLES;

export function mayOpen(route: GuardedRoute, role: Role): boolean {
  return (ROUTE_ROLES[route] as readonly Role[]).includes(role);
}

/** May the active role do a foundation action at all? (The server still judges the document; the web only hides.) */
export function roleMay(action: FoundationAction, role: Role): boolean {
  return (FOUNDATION_ACTIONS[action] as readonly Role[]).includes(role);
}
