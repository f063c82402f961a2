import type { Role } from "../constants.js";
import type { Actor } from "../policy/actor.js";
import {
  TICKET_ACCESS,
  TICKET_STEPS,
  type TicketAccess,
  type TicketAccessLevel,
  type TicketStep,
} from "./ticket.constants.js";

/**
 * Access policy for tickets (ärenden). Pupils' health and welfare: where the spec is silent, the narrower choice.
 *
 * WHAT AN ACTOR MAY DO WITH ONE TICKET, from least to most (`TicketAccess`):
 * - none      the ticket does not exist for them: every route answers 404, lists leave it out.
 * - timeline  the simplified timeline (spec section 4: "teachers see only the step titles"): the steps the ticket
 *             went through and when, who reported it, who is responsible. Not the title, description, comments,
 *             messages, decisions, feedback or access settings. They may send the owner a reminder.
 * - read      everything on the ticket page. They may send a reminder.
 * - write     read, plus edit the title and description, comment on steps, send messages, give feedback and
 *             react to it.
 * - manage    write, plus move steps (transitions below), write step summaries, record decisions, assign the
 *             owner, change the access settings, and delete the ticket.
 *
 * WHO: only staff of the ticket's school (a member of the school in the same organization) ever get more than
 * none, judged on the active role alone:
 * - Student-health staff: COUNSELOR, HEAD and MAINADMIN (spec section 6 gives these three the full tickets).
 * - TEACHER: limited, as below.
 * - ADMIN, OWNER and SUPERADMIN never see pupils' tickets, whatever the relation: they run schools and accounts,
 *   not pupil matters, and nothing in the spec gives them ticket work. A MAINADMIN who is not a member of the
 *   school (organization-wide scope) sees none either.
 *
 * RELATIONS: author (the notifier, who created it), owner (the responsible staff member; always student-health
 * staff of the school), recipient / contact teacher / editor (named in the ticket's lists), team member (of the
 * ticket's work team), mentor (the pupil's own mentor, or a mentor of the pupil's class), stranger (none of these).
 *
 * Student-health staff who are the owner or the author: manage, at every level. Otherwise, per level:
 *
 * | level           | meaning (spec name)                  | student-health staff | TEACHER                               |
 * |-----------------|--------------------------------------|----------------------|---------------------------------------|
 * | STANDARD        | standard: the default                | manage               | mentor: timeline                      |
 * | COUNSELOR       | student health team                  | manage               | -                                     |
 * | SELECTED        | chosen recipients                    | recipient: manage    | recipient: read                       |
 * | SELF            | only me                              | -                    | -                                     |
 * | TEAM            | work team                            | team member: manage  | team member: read                     |
 * | EVERYONE        | everyone (all staff of the school)   | manage               | read                                  |
 * | CONTACTTEACHERS | chosen contact teachers              | manage               | contact teacher: read                 |
 * | EDITORS         | teachers with editor privilege       | manage               | editor: write                         |
 *
 * A TEACHER who is the author always keeps at least the timeline of what they reported, at every level, so they
 * can follow it; a teacher never manages (never moves steps, decides, assigns, changes access or deletes). In the
 * timeline view the author also reads the title and description as she reported them (a copy kept at create),
 * never the text staff wrote over them later; a ticket stored before that copy was kept shows her no text.
 *
 * Rules around the levels (enforced by the API):
 * - Creating: student-health staff and teachers of the pupil's school. A teacher cannot choose SELF (they would
 *   see only the timeline of their own private ticket) and cannot name an owner.
 * - The owner must be student-health staff of the school. Under SELF the owner can only be the author: naming
 *   someone else would share an "only me" ticket.
 * - Recipients must be staff of the school who work with tickets (TEACHER, COUNSELOR, HEAD or MAINADMIN); contact
 *   teachers and editors must hold the TEACHER role; the team must be a team of the school.
 * - Mentorship and team membership are read when the question is asked, never copied onto the ticket: a mentor
 *   who stops being the pupil's mentor loses the timeline at once.
 *
 * STEP TRANSITIONS (spec section 4 order REPORT -> RECEIVED -> EXAMINATION -> ACTIONSDECIDED -> ACTIONSTAKEN ->
 * FEEDBACK -> ARCHIVE; the spec gives no transitions, so these are ours). Only manage moves steps:
 * - one step forward or one step back (a step taken by mistake can be undone);
 * - from any open step straight to ARCHIVE (a report that needs no action is closed without walking every step);
 * - ARCHIVE ends the ticket: it is read-only (every change answers 409) until it is reopened, which is the one
 *   move out of ARCHIVE, back to FEEDBACK;
 * - nothing else (no jumps forward, no move to the step it is already at).
 */

/** Student-health staff: the roles with the full ticket work (spec section 6). */
export const TICKET_STAFF_ROLES = ["COUNSELOR", "HEAD", "MAINADMIN"] as const satisfies readonly Role[];
/** Every role that can hold tickets at all. */
export const TICKET_ROLES = [...TICKET_STAFF_ROLES, "TEACHER"] as const satisfies readonly Role[];

export const isTicketStaffRole = (role: Role) => (TICKET_STAFF_ROLES as readonly Role[]).includes(role);
export const isTicketRole = (role: Role) => (TICKET_ROLES as readonly Role[]).includes(role);

/** The parts of a ticket the policy looks at. */
export interface TicketPolicyDoc {
  schoolId: string;
  organizationId: string;
  access: TicketAccessLevel;
  notifierId: string;
  ownerId: string | null;
  recipients: readonly string[];
  teamId: string | null;
  contactTeachers: readonly string[];
  editors: readonly string[];
}

/** Relations that live outside the ticket and are looked up when needed. */
export interface TicketRelationFacts {
  /** The actor is the pupil's mentor or a mentor of the pupil's class. */
  mentor: boolean;
  /** The actor is a member of the ticket's team. */
  teamMember: boolean;
}

const rank = (access: TicketAccess) => TICKET_ACCESS.indexOf(access);
/** Does `access` allow what `needed` allows? */
export const atLeast = (access: TicketAccess, needed: TicketAccess) => rank(access) >= rank(needed);
const higher = (a: TicketAccess, b: TicketAccess) => (rank(a) >= rank(b) ? a : b);

/** Is the actor staff of the ticket's school (member, same organization)? */
export function isStaffOfSchool(actor: Actor, doc: { schoolId: string; organizationId: string }): boolean {
  return actor.organizationId === doc.organizationId && actor.schoolIds.includes(doc.schoolId);
}

/**
 * Which outside relations could change the answer for this actor, so the API looks up only those (a mentor
 * lookup costs two reads, a team one read).
 */
export function ticketFactsNeeded(
  actor: Actor,
  doc: TicketPolicyDoc,
): { mentor: boolean; teamMember: boolean } {
  if (!isStaffOfSchool(actor, doc) || !isTicketRole(actor.role)) return { mentor: false, teamMember: false };
  const staff = isTicketStaffRole(actor.role);
  const me = actor.userId;
  if (staff && (doc.ownerId === me || doc.notifierId === me)) return { mentor: false, teamMember: false };
  return {
    mentor: actor.role === "TEACHER" && doc.access === "STANDARD" && doc.notifierId !== me,
    teamMember: doc.access === "TEAM",
  };
}

/** What the actor may do with the ticket (see the table above). */
export function ticketAccess(actor: Actor, doc: TicketPolicyDoc, facts: TicketRelationFacts): TicketAccess {
  if (!isStaffOfSchool(actor, doc)) return "none";
  const me = actor.userId;
  if (isTicketStaffRole(actor.role)) {
    if (doc.ownerId === me || doc.notifierId === me) return "manage";
    switch (doc.access) {
      case "STANDARD":
      case "COUNSELOR":
      case "EVERYONE":
      case "CONTACTTEACHERS":
      case "EDITORS":
        return "manage";
      case "SELECTED":
        return doc.recipients.includes(me) ? "manage" : "none";
      case "TEAM":
        return facts.teamMember ? "manage" : "none";
      case "SELF":
        return "none";
    }
  }
  if (actor.role === "TEACHER") {
    const own: TicketAccess = doc.notifierId === me ? "timeline" : "none";
    switch (doc.access) {
      case "STANDARD":
        return higher(own, facts.mentor ? "timeline" : "none");
      case "SELECTED":
        return higher(own, doc.recipients.includes(me) ? "read" : "none");
      case "TEAM":
        return higher(own, facts.teamMember ? "read" : "none");
      case "EVERYONE":
        return "read";
      case "CONTACTTEACHERS":
        return higher(own, doc.contactTeachers.includes(me) ? "read" : "none");
      case "EDITORS":
        return higher(own, doc.editors.includes(me) ? "write" : "none");
      case "COUNSELOR":
      case "SELF":
        return own;
    }
  }
  return "none";
}

/** What each ticket operation needs. */
export const TICKET_OPERATIONS = {
  read: "timeline",
  remind: "timeline",
  editText: "write",
  comment: "write",
  message: "write",
  feedback: "write",
  react: "write",
  moveStep: "manage",
  editStepSummary: "manage",
  decide: "manage",
  assign: "manage",
  changeAccess: "manage",
  delete: "manage",
} as const satisfies Record<string, TicketAccess>;
export type TicketOperation = keyof typeof TICKET_OPERATIONS;

export const mayDo = (access: TicketAccess, operation: TicketOperation) =>
  atLeast(access, TICKET_OPERATIONS[operation]);

/**
 * The decision for one operation on a ticket, given the actor's access: a ticket the actor may not see at all is
 * "not-found" (404, exactly like a missing one), an operation their access does not allow "forbidden" (403).
 */
export function ticketDecision(
  access: TicketAccess,
  operation: TicketOperation,
): "allow" | "forbidden" | "not-found" {
  if (access === "none") return "not-found";
  return mayDo(access, operation) ? "allow" : "forbidden";
}

/** May the actor list a school's tickets at all (each row is then filtered by `ticketAccess`)? */
export function ticketListDecision(
  actor: Actor,
  scope: "member" | "organization" | "platform" | "none",
): "allow" | "forbidden" | "not-found" {
  if (scope === "none") return "not-found";
  return scope === "member" && isTicketRole(actor.role) ? "allow" : "forbidden";
}

/** May the actor create a ticket with this level (and name an owner)? The pupil's school is checked first. */
export function createTicketDecision(
  actor: Actor,
  level: TicketAccessLevel,
  namesOwner: boolean,
): "allow" | "forbidden" | "invalid" {
  if (!isTicketRole(actor.role)) return "forbidden";
  if (actor.role === "TEACHER") {
    if (namesOwner) return "forbidden";
    if (level === "SELF") return "invalid";
  }
  return "allow";
}

const stepIndex = (step: TicketStep) => TICKET_STEPS.indexOf(step);

/** Is `from` -> `to` one of the allowed transitions (see the module comment)? */
export function isAllowedTransition(from: TicketStep, to: TicketStep): boolean {
  if (from === to) return false;
  if (from === "ARCHIVE") return to === "FEEDBACK";
  if (to === "ARCHIVE") return true;
  return Math.abs(stepIndex(to) - stepIndex(from)) === 1;
}

/** The steps the ticket may move to from `from`. */
export const allowedTransitions = (from: TicketStep): TicketStep[] =>
  TICKET_STEPS.filter((to) => isAllowedTransition(from, to));

/** A step move: forbidden without manage, invalid when the transition is not allowed. */
export function stepMoveDecision(
  access: TicketAccess,
  from: TicketStep,
  to: TicketStep,
): "allow" | "forbidden" | "invalid" {
  if (!mayDo(access, "moveStep")) return "forbidden";
  return isAllowedTransition(from, to) ? "allow" : "invalid";
}

/** An archived ticket is read-only until reopened. */
export const isReadOnlyStep = (step: TicketStep) => step === "ARCHIVE";

/** Who may be the owner: student-health staff of the ticket's school (checked against their roles there). */
export const mayOwnTickets = (roles: readonly Role[]) => roles.some((role) => isTicketStaffRole(role));
/** Who may be a recipient: staff who work with tickets. */
export const mayReceiveTickets = (roles: readonly Role[]) => roles.some((role) => isTicketRole(role));
/** Who may be a contact teacher or an editor (every pupil document's rule: shared/src/access/access-choice.ts). */
export { isTeacher } from "../access/access-choice.js";
