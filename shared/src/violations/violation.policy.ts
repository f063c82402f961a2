import type { Role } from "../constants.js";
import type { Actor } from "../policy/actor.js";
import type { Scope } from "../policy/foundation.policy.js";
import { VIOLATION_ACCESS, type ViolationAccess, type ViolationAccessLevel } from "./violation.constants.js";

/**
 * Access policy for violation reports (kränkningsanmälningar, Skollagen 6 kap. 10 §) and their investigations.
 * Pupils' most sensitive matters: where the spec is silent, the narrower choice, except that the law's own chain
 * (staff -> principal -> owner) always holds.
 *
 * WHAT AN ACTOR MAY DO WITH ONE REPORT (`ViolationAccess`), from least to most:
 * - none    the report does not exist for them: every route answers 404, lists leave it out.
 * - chain   the owner's (huvudman's) view: the report's type and the 6:10 chain's times (learned, seen by the
 *           principal, reported to the owner, investigation begun and ended, archived). Never the story, the
 *           people named, the pupils, the follow-ups or the investigation's texts. (Our choice: the spec gives the
 *           owner no pupil work; the law needs the owner to know a report exists and how fast it moved.)
 * - read    the whole report, its follow-ups and its investigations.
 * - write   read, plus add follow-ups (and edit or delete one's own).
 * - manage  write, plus edit the report, change its access choice, flag it as junk, archive it, and begin, edit,
 *           conclude and delete its investigations.
 *
 * WHO: staff of the report's school (member, same organization), judged on the active role alone.
 * - HEAD (the principal) and MAINADMIN: manage every report of the school, whatever its access choice, because
 *   6:10 makes every report reach the principal. Only a HEAD marks a report 'seen by the principal' and
 *   'reported to the owner'; only HEAD and MAINADMIN delete a report (counselors and teachers cannot erase one).
 * - COUNSELOR (student-health staff): manage, at every access choice (the choices widen the readers to teachers;
 *   none of them hides a report from student health).
 * - TEACHER: per the access choice below; the author always keeps write on what they reported.
 * - OWNER (organization scope, same organization): chain, for every report of the organization's schools.
 * - ADMIN and SUPERADMIN: none (they run schools and accounts, not pupil matters).
 *
 * THE ACCESS CHOICE (spec section 6: counselors, teachers, mentors or selected teachers), who beside the
 * principal and student health may read:
 *
 * | choice    | meaning                                                  | TEACHER                              |
 * |-----------|----------------------------------------------------------|--------------------------------------|
 * | COUNSELOR | student-health staff only                                | author: write; others none           |
 * | TEACHER   | also the teachers of the chosen classes                  | teacher of a chosen class: write     |
 * | MENTOR    | also the mentors of the chosen classes                   | mentor of a chosen class: write      |
 * | SELECTED  | also the chosen teachers (accessUsers)                   | chosen: write                        |
 *
 * Class teachers and mentors are read from the classes when asked, never copied onto the report: a teacher who
 * leaves the class loses the report at once. A junk-flagged report leaves every list (it stays readable by id for
 * those who manage it, and in the audit trail).
 *
 * A REPORT SENT FROM THE EXTERNAL PAGE (a pupil, a guardian or someone else, no account): stored with the choice
 * COUNSELOR and no author (authorId ""), so the principal's level and student health manage it, the owner sees its
 * chain, and no teacher reads it until someone who manages it widens the choice. (Our choice: the law sends every
 * report to the principal; student health is who follows a pupil's wellbeing; the sender did not choose teachers.)
 * Its sender reads staff's replies with a receipt code, outside this policy (violation-external.service.ts).
 * Table test: violation-external.policy.test.ts.
 */

/** Roles that manage every report of their school (the principal's level). */
export const VIOLATION_PRINCIPAL_ROLES = ["HEAD", "MAINADMIN"] as const satisfies readonly Role[];
/** Roles that manage the reports (student health and the principal's level). */
export const VIOLATION_STAFF_ROLES = [
  "COUNSELOR",
  ...VIOLATION_PRINCIPAL_ROLES,
] as const satisfies readonly Role[];
/** Every role that makes or reads reports at a school. */
export const VIOLATION_ROLES = [...VIOLATION_STAFF_ROLES, "TEACHER"] as const satisfies readonly Role[];

const has = (roles: readonly Role[], role: Role) => roles.includes(role);
export const isViolationStaffRole = (role: Role) => has(VIOLATION_STAFF_ROLES, role);
export const isViolationRole = (role: Role) => has(VIOLATION_ROLES, role);

/** The parts of a report the policy looks at. */
export interface ViolationPolicyDoc {
  schoolId: string;
  organizationId: string;
  access: ViolationAccessLevel;
  authorId: string;
  accessUsers: readonly string[];
  classes: readonly string[];
}

/** Relations read from the chosen classes when needed. */
export interface ViolationRelationFacts {
  /** The actor teaches one of the report's chosen classes. */
  classTeacher: boolean;
  /** The actor mentors one of the report's chosen classes. */
  classMentor: boolean;
}

const rank = (access: ViolationAccess) => VIOLATION_ACCESS.indexOf(access);
export const atLeast = (access: ViolationAccess, needed: ViolationAccess) => rank(access) >= rank(needed);

function isStaffOfSchool(actor: Actor, doc: { schoolId: string; organizationId: string }) {
  return actor.organizationId === doc.organizationId && actor.schoolIds.includes(doc.schoolId);
}

/** Do the chosen classes matter for this actor (so the API reads them only then)? */
export function violationFactsNeeded(actor: Actor, doc: ViolationPolicyDoc): boolean {
  return (
    isStaffOfSchool(actor, doc) &&
    actor.role === "TEACHER" &&
    doc.authorId !== actor.userId &&
    (doc.access === "TEACHER" || doc.access === "MENTOR") &&
    doc.classes.length > 0
  );
}

/** What the actor may do with the report (see the table above). */
export function violationAccess(
  actor: Actor,
  doc: ViolationPolicyDoc,
  facts: ViolationRelationFacts,
): ViolationAccess {
  if (actor.organizationId !== doc.organizationId) return "none";
  if (!isStaffOfSchool(actor, doc)) return actor.role === "OWNER" ? "chain" : "none";
  if (isViolationStaffRole(actor.role)) return "manage";
  if (actor.role === "OWNER") return "chain";
  if (actor.role !== "TEACHER") return "none";
  // An external report has no author (""): no account, even one with a malformed empty id, becomes its author.
  if (doc.authorId !== "" && doc.authorId === actor.userId) return "write";
  switch (doc.access) {
    case "COUNSELOR":
      return "none";
    case "TEACHER":
      return facts.classTeacher ? "write" : "none";
    case "MENTOR":
      return facts.classMentor ? "write" : "none";
    case "SELECTED":
      return doc.accessUsers.includes(actor.userId) ? "write" : "none";
  }
}

/** What each operation needs. `markSeen`, `reportToOwner` and `delete` also need the role (see below). */
export const VIOLATION_OPERATIONS = {
  read: "read",
  followUp: "write",
  edit: "manage",
  changeAccess: "manage",
  spam: "manage",
  archive: "manage",
  investigate: "manage",
  markSeen: "manage",
  reportToOwner: "manage",
  delete: "manage",
} as const satisfies Record<string, ViolationAccess>;
export type ViolationOperation = keyof typeof VIOLATION_OPERATIONS;

/** Operations of the principal alone: the head marks seen and reports to the owner; head or main admin delete. */
const ROLE_BOUND: Partial<Record<ViolationOperation, readonly Role[]>> = {
  markSeen: ["HEAD"],
  reportToOwner: ["HEAD"],
  delete: VIOLATION_PRINCIPAL_ROLES,
};

/**
 * The decision for one operation: a report the actor may not see is "not-found" (404, like a missing one), an
 * operation their access or role does not allow "forbidden" (403).
 */
export function violationDecision(
  actor: Actor,
  access: ViolationAccess,
  operation: ViolationOperation,
): "allow" | "forbidden" | "not-found" {
  if (access === "none") return "not-found";
  if (!atLeast(access, VIOLATION_OPERATIONS[operation])) return "forbidden";
  const roles = ROLE_BOUND[operation];
  return roles && !has(roles, actor.role) ? "forbidden" : "allow";
}

/** May the actor list a school's reports (each row then judged by `violationAccess`)? */
export function violationListDecision(actor: Actor, scope: Scope): "allow" | "forbidden" | "not-found" {
  if (scope === "none") return "not-found";
  if (actor.role === "OWNER") return "allow";
  return scope === "member" && isViolationRole(actor.role) ? "allow" : "forbidden";
}

/** May the actor list a school's investigations: the school's list for those who manage, the teachers' own. */
export function investigationListDecision(
  actor: Actor,
  scope: Scope,
  list: "school" | "teacher",
): "allow" | "forbidden" | "not-found" {
  if (scope === "none") return "not-found";
  if (scope !== "member") return "forbidden";
  const allowed = list === "school" ? isViolationStaffRole(actor.role) : actor.role === "TEACHER";
  return allowed ? "allow" : "forbidden";
}

/** Who may report: staff of the school who work with pupils (teachers, student health, the principal). */
export function createViolationDecision(actor: Actor, scope: Scope): "allow" | "forbidden" | "not-found" {
  if (scope === "none") return "not-found";
  return scope === "member" && isViolationRole(actor.role) ? "allow" : "forbidden";
}
