import type { Page } from "#shared/common.schema";
import {
  createProgramDecision,
  isAllowedStatusMove,
  isStaffOfSchool,
  mayNameDecisionMaker,
  programDecision,
} from "#shared/actionprograms/action-program.policy";
import type {
  ActionProgram,
  CreateActionProgramInput,
  ListActionProgramsQuery,
  ProgramHistoryEntry,
  UpdateActionProgramInput,
} from "#shared/actionprograms/action-program.schema";
import { AppError, badRequest } from "../core/errors.js";
import { audit, refuse } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { newDocumentIds } from "../core/pupil-document/attributes.js";
import {
  auditedConflict,
  writeOrConflict as auditedWrite,
} from "../core/pupil-document/write-or-conflict.js";
import { scopeOf } from "../schools/index.js";
import { getStudent } from "../students/index.js";
import {
  checkAccessLists,
  checkInvestigation,
  guardProgram,
  guardProgramList,
  policyDocOf,
  programTarget,
  ProgramRelations,
  SchoolStaff,
  toProgram,
} from "./action-program-access.js";
import {
  createProgramItem,
  deleteProgramItem,
  getProgram,
  listProgramsPage,
  updateProgramItem,
  type ActionProgramItem,
  type ProgramChanges,
} from "./action-programs.repo.js";
import {
  assertProgramDates,
  boundedHistory,
  changedOnly,
  changedPlanDates,
  changesAccess,
  HISTORY_BYTES_MAX,
  historyEntry,
  historyWeight,
  ids,
  missingForDecision,
  operationOf,
  settingsAfter,
  storedFields,
} from "./program-changes.js";
import { announceProgram } from "./program-notices.js";

/**
 * Action programs: a school's list, create a draft, edit it, take the decision (publish), archive, delete a draft.
 * Each function loads, guards with action-program.policy.ts (audited), writes through the repo and tells those
 * concerned (a neutral notice, no pupil text).
 */

const ENTITY = "actionProgram";
const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();

/** Runs a conditional write; a lost condition answers 409 with the reason (changed meanwhile), audited. */
const writeOrConflict = <T>(
  ctx: RequestContext,
  program: ActionProgramItem,
  action: "UPDATE" | "DELETE",
  write: () => Promise<T>,
): Promise<T> =>
  auditedWrite(
    ctx,
    programTarget(ctx.actor, program, action, ENTITY, program.id),
    "actionProgramChangedByOther",
    write,
  );

/** A school's programs the caller may see: ongoing, archived or both; optionally one pupil's. */
export async function listActionPrograms(
  ctx: RequestContext,
  input: ListActionProgramsQuery & { schoolId: string },
): Promise<Page<ActionProgram>> {
  const { schoolId, ...query } = input;
  const target = { action: "LIST" as const, entity: ENTITY, schoolId, studentId: query.studentId };
  await guardProgramList(ctx, schoolId, target);
  const page = await listProgramsPage(ctx.deps.db, schoolId, query, query);
  const relations = new ProgramRelations(ctx.deps.db);
  await relations.prepare(ctx.actor, page.items);
  const items: ActionProgram[] = [];
  for (const program of page.items) {
    const access = await relations.accessOf(ctx.actor, program);
    if (access !== "none") items.push(toProgram(program, access, ctx.actor));
  }
  await audit(ctx, target);
  return { items, cursor: page.cursor };
}

/** A new draft about one pupil, by the caller. Only a head names a decision maker. */
export async function createActionProgram(
  ctx: RequestContext,
  input: CreateActionProgramInput,
): Promise<ActionProgram> {
  const { deps, actor } = ctx;
  const student = await getStudent(deps.db, input.studentId);
  const target = { action: "CREATE" as const, entity: ENTITY };
  if (!student || scopeOf(ctx, student) === "none") return refuse(ctx, "not-found", { audit: target });
  const schoolTarget = { ...target, schoolId: student.schoolId, studentId: student.id };
  const names = !!input.decisionMakerId;
  if (!isStaffOfSchool(actor, student)) return refuse(ctx, "forbidden", { audit: schoolTarget });
  if (createProgramDecision(actor, names) === "forbidden") {
    return refuse(ctx, "forbidden", {
      audit: schoolTarget,
      ...(names && !mayNameDecisionMaker(actor)
        ? { reason: "actionProgramOnlyHeadNamesDecisionMaker" as const }
        : {}),
    });
  }
  const staff = new SchoolStaff(ctx, student.schoolId);
  const settings = {
    recipients: ids(input.recipients),
    contactTeachers: ids(input.contactTeachers),
    editors: ids(input.editors),
    teamId: input.teamId ?? null,
  };
  await checkAccessLists(ctx, staff, student.schoolId, settings);
  if (input.decisionMakerId) await staff.checkDecisionMaker(input.decisionMakerId);
  await checkInvestigation(
    ctx,
    { schoolId: student.schoolId, studentId: student.id },
    input.investigationId ?? "",
  );
  const at = now(ctx);
  const item: ActionProgramItem = {
    ...newDocumentIds(ctx, student),
    investigationId: "",
    status: "draft",
    access: input.access,
    recipients: settings.recipients,
    teamId: settings.teamId ?? "",
    contactTeachers: settings.contactTeachers,
    editors: settings.editors,
    specialNeeds: "",
    actions: [],
    followUpDate: "",
    evaluationDate: "",
    studentInformedOn: "",
    guardiansInformedOn: "",
    place: "",
    attendees: [],
    studentInvolved: false,
    guardianInvolved: false,
    links: [],
    decisionMakerId: "",
    decidedById: "",
    decidedByName: "",
    decidedAt: "",
    archivedAt: "",
    hasFollowUp: false,
    hasEvaluation: false,
    openDate: "",
    itemsRevision: 0,
    createdById: actor.userId,
    createdByName: ctx.auth.user.name,
    history: [],
    createdAt: at,
    updatedAt: at,
    version: 1,
    ...storedFields(input),
  };
  assertProgramDates(ctx, item, ["followUpDate", "evaluationDate"]);
  item.history = [
    { at, byId: actor.userId, byName: ctx.auth.user.name, event: "CREATED", fields: [], before: "{}" },
  ];
  const created = await createProgramItem(deps.db, item);
  await audit(ctx, { ...schoolTarget, entityId: created.id });
  const relations = new ProgramRelations(deps.db);
  if (created.decisionMakerId) {
    await announceProgram(ctx, relations, created, "ACTION_PROGRAM_DECISION_MAKER", [
      created.decisionMakerId,
    ]);
  }
  return toProgram(created, "manage", actor);
}

/**
 * Edits a draft, takes the decision (`status: "published"`), corrects a published program's text or archives.
 * `version` is required (stale: 409). A published program is otherwise locked (409), an archived one too. A
 * correction (the decision maker or a head: 403 for others) is a new version: its history entry keeps who, when,
 * which fields and their earlier values. Answers the program as the caller now sees it, or null when they no
 * longer may.
 */
export async function updateActionProgram(
  ctx: RequestContext,
  input: UpdateActionProgramInput & { id: string },
): Promise<ActionProgram | null> {
  const { id, version, status, ...body } = input;
  const { deps, actor } = ctx;
  const stored = await getProgram(deps.db, id);
  const relations = new ProgramRelations(deps.db);
  const target = programTarget(actor, stored, "UPDATE", ENTITY, id);
  const operation = operationOf(input, stored);
  const correcting = operation === "correct";
  const { program, access: myAccess } = await guardProgram(ctx, stored, relations, operation, target);
  // Deciding needs only sight of the program; edits or access changes sent along with the decision need their own
  // access, so a decision maker who may only read cannot rewrite the program or widen who sees it.
  if (status === "published" && Object.keys(body).length > 0) {
    const alongside = changesAccess(input) ? "changeAccess" : "edit";
    if (programDecision(actor, policyDocOf(program), myAccess, alongside) !== "allow") {
      return refuse(ctx, "forbidden", { audit: target });
    }
  }
  if (body.decisionMakerId !== undefined && body.decisionMakerId !== (program.decisionMakerId || null)) {
    if (!mayNameDecisionMaker(actor)) {
      return refuse(ctx, "forbidden", { audit: target, reason: "actionProgramOnlyHeadNamesDecisionMaker" });
    }
  }
  const editsFields = Object.keys(body).length > 0;
  if (program.status === "archived") {
    throw await auditedConflict(ctx, target, "actionProgramArchived");
  }
  if (program.status === "published" && !correcting && (editsFields || status !== "archived")) {
    throw await auditedConflict(ctx, target, "actionProgramLocked");
  }
  if (status && !isAllowedStatusMove(program.status, status)) {
    throw await auditedConflict(ctx, target, "actionProgramStatusMove", { from: program.status, to: status });
  }
  if (version !== program.version) {
    throw await auditedConflict(ctx, target, "actionProgramChangedByOther");
  }

  const staff = new SchoolStaff(ctx, program.schoolId);
  const changes: ProgramChanges = correcting ? changedOnly(program, storedFields(body)) : storedFields(body);
  if (correcting && Object.keys(changes).length === 0) throw badRequest("nothingToChange");
  if (changesAccess(input)) {
    const after = settingsAfter(program, input);
    await checkAccessLists(ctx, staff, program.schoolId, {
      recipients: body.recipients ? after.recipients : [],
      contactTeachers: body.contactTeachers ? after.contactTeachers : [],
      editors: body.editors ? after.editors : [],
      teamId: body.teamId ? body.teamId : null,
    });
    Object.assign(changes, {
      access: after.access,
      recipients: [...after.recipients],
      teamId: after.teamId ?? "",
      contactTeachers: [...after.contactTeachers],
      editors: [...after.editors],
    });
  }
  if (changes.decisionMakerId) await staff.checkDecisionMaker(changes.decisionMakerId);
  await checkInvestigation(ctx, program, changes.investigationId);

  // A decision plans from both dates (a decided program must not be late the day it is decided); an edit judges
  // the dates it changes.
  assertProgramDates(
    ctx,
    { ...program, ...changes },
    status === "published" ? ["followUpDate", "evaluationDate"] : changedPlanDates(program, changes),
  );

  const at = now(ctx);
  let event: ProgramHistoryEntry["event"] = "UPDATED";
  if (status === "published") {
    event = "PUBLISHED";
    const merged = { ...program, ...changes };
    const missing = missingForDecision(merged);
    if (missing.length > 0) {
      throw new AppError("VALIDATION_FAILED", {
        fieldReasons: missing.map((field) => ({
          path: [field],
          reason: { key: "actionProgramPublishNeeds" },
        })),
      });
    }
    // The head decides; with no decision maker named, the head who decides becomes it.
    if (!merged.decisionMakerId) changes.decisionMakerId = actor.userId;
    Object.assign(changes, {
      status,
      decidedById: actor.userId,
      decidedByName: ctx.auth.user.name,
      decidedAt: at,
    });
  } else if (status === "archived") {
    event = "ARCHIVED";
    Object.assign(changes, { status, archivedAt: at });
  } else if (correcting) {
    event = "CORRECTED";
    // A corrected program must still hold what its decision needed (the dates, the needs, an action).
    const missing = missingForDecision({ ...program, ...changes });
    if (missing.length > 0) {
      throw new AppError("VALIDATION_FAILED", {
        fieldReasons: missing.map((field) => ({
          path: [field],
          reason: { key: "actionProgramPublishNeeds" },
        })),
      });
    }
  }
  changes.updatedAt = at;
  const entry = historyEntry(ctx, event, program, changes, at);
  // An edit that changed nothing leaves no line in the history.
  const recorded = event !== "UPDATED" || entry.fields.length > 0;
  changes.history = boundedHistory(recorded ? [...program.history, entry] : program.history);
  if (correcting && historyWeight(changes.history) > HISTORY_BYTES_MAX) {
    throw await auditedConflict(ctx, target, "actionProgramHistoryFull");
  }
  const updated = await writeOrConflict(ctx, program, "UPDATE", () =>
    updateProgramItem(deps.db, program, changes),
  );
  await audit(ctx, target);
  if (
    changes.decisionMakerId &&
    changes.decisionMakerId !== program.decisionMakerId &&
    status !== "published"
  ) {
    await announceProgram(ctx, relations, updated, "ACTION_PROGRAM_DECISION_MAKER", [
      changes.decisionMakerId,
    ]);
  }
  if (status === "published") {
    await announceProgram(ctx, relations, updated, "ACTION_PROGRAM_DECIDED", [
      updated.createdById,
      updated.decisionMakerId,
    ]);
  }
  const access = await new ProgramRelations(deps.db).accessOf(actor, updated);
  return access === "none" ? null : toProgram(updated, access, actor);
}

/** Deletes a draft (manage). A decided program is kept: 409, archive it instead. */
export async function deleteActionProgram(ctx: RequestContext, input: { id: string }): Promise<void> {
  const stored = await getProgram(ctx.deps.db, input.id);
  const target = programTarget(ctx.actor, stored, "DELETE", ENTITY, input.id);
  const { program } = await guardProgram(ctx, stored, new ProgramRelations(ctx.deps.db), "delete", target);
  if (program.status !== "draft") {
    throw await auditedConflict(ctx, target, "actionProgramDeletePublished");
  }
  await writeOrConflict(ctx, program, "DELETE", () => deleteProgramItem(ctx.deps.db, program));
  await audit(ctx, target);
}
