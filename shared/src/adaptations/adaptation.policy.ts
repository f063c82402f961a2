import type { Role } from "../constants.js";
import type { Actor } from "../policy/actor.js";

/**
 * Access policy for the pupil actions of Skollagen 3 kap that the teaching runs: extra adaptations (3:5) here, and
 * F and F-warnings (fwarnings/fwarning.policy.ts) on the same model. They are about one pupil's schooling, not
 * health, so the pupil's own teachers see them; where the spec is silent, the narrower choice.
 *
 * WHAT AN ACTOR MAY DO WITH ONE DOCUMENT, from least to most (`PupilActionAccess`):
 * - none      it does not exist for them: every route answers 404, lists leave it out.
 * - read      see it, with its feedback.
 * - feedback  read, plus add a feedback entry (how the adaptation works in their lessons).
 * - write     feedback, plus edit its fields.
 * - manage    write, plus delete it.
 *
 * WHO: only staff of the document's school (a member of the school in the same organization), on the active role:
 *
 * | relation of the actor                                   | COUNSELOR, HEAD, MAINADMIN | TEACHER  |
 * |---------------------------------------------------------|----------------------------|----------|
 * | author (wrote it)                                       | manage                     | manage   |
 * | responsible (named as the one who carries it out)       | manage                     | write    |
 * | mentor (of the pupil or the pupil's class)              | manage                     | feedback |
 * | teacher of the pupil's class                            | manage                     | feedback |
 * | stranger (none of these)                                | manage                     | -        |
 *
 * Student-health staff and the school's leaders see everything in their school (spec section 6). ADMIN, OWNER and
 * SUPERADMIN never do: they run schools and accounts, not pupil matters. A MAINADMIN who is not a member of the
 * school (organization-wide scope) sees none either. Mentorship and class teaching are read when the question is
 * asked, never copied onto the document, so a teacher who leaves the class loses it at once.
 *
 * Creating: student-health staff and teachers of the pupil's school (any teacher may start an adaptation for a pupil
 * they teach; the school is the boundary, as for tickets).
 */

/** The roles that see every pupil action of their school. */
export const PUPIL_ACTION_STAFF_ROLES = ["COUNSELOR", "HEAD", "MAINADMIN"] as const satisfies readonly Role[];
/** Every role that works with pupil actions. */
export const PUPIL_ACTION_ROLES = [...PUPIL_ACTION_STAFF_ROLES, "TEACHER"] as const satisfies readonly Role[];

export const PUPIL_ACTION_ACCESS = ["none", "read", "feedback", "write", "manage"] as const;
export type PupilActionAccess = (typeof PUPIL_ACTION_ACCESS)[number];

export const isPupilActionStaffRole = (role: Role) =>
  (PUPIL_ACTION_STAFF_ROLES as readonly Role[]).includes(role);
export const isPupilActionRole = (role: Role) => (PUPIL_ACTION_ROLES as readonly Role[]).includes(role);

/** The parts of a document the policy looks at. */
export interface PupilActionDoc {
  schoolId: string;
  organizationId: string;
  authorId: string;
  /** Who carries it out (adaptations); empty where the document names nobody. */
  responsible: readonly string[];
}

/** Relations that live outside the document, looked up when needed. */
export interface PupilRelationFacts {
  /** The pupil's mentor or a mentor of the pupil's class. */
  mentor: boolean;
  /** A teacher of the pupil's class. */
  teacher: boolean;
}

export const NO_FACTS: PupilRelationFacts = { mentor: false, teacher: false };

const rank = (access: PupilActionAccess) => PUPIL_ACTION_ACCESS.indexOf(access);
/** Does `access` allow what `needed` allows? */
export const atLeast = (access: PupilActionAccess, needed: PupilActionAccess) => rank(access) >= rank(needed);

/** Is the actor staff of the document's school (member, same organization)? */
export function isStaffOf(actor: Actor, doc: { schoolId: string; organizationId: string }): boolean {
  return actor.organizationId === doc.organizationId && actor.schoolIds.includes(doc.schoolId);
}

/** Must the pupil's mentor and class be read to answer for this actor? Only for a teacher with no named relation. */
export function pupilFactsNeeded(actor: Actor, doc: PupilActionDoc): boolean {
  if (!isStaffOf(actor, doc) || actor.role !== "TEACHER") return false;
  return doc.authorId !== actor.userId && !doc.responsible.includes(actor.userId);
}

/** What the actor may do with an adaptation (see the table above). */
export function adaptationAccess(
  actor: Actor,
  doc: PupilActionDoc,
  facts: PupilRelationFacts,
): PupilActionAccess {
  if (!isStaffOf(actor, doc)) return "none";
  if (isPupilActionStaffRole(actor.role)) return "manage";
  if (actor.role !== "TEACHER") return "none";
  if (doc.authorId === actor.userId) return "manage";
  if (doc.responsible.includes(actor.userId)) return "write";
  return facts.mentor || facts.teacher ? "feedback" : "none";
}

/** What each adaptation operation needs. */
export const ADAPTATION_OPERATIONS = {
  read: "read",
  feedback: "feedback",
  edit: "write",
  delete: "manage",
} as const satisfies Record<string, PupilActionAccess>;
export type AdaptationOperation = keyof typeof ADAPTATION_OPERATIONS;

/** The decision for one operation: none is 404 (like a missing one), too little access 403. */
export function pupilActionDecision(
  access: PupilActionAccess,
  needed: PupilActionAccess,
): "allow" | "forbidden" | "not-found" {
  if (access === "none") return "not-found";
  return atLeast(access, needed) ? "allow" : "forbidden";
}

export const adaptationDecision = (access: PupilActionAccess, operation: AdaptationOperation) =>
  pupilActionDecision(access, ADAPTATION_OPERATIONS[operation]);

/** May the actor list a school's pupil actions at all (each row is then judged on its own)? */
export function pupilActionListDecision(
  actor: Actor,
  scope: "member" | "organization" | "platform" | "none",
): "allow" | "forbidden" | "not-found" {
  if (scope === "none") return "not-found";
  return scope === "member" && isPupilActionRole(actor.role) ? "allow" : "forbidden";
}

/** May the actor create a pupil action for a pupil of a school they can see? */
export function createPupilActionDecision(
  actor: Actor,
  pupil: { schoolId: string; organizationId: string },
): "allow" | "forbidden" {
  return isStaffOf(actor, pupil) && isPupilActionRole(actor.role) ? "allow" : "forbidden";
}

/** Who may be named responsible for an adaptation: staff of the school who work with pupil actions. */
export const mayCarryOutAdaptations = (roles: readonly Role[]) =>
  roles.some((role) => isPupilActionRole(role));
