import type { Actor } from "../policy/actor.js";
import {
  isPupilActionStaffRole,
  isStaffOf,
  pupilActionDecision,
  type PupilActionAccess,
  type PupilActionDoc,
  type PupilRelationFacts,
} from "../adaptations/adaptation.policy.js";

/**
 * Access policy for F and F-warnings: the model of adaptations/adaptation.policy.ts (same roles, same relations),
 * with one difference. An F-warning is the course teacher's judgement of the pupil's grade, so only its author and
 * student-health staff (COUNSELOR, HEAD, MAINADMIN) change or remove it; the pupil's mentor and the class's teachers
 * read it (they plan the help around it) but do not edit it.
 *
 * | relation of the actor                       | COUNSELOR, HEAD, MAINADMIN | TEACHER |
 * |---------------------------------------------|----------------------------|---------|
 * | author                                      | manage                     | manage  |
 * | mentor (of the pupil or the pupil's class)  | manage                     | read    |
 * | teacher of the pupil's class                | manage                     | read    |
 * | stranger                                    | manage                     | -       |
 *
 * ADMIN, OWNER and SUPERADMIN: none. Listing and creating follow adaptations (pupilActionListDecision,
 * createPupilActionDecision).
 */
export function fWarningAccess(
  actor: Actor,
  doc: PupilActionDoc,
  facts: PupilRelationFacts,
): PupilActionAccess {
  if (!isStaffOf(actor, doc)) return "none";
  if (isPupilActionStaffRole(actor.role)) return "manage";
  if (actor.role !== "TEACHER") return "none";
  if (doc.authorId === actor.userId) return "manage";
  return facts.mentor || facts.teacher ? "read" : "none";
}

export const FWARNING_OPERATIONS = {
  read: "read",
  edit: "manage",
  delete: "manage",
} as const satisfies Record<string, PupilActionAccess>;
export type FWarningOperation = keyof typeof FWARNING_OPERATIONS;

export const fWarningDecision = (access: PupilActionAccess, operation: FWarningOperation) =>
  pupilActionDecision(access, FWARNING_OPERATIONS[operation]);
