import type { Role } from "../constants.js";
import type { Actor } from "../policy/actor.js";
import {
  INVESTIGATION_ACCESS,
  type InvestigationAccess,
  type InvestigationStatus,
} from "./investigation.constants.js";

/**
 * Access policy for pedagogical investigations (pedagogisk utredning, Skollagen 3 kap. 7-8 §). A document about a
 * pupil that may hold medical and psychological information: where the spec is silent, the narrower choice.
 *
 * WHAT AN ACTOR MAY DO WITH ONE INVESTIGATION, from least to most (`InvestigationAccess`):
 * - none        it does not exist for them: every route answers 404, lists leave it out.
 * - teaching    what the teaching needs: background, school situation, analysis, outcome, the decision not to
 *               write a program and its reason, contributions, what it rests on. Never the health information
 *               (medical or psychological content stays with student-health staff).
 * - contribute  teaching, plus add a contribution under their own name (a PATCH with only `contribution`).
 * - manage      everything, the health information too: edit every section, name contributors, publish, delete
 *               a draft.
 *
 * WHO: only staff of the investigation's school (member, same organization) ever get more than none, judged on the
 * active role alone.
 *
 * | actor (member of the school)                    | DRAFT      | PUBLISHED |
 * |-------------------------------------------------|------------|-----------|
 * | COUNSELOR, HEAD, MAINADMIN (student health)     | manage     | manage    |
 * | TEACHER named as contributor                    | contribute | teaching  |
 * | TEACHER, the pupil's mentor or class's teacher  | -          | teaching  |
 * |   (the pupil's own mentor, or a mentor or       |            |           |
 * |    teacher of the pupil's class)                |            |           |
 * | any other TEACHER                               | -          | -         |
 * | ADMIN, OWNER, SUPERADMIN                        | -          | -         |
 *
 * Spec section 6: COUNSELOR, MAINADMIN and HEAD see everything in their school; teachers have their own listing
 * (GET /investigations/teacher/school/{schoolId}) of what the table gives them. The school listing is student
 * health's (a teacher is told 403 and uses theirs).
 *
 * Choices (the safer behaviour):
 * - A draft is student health's work in progress: teachers see it only when invited to contribute.
 * - Published is locked: once published, only student-health staff (manage) may change it, to correct it; the
 *   contributions close (a contributor keeps the teaching view). A published investigation never goes back to
 *   draft (409): it is the documented basis of a decision.
 * - Deleting a published investigation is refused (409 with the reason), for the same reason; drafts are deleted
 *   by student-health staff only.
 * - Creating: student-health staff of the pupil's school only (the head sees to it that the pupil's needs are
 *   investigated, 3 kap. 7 §; teachers take part as contributors).
 * - Contributors must be teachers or student-health staff of the school. Mentorship and class teaching are read
 *   when asked, never copied.
 */

/** Student-health staff: the roles that see everything in their school (spec section 6). */
export const INVESTIGATION_STAFF_ROLES = [
  "COUNSELOR",
  "HEAD",
  "MAINADMIN",
] as const satisfies readonly Role[];

export const isInvestigationStaffRole = (role: Role) =>
  (INVESTIGATION_STAFF_ROLES as readonly Role[]).includes(role);

/** The parts of an investigation the policy looks at. */
export interface InvestigationPolicyDoc {
  schoolId: string;
  organizationId: string;
  status: InvestigationStatus;
  contributors: readonly string[];
}

/** The relation that lives outside the investigation, looked up only when `teachesFactNeeded` says so. */
export interface InvestigationFacts {
  /** The actor is the pupil's mentor, or a mentor or teacher of the pupil's class. */
  teachesPupil: boolean;
}

const isMember = (actor: Actor, doc: { schoolId: string; organizationId: string }) =>
  actor.organizationId === doc.organizationId && actor.schoolIds.includes(doc.schoolId);

/** Does the answer for this actor depend on whether they teach the pupil (a read of the pupil and class)? */
export function teachesFactNeeded(actor: Actor, doc: InvestigationPolicyDoc): boolean {
  return (
    isMember(actor, doc) &&
    actor.role === "TEACHER" &&
    doc.status === "PUBLISHED" &&
    !doc.contributors.includes(actor.userId)
  );
}

/** What the actor may do with the investigation (the table above). */
export function investigationAccess(
  actor: Actor,
  doc: InvestigationPolicyDoc,
  facts: InvestigationFacts,
): InvestigationAccess {
  if (!isMember(actor, doc)) return "none";
  if (isInvestigationStaffRole(actor.role)) return "manage";
  if (actor.role !== "TEACHER") return "none";
  if (doc.contributors.includes(actor.userId)) return doc.status === "DRAFT" ? "contribute" : "teaching";
  return doc.status === "PUBLISHED" && facts.teachesPupil ? "teaching" : "none";
}

const rank = (access: InvestigationAccess) => INVESTIGATION_ACCESS.indexOf(access);
export const atLeast = (access: InvestigationAccess, needed: InvestigationAccess) =>
  rank(access) >= rank(needed);

/** What each operation needs. */
export const INVESTIGATION_OPERATIONS = {
  read: "teaching",
  contribute: "contribute",
  edit: "manage",
  delete: "manage",
} as const satisfies Record<string, InvestigationAccess>;
export type InvestigationOperation = keyof typeof INVESTIGATION_OPERATIONS;

/** None is 404 (exactly like a missing one); an operation the access does not allow, 403. */
export function investigationDecision(
  access: InvestigationAccess,
  operation: InvestigationOperation,
): "allow" | "forbidden" | "not-found" {
  if (access === "none") return "not-found";
  return atLeast(access, INVESTIGATION_OPERATIONS[operation]) ? "allow" : "forbidden";
}

type Scope = "member" | "organization" | "platform" | "none";

/** The school listing: student-health staff who are members (teachers have their own listing). */
export function schoolListDecision(actor: Actor, scope: Scope): "allow" | "forbidden" | "not-found" {
  if (scope === "none") return "not-found";
  return scope === "member" && isInvestigationStaffRole(actor.role) ? "allow" : "forbidden";
}

/** The teacher listing: teachers who are members (each row then judged by `investigationAccess`). */
export function teacherListDecision(actor: Actor, scope: Scope): "allow" | "forbidden" | "not-found" {
  if (scope === "none") return "not-found";
  return scope === "member" && actor.role === "TEACHER" ? "allow" : "forbidden";
}

/** Creating one about a pupil of the school (the pupil's school is checked first, 404 elsewhere). */
export const createDecision = (actor: Actor): "allow" | "forbidden" =>
  isInvestigationStaffRole(actor.role) ? "allow" : "forbidden";

/** Why a change to the status or a deletion is refused whatever the access (409), or null. */
export function lockedReason(
  status: InvestigationStatus,
  change: { status?: InvestigationStatus | undefined } | "delete",
): "investigationPublishedCannotBeDeleted" | "investigationPublishedStaysPublished" | null {
  if (status !== "PUBLISHED") return null;
  if (change === "delete") return "investigationPublishedCannotBeDeleted";
  return change.status === "DRAFT" ? "investigationPublishedStaysPublished" : null;
}
