import type { Role } from "../constants.js";
import type { Actor } from "../policy/actor.js";
import type { MappingAccess } from "./mapping.schema.js";

/**
 * Access policy for mappings (kartläggningar): a document about one pupil, judged like tickets (ticket.policy.ts):
 * only staff of the mapping's school ever see it, on the active role alone, and where the spec is silent the
 * narrower choice.
 *
 * WHAT AN ACTOR MAY DO WITH ONE MAPPING (`MappingAccess`, least to most):
 * - none    it does not exist for them: every route answers 404, lists leave it out.
 * - answer  they are asked to answer: they see the mapping (pupil, deadline, who is asked and who has answered)
 *           and their own answers, and may answer. Not the others' answers nor the combined scores.
 * - manage  everything: every answer set and the combined scores, edit (deadline, active, next step, who is
 *           asked), remind those who have not answered, delete.
 *
 * WHO:
 * | actor (staff of the mapping's school)                 | access  |
 * |-------------------------------------------------------|---------|
 * | COUNSELOR, HEAD, MAINADMIN (student-health staff)      | manage  |
 * | TEACHER who created the mapping                        | manage  |
 * | TEACHER asked to answer                                | answer  |
 * | any other TEACHER                                      | none    |
 * | ADMIN, OWNER, SUPERADMIN, staff of other schools       | none    |
 *
 * Spec section 6: teachers have the mapping action; COUNSELOR, MAINADMIN and HEAD see everything in their school.
 * A mentor who is neither asked nor the creator does not see the mapping: its health questions (Hälsa) are not
 * what the teaching needs unless the mentor is asked for them. A teacher who created a mapping sees the others'
 * answers and the combined scores without their health answers (functions/src/mappings/mappings.mappers.ts).
 *
 * Creating: student-health staff and teachers of the pupil's school. Those asked must be staff of the school who
 * work with pupils (TEACHER, COUNSELOR, HEAD or MAINADMIN there). Answering: only someone asked, and only while
 * the mapping is active.
 */

/** Student-health staff: every mapping of their school. */
export const MAPPING_STAFF_ROLES = ["COUNSELOR", "HEAD", "MAINADMIN"] as const satisfies readonly Role[];
/** Every role that works with mappings. */
export const MAPPING_ROLES = [...MAPPING_STAFF_ROLES, "TEACHER"] as const satisfies readonly Role[];

export const isMappingStaffRole = (role: Role) => (MAPPING_STAFF_ROLES as readonly Role[]).includes(role);
export const isMappingRole = (role: Role) => (MAPPING_ROLES as readonly Role[]).includes(role);
/** Who may be asked to answer: someone holding a mapping role at the school. */
export const mayBeAsked = (roles: readonly Role[]) => roles.some((role) => isMappingRole(role));

/** The parts of a mapping the policy looks at. */
export interface MappingPolicyDoc {
  schoolId: string;
  organizationId: string;
  createdById: string;
  respondentIds: readonly string[];
}

const isStaffOfSchool = (actor: Actor, doc: { schoolId: string; organizationId: string }) =>
  actor.organizationId === doc.organizationId && actor.schoolIds.includes(doc.schoolId);

/** What the actor may do with the mapping (see the table above). */
export function mappingAccess(actor: Actor, doc: MappingPolicyDoc): MappingAccess {
  if (!isStaffOfSchool(actor, doc) || !isMappingRole(actor.role)) return "none";
  if (isMappingStaffRole(actor.role)) return "manage";
  if (doc.createdById === actor.userId) return "manage";
  if (doc.respondentIds.includes(actor.userId)) return "answer";
  return "none";
}

/** What each operation needs. */
export const MAPPING_OPERATIONS = {
  read: "answer",
  answer: "answer",
  update: "manage",
  remind: "manage",
  delete: "manage",
} as const satisfies Record<string, Exclude<MappingAccess, "none">>;
export type MappingOperation = keyof typeof MAPPING_OPERATIONS;

const RANK: Record<MappingAccess, number> = { none: 0, answer: 1, manage: 2 };

/** A mapping the actor may not see is "not-found" (404, like a missing one); too little access "forbidden". */
export function mappingDecision(
  access: MappingAccess,
  operation: MappingOperation,
): "allow" | "forbidden" | "not-found" {
  if (access === "none") return "not-found";
  return RANK[access] >= RANK[MAPPING_OPERATIONS[operation]] ? "allow" : "forbidden";
}

/** May the actor list a school's mappings (each row is then judged by `mappingAccess`)? */
export function mappingListDecision(
  actor: Actor,
  scope: "member" | "organization" | "platform" | "none",
): "allow" | "forbidden" | "not-found" {
  if (scope === "none") return "not-found";
  return scope === "member" && isMappingRole(actor.role) ? "allow" : "forbidden";
}

/** May the actor create a mapping about a pupil of this school? */
export function createMappingDecision(
  actor: Actor,
  pupil: { schoolId: string; organizationId: string },
): "allow" | "forbidden" {
  return isStaffOfSchool(actor, pupil) && isMappingRole(actor.role) ? "allow" : "forbidden";
}
