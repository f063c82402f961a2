import type { Role } from "../constants.js";
import type { Actor } from "../policy/actor.js";
import type { TicketAccessLevel } from "../tickets/ticket.constants.js";
import type { ActionProgramAccess, ActionProgramStatus } from "./action-program.schema.js";

/**
 * Access policy for action programs (åtgärdsprogram). The access choices are the tickets' ("tickets and others",
 * spec section 6); where the spec is silent, the narrower choice.
 *
 * WHAT AN ACTOR MAY DO WITH ONE PROGRAM (`ActionProgramAccess`), from least to most:
 * - none    it does not exist for them: 404 like a missing one; lists leave it out.
 * - read    the program, its history, follow-ups and evaluations.
 * - write   read, plus edit a draft and add or change follow-ups and evaluations.
 * - manage  write, plus change the access settings, archive, and delete a draft.
 *
 * WHO: only staff of the program's school (member, same organization), judged on the active role alone.
 * Student-health staff (COUNSELOR, HEAD, MAINADMIN: spec section 6 gives them the full actions) and TEACHER
 * (spec section 6 lists action-program among a teacher's actions). ADMIN, OWNER and SUPERADMIN never see pupils'
 * programs.
 *
 * | level           | student-health staff  | TEACHER                       |
 * |-----------------|-----------------------|-------------------------------|
 * | STANDARD        | manage                | mentor of the pupil: read     |
 * | COUNSELOR       | manage                | -                             |
 * | SELECTED        | recipient: manage     | recipient: read               |
 * | SELF            | -                     | -                             |
 * | TEAM            | team member: manage   | team member: read             |
 * | EVERYONE        | manage                | read                          |
 * | CONTACTTEACHERS | manage                | contact teacher: read         |
 * | EDITORS         | manage                | editor: write                 |
 *
 * The creator manages their program at every level (a teacher who drafted it too), and the named decision maker
 * can always read it (they must be able to decide).
 *
 * THE DECISION (Skollagen 3:9: the principal, or the person the principal delegated, decides): publishing, and
 * the head's decision in an evaluation, may be taken by staff of the school whose active role is HEAD, or by the
 * named decision maker; anyone else is refused (403), however much access they have. Only a HEAD names or
 * changes the decision maker, who must be student-health staff of the school.
 *
 * STATES: draft -> published (the decision) -> archived; draft -> archived. A published or archived program is
 * locked: its fields are not edited (409) and it is not deleted (409: archive it instead). Follow-ups and
 * evaluations are added to a published program only.
 *
 * CORRECTIONS (issue 13): a published program's text (needs, actions, dates, place, attendees, involvement) may
 * be corrected by those who may take the decision: its decision maker (in a student-health or head role) or a HEAD
 * of the school; anyone else is refused (403), whatever their access. Each correction is a new version whose
 * history entry keeps the earlier values. Access, decision and status fields stay locked (409); an archived
 * program is not corrected (409).
 */

export const PROGRAM_STAFF_ROLES = ["COUNSELOR", "HEAD", "MAINADMIN"] as const satisfies readonly Role[];
export const PROGRAM_ROLES = [...PROGRAM_STAFF_ROLES, "TEACHER"] as const satisfies readonly Role[];

export const isProgramStaffRole = (role: Role) => (PROGRAM_STAFF_ROLES as readonly Role[]).includes(role);
export const isProgramRole = (role: Role) => (PROGRAM_ROLES as readonly Role[]).includes(role);

/** The parts of a program the policy looks at. */
export interface ProgramPolicyDoc {
  schoolId: string;
  organizationId: string;
  status: ActionProgramStatus;
  access: TicketAccessLevel;
  createdById: string;
  decisionMakerId: string | null;
  recipients: readonly string[];
  teamId: string | null;
  contactTeachers: readonly string[];
  editors: readonly string[];
}

/** Relations outside the program, looked up when needed. */
export interface ProgramRelationFacts {
  mentor: boolean;
  teamMember: boolean;
}

const RANK: Record<ActionProgramAccess, number> = { none: 0, read: 1, write: 2, manage: 3 };
export const atLeast = (access: ActionProgramAccess, needed: ActionProgramAccess) =>
  RANK[access] >= RANK[needed];
const higher = (a: ActionProgramAccess, b: ActionProgramAccess) => (RANK[a] >= RANK[b] ? a : b);

export function isStaffOfSchool(actor: Actor, doc: { schoolId: string; organizationId: string }): boolean {
  return actor.organizationId === doc.organizationId && actor.schoolIds.includes(doc.schoolId);
}

/** Which outside facts could change the answer (so only those are looked up). */
export function programFactsNeeded(
  actor: Actor,
  doc: ProgramPolicyDoc,
): { mentor: boolean; teamMember: boolean } {
  if (!isStaffOfSchool(actor, doc) || !isProgramRole(actor.role) || doc.createdById === actor.userId) {
    return { mentor: false, teamMember: false };
  }
  return {
    mentor: actor.role === "TEACHER" && doc.access === "STANDARD",
    teamMember: doc.access === "TEAM",
  };
}

/** What the actor may do with the program (the table above). */
export function programAccess(
  actor: Actor,
  doc: ProgramPolicyDoc,
  facts: ProgramRelationFacts,
): ActionProgramAccess {
  if (!isStaffOfSchool(actor, doc) || !isProgramRole(actor.role)) return "none";
  const me = actor.userId;
  if (doc.createdById === me) return "manage";
  const decider: ActionProgramAccess = doc.decisionMakerId === me ? "read" : "none";
  if (isProgramStaffRole(actor.role)) {
    switch (doc.access) {
      case "STANDARD":
      case "COUNSELOR":
      case "EVERYONE":
      case "CONTACTTEACHERS":
      case "EDITORS":
        return "manage";
      case "SELECTED":
        return doc.recipients.includes(me) ? "manage" : decider;
      case "TEAM":
        return facts.teamMember ? "manage" : decider;
      case "SELF":
        return decider;
    }
  }
  switch (doc.access) {
    case "STANDARD":
      return higher(decider, facts.mentor ? "read" : "none");
    case "SELECTED":
      return higher(decider, doc.recipients.includes(me) ? "read" : "none");
    case "TEAM":
      return higher(decider, facts.teamMember ? "read" : "none");
    case "EVERYONE":
      return "read";
    case "CONTACTTEACHERS":
      return higher(decider, doc.contactTeachers.includes(me) ? "read" : "none");
    case "EDITORS":
      return higher(decider, doc.editors.includes(me) ? "write" : "none");
    case "COUNSELOR":
    case "SELF":
      return decider;
  }
}

/** What each operation needs. */
export const PROGRAM_OPERATIONS = {
  read: "read",
  edit: "write",
  followUp: "write",
  evaluate: "write",
  changeAccess: "manage",
  archive: "manage",
  delete: "manage",
  decide: "read",
  correct: "read",
} as const satisfies Record<string, ActionProgramAccess>;
export type ProgramOperation = keyof typeof PROGRAM_OPERATIONS;

/**
 * May the actor take the decision (publish; a head decision in an evaluation)? Needs sight of the program too. The
 * decision maker a head named decides only in a student-health or head role: the same person working as a teacher
 * (two roles at one school) does not.
 */
export function mayDecide(actor: Actor, doc: ProgramPolicyDoc, access: ActionProgramAccess): boolean {
  if (access === "none" || !isStaffOfSchool(actor, doc)) return false;
  if (actor.role === "HEAD") return true;
  return (
    doc.decisionMakerId !== null && doc.decisionMakerId === actor.userId && isProgramStaffRole(actor.role)
  );
}

/**
 * May the actor correct the published program's text (a new version)? The decision maker or a HEAD of the school,
 * as for the decision; only while published (a draft is edited, an archived program is not changed).
 */
export function mayCorrect(actor: Actor, doc: ProgramPolicyDoc, access: ActionProgramAccess): boolean {
  return doc.status === "published" && mayDecide(actor, doc, access);
}

/** The decision for one operation: 404 when the program is invisible, 403 when the access falls short. */
export function programDecision(
  actor: Actor,
  doc: ProgramPolicyDoc,
  access: ActionProgramAccess,
  operation: ProgramOperation,
): "allow" | "forbidden" | "not-found" {
  if (access === "none") return "not-found";
  if (operation === "decide") return mayDecide(actor, doc, access) ? "allow" : "forbidden";
  if (operation === "correct") return mayCorrect(actor, doc, access) ? "allow" : "forbidden";
  return atLeast(access, PROGRAM_OPERATIONS[operation]) ? "allow" : "forbidden";
}

/** Listing a school's programs, follow-ups or evaluations: members who work with programs (rows judged after). */
export function programListDecision(
  actor: Actor,
  scope: "member" | "organization" | "platform" | "none",
): "allow" | "forbidden" | "not-found" {
  if (scope === "none") return "not-found";
  return scope === "member" && isProgramRole(actor.role) ? "allow" : "forbidden";
}

/** Creating: staff and teachers who are members of the pupil's school; only a HEAD names a decision maker. */
export function createProgramDecision(actor: Actor, namesDecisionMaker: boolean): "allow" | "forbidden" {
  if (!isProgramRole(actor.role)) return "forbidden";
  if (namesDecisionMaker && actor.role !== "HEAD") return "forbidden";
  return "allow";
}

/** Only a HEAD names or changes the decision maker. */
export const mayNameDecisionMaker = (actor: Actor) => actor.role === "HEAD";

/** Who may be named decision maker: student-health staff of the school. */
export const mayBeDecisionMaker = (roles: readonly Role[]) => roles.some((role) => isProgramStaffRole(role));

/**
 * A published or archived program is locked: its fields are not edited as a draft's are and it is not deleted (a
 * published program's text is corrected as a new version instead: mayCorrect).
 */
export const isLocked = (status: ActionProgramStatus) => status !== "draft";

/** Moves of the status: draft -> published, draft -> archived, published -> archived. */
export function isAllowedStatusMove(from: ActionProgramStatus, to: ActionProgramStatus): boolean {
  if (from === "draft") return to === "published" || to === "archived";
  if (from === "published") return to === "archived";
  return false;
}
