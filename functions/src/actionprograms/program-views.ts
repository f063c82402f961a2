import type {
  ActionProgram,
  ActionProgramAccess,
  Evaluation,
  FollowUp,
} from "#shared/actionprograms/action-program.schema";
import { mayDecide } from "#shared/actionprograms/action-program.policy";
import type { Actor } from "#shared/policy/actor";
import { orNull, policyDocOf } from "./action-program-access.js";
import type { ActionProgramItem, EvaluationItem, FollowUpItem } from "./action-programs.repo.js";

/**
 * What a caller sees of a stored action program, follow-up or evaluation: the stored "" turned into null, and the
 * caller's own access and right to decide.
 */

/** The program as the caller sees it. */
export function toProgram(
  item: ActionProgramItem,
  access: Exclude<ActionProgramAccess, "none">,
  actor: Actor,
): ActionProgram {
  return {
    id: item.id,
    schoolId: item.schoolId,
    studentId: item.studentId,
    investigationId: orNull(item.investigationId),
    status: item.status,
    access: item.access,
    recipients: item.recipients,
    teamId: orNull(item.teamId),
    contactTeachers: item.contactTeachers,
    editors: item.editors,
    specialNeeds: item.specialNeeds,
    actions: item.actions,
    followUpDate: orNull(item.followUpDate),
    evaluationDate: orNull(item.evaluationDate),
    studentInformedOn: orNull(item.studentInformedOn),
    guardiansInformedOn: orNull(item.guardiansInformedOn),
    place: item.place,
    attendees: item.attendees,
    studentInvolved: item.studentInvolved,
    guardianInvolved: item.guardianInvolved,
    links: item.links,
    decisionMakerId: orNull(item.decisionMakerId),
    decidedById: orNull(item.decidedById),
    decidedByName: orNull(item.decidedByName),
    decidedAt: orNull(item.decidedAt),
    archivedAt: orNull(item.archivedAt),
    createdById: item.createdById,
    createdByName: item.createdByName,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    history: item.history,
    myAccess: access,
    mayDecide: item.status !== "archived" && mayDecide(actor, policyDocOf(item), access),
    version: item.version,
  };
}

export const toFollowUp = (item: FollowUpItem): FollowUp => ({
  id: item.id,
  actionProgramId: item.actionProgramId,
  schoolId: item.schoolId,
  studentId: item.studentId,
  responsibleId: item.responsibleId,
  date: item.date,
  summary: item.summary,
  functionedWell: item.functionedWell,
  link: orNull(item.link),
  createdById: item.createdById,
  createdAt: item.createdAt,
  version: item.version,
});

export const toEvaluation = (item: EvaluationItem): Evaluation => ({
  id: item.id,
  actionProgramId: item.actionProgramId,
  schoolId: item.schoolId,
  studentId: item.studentId,
  responsibleId: item.responsibleId,
  date: item.date,
  successFactors: item.successFactors,
  troubles: item.troubles,
  changes: item.changes,
  headDecision: item.headDecision === "" ? null : item.headDecision,
  createdById: item.createdById,
  createdAt: item.createdAt,
  version: item.version,
});
