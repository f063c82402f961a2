import type { Role } from "#shared/constants";
import {
  isProgramRole,
  mayBeDecisionMaker,
  mayDecide,
  programAccess,
  programDecision,
  programFactsNeeded,
  programListDecision,
  type ProgramOperation,
  type ProgramPolicyDoc,
} from "#shared/actionprograms/action-program.policy";
import type {
  ActionProgram,
  ActionProgramAccess,
  Evaluation,
  FollowUp,
} from "#shared/actionprograms/action-program.schema";
import type { ReasonKey } from "#shared/messages";
import type { Actor } from "#shared/policy/actor";
import { isTeacher, mayReceiveTickets } from "#shared/tickets/ticket.policy";
import type { AuditAction } from "../core/audit.js";
import { badRequest } from "../core/errors.js";
import { audit, refuse, type AuditTarget } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { guardPupilDocument, guardPupilDocumentList } from "../core/pupil-document/guard.js";
import { PupilDocumentRelations } from "../core/pupil-document/relations.js";
import type { Db } from "../db/db.js";
import { getInvestigationBasis } from "../investigations/index.js";
import { schoolScopeFor } from "../schools/index.js";
import { RelationsReader } from "../students/index.js";
import { getTeam } from "../teams/index.js";
import { listMembers, type MembershipItem } from "../users/index.js";
import type { ActionProgramItem, EvaluationItem, FollowUpItem } from "./action-programs.repo.js";

/**
 * The action programs' guard: the policy document of a program, the outside relations it needs (mentor, team
 * member, read when asked), the audit targets, the checks of people named on a program, and what a caller sees of
 * a program, follow-up or evaluation. The notices are in program-notices.ts.
 */

const orNull = (value: string) => (value === "" ? null : value);

export const policyDocOf = (item: ActionProgramItem): ProgramPolicyDoc => ({
  schoolId: item.schoolId,
  organizationId: item.organizationId,
  status: item.status,
  access: item.access,
  createdById: item.createdById,
  decisionMakerId: orNull(item.decisionMakerId),
  recipients: item.recipients,
  teamId: orNull(item.teamId),
  contactTeachers: item.contactTeachers,
  editors: item.editors,
});

/**
 * The relations the policy needs (the pupil's or the pupil's class's mentor, a member of the program's team): core's
 * pupil-document relations, each pupil, class and team once per request, a page read ahead in batches.
 */
export class ProgramRelations extends PupilDocumentRelations<ActionProgramItem> {
  constructor(db: Db) {
    // Consistent reads: a mentor or team changed a moment ago counts for the program at once.
    super(new RelationsReader(db, { consistent: true }), (actor, program) => {
      const needed = programFactsNeeded(actor, policyDocOf(program));
      return { pupil: needed.mentor, team: needed.teamMember };
    });
  }

  async accessOf(actor: Actor, program: ActionProgramItem): Promise<ActionProgramAccess> {
    const { tie, teamMember } = await this.tiesOf(actor, program);
    // The program policy counts mentors only (a teacher of the pupil's class is no relation here).
    return programAccess(actor, policyDocOf(program), { mentor: tie === "mentor", teamMember });
  }
}

/**
 * The audit target of a program route: the school and pupil are named only for staff of the program's school (an
 * attempt from elsewhere stays in the actor's own trail without revealing where the program is).
 */
export function programTarget(
  actor: Actor,
  program: { schoolId: string; organizationId?: string; studentId: string } | null,
  action: AuditAction,
  entity: string,
  entityId: string | undefined,
): AuditTarget {
  const inSchool =
    program !== null &&
    actor.schoolIds.includes(program.schoolId) &&
    (program.organizationId === undefined || program.organizationId === actor.organizationId);
  return {
    action,
    entity,
    entityId,
    schoolId: inSchool ? program.schoolId : undefined,
    studentId: inSchool ? program.studentId : undefined,
  };
}

/** The reason told with a 403, for the operations that have one. */
const FORBIDDEN_REASONS: Partial<Record<ProgramOperation, ReasonKey>> = {
  decide: "actionProgramMayNotDecide",
  correct: "actionProgramMayNotCorrect",
};

/** Guards one operation on a program (null: missing, 404) through core's pupil-document guard, audited. */
export async function guardProgram(
  ctx: RequestContext,
  program: ActionProgramItem | null,
  relations: ProgramRelations,
  operation: ProgramOperation,
  target: AuditTarget,
): Promise<{ program: ActionProgramItem; access: Exclude<ActionProgramAccess, "none"> }> {
  const { doc, access } = await guardPupilDocument(ctx, {
    asked: target,
    load: () => Promise.resolve(program),
    accessOf: (stored) => relations.accessOf(ctx.actor, stored),
    decide: (access, stored) => programDecision(ctx.actor, policyDocOf(stored), access, operation),
    // The caller's target names the school and pupil to staff of the program's school only (programTarget).
    targetOf: () => target,
    unseenTargetOf: () => target,
    forbiddenReason: () => FORBIDDEN_REASONS[operation],
  });
  return { program: doc, access };
}

/** Lists of a school's programs, follow-ups or evaluations: members who work with programs. */
export async function guardProgramList(ctx: RequestContext, schoolId: string, target: AuditTarget) {
  await guardPupilDocumentList(
    ctx,
    target,
    programListDecision(ctx.actor, await schoolScopeFor(ctx, schoolId)),
  );
}

/** Reads the school's members once per request, for the checks of the people a program names. */
export class SchoolStaff {
  private members: Map<string, MembershipItem> | null = null;
  constructor(
    private readonly ctx: RequestContext,
    private readonly schoolId: string,
  ) {}

  private async all() {
    this.members ??= new Map(
      (await listMembers(this.ctx.deps.db, this.schoolId)).map((member) => [member.userId, member]),
    );
    return this.members;
  }

  /** Each person must be a member with a fitting role: 400 on the field otherwise. */
  async check(
    field: string,
    people: readonly string[],
    fits: (roles: Role[]) => boolean,
    reason = "notOnStaffWithRole" as const,
  ) {
    if (people.length === 0) return;
    const members = await this.all();
    for (const id of people) {
      const member = members.get(id);
      if (!member || !fits(member.roles as Role[])) throw badRequest(reason, [field]);
    }
  }

  async checkDecisionMaker(id: string) {
    const members = await this.all();
    const member = members.get(id);
    if (!member || !mayBeDecisionMaker(member.roles as Role[])) {
      throw badRequest("actionProgramDecisionMakerNotStaff", ["decisionMakerId"]);
    }
  }

  async checkResponsible(id: string) {
    const members = await this.all();
    const member = members.get(id);
    if (!member || !(member.roles as Role[]).some((role) => isProgramRole(role))) {
      throw badRequest("actionProgramResponsibleNotStaff", ["responsibleId"]);
    }
  }
}

/** The access lists named on a program: recipients work with pupils, contact teachers and editors teach. */
export async function checkAccessLists(
  ctx: RequestContext,
  staff: SchoolStaff,
  schoolId: string,
  settings: {
    recipients: readonly string[];
    contactTeachers: readonly string[];
    editors: readonly string[];
    teamId: string | null;
  },
) {
  await staff.check("recipients", settings.recipients, mayReceiveTickets);
  await staff.check("contactTeachers", settings.contactTeachers, isTeacher);
  await staff.check("editors", settings.editors, isTeacher);
  if (settings.teamId) {
    const team = await getTeam(ctx.deps.db, settings.teamId);
    if (!team || team.schoolId !== schoolId) throw badRequest("teamNotAtSchool", ["teamId"]);
  }
}

/**
 * The investigation a program rests on (`investigationId`) must be one of the program's pupil at the program's school:
 * 400 otherwise, as for an investigation's own basis. Without this check any id was stored, and a program about one
 * pupil could hold back the deletion of another pupil's draft investigation (investigationHasProgram).
 */
export async function checkInvestigation(
  ctx: RequestContext,
  program: { schoolId: string; studentId: string },
  investigationId: string | undefined,
) {
  if (!investigationId) return;
  const basis = await getInvestigationBasis(ctx.deps.db, investigationId);
  if (!basis || basis.schoolId !== program.schoolId) {
    throw badRequest("actionProgramInvestigationMissing", ["investigationId"]);
  }
  if (basis.studentId !== program.studentId) {
    throw badRequest("actionProgramInvestigationOtherStudent", ["investigationId"]);
  }
}

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
    // A program stored before its progress was kept has none: false, so a passed date flags it (nothing late hidden).
    hasFollowUp: item.hasFollowUp === true,
    hasEvaluation: item.hasEvaluation === true,
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

export { audit, refuse };
