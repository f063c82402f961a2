import type { Page } from "#shared/common.schema";
import { atLeast } from "#shared/actionprograms/action-program.policy";
import type {
  CreateEvaluationInput,
  CreateFollowUpInput,
  Evaluation,
  FollowUp,
  ListProgramItemsQuery,
  UpdateEvaluationInput,
  UpdateFollowUpInput,
} from "#shared/actionprograms/action-program.schema";
import { AppError } from "../core/errors.js";
import { audit, refuse, type AuditTarget } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { auditedConflict, writeOrConflict } from "../core/pupil-document/write-or-conflict.js";
import type { Db } from "../db/db.js";
import {
  guardProgram,
  guardProgramList,
  programTarget,
  ProgramRelations,
  SchoolStaff,
  toEvaluation,
  toFollowUp,
} from "./action-program-access.js";
import {
  getEvaluation,
  getFollowUp,
  getProgram,
  getPrograms,
  listEvaluationsPage,
  listFollowUpsPage,
  updateProgramItem,
  type ActionProgramItem,
  type EvaluationItem,
  type FollowUpItem,
} from "./action-programs.repo.js";
import {
  createEvaluationItem,
  createFollowUpItem,
  deleteEvaluationItem,
  deleteFollowUpItem,
  updateEvaluationItem,
  updateFollowUpItem,
} from "./program-item-writes.repo.js";
import { announceProgram } from "./program-notices.js";

/**
 * Follow-ups and evaluations of an action program. Each is judged by its program's policy: reading needs read,
 * adding, changing and removing needs write, on a published program (a draft has nothing to follow up: 409, an
 * archived program is read-only: 409); the head's decision in an evaluation needs the right to decide, and "no
 * new program" archives the program (which stays readable).
 */

const FOLLOW_UP = "actionProgramFollowUp";
const EVALUATION = "actionProgramEvaluation";
const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();

/** Loads the program an item is added to: 404 when missing or not visible (another school), audited. */
async function programForNewItem(ctx: RequestContext, programId: string, entity: string, decides: boolean) {
  const stored = await getProgram(ctx.deps.db, programId);
  const relations = new ProgramRelations(ctx.deps.db);
  const target = programTarget(ctx.actor, stored, "CREATE", entity, undefined);
  const { program } = await guardProgram(ctx, stored, relations, decides ? "decide" : "followUp", target);
  if (decides) await guardProgram(ctx, program, relations, "evaluate", target);
  await assertOpen(ctx, program, target, true);
  return { program, relations, target };
}

/** Follow-ups and evaluations are made on a published program; an archived one is read-only. */
async function assertOpen(
  ctx: RequestContext,
  program: ActionProgramItem,
  target: AuditTarget,
  adding: boolean,
) {
  if (program.status === "published") return;
  if (program.status === "draft" && !adding) return;
  throw await auditedConflict(
    ctx,
    target,
    program.status === "archived" ? "actionProgramArchived" : "actionProgramNotPublished",
  );
}

/**
 * Loads an item and its program for a change: 404 when the item is missing or of a school the actor is not staff
 * of; 'Could not find action program' (404) when its program is gone; then the program's policy.
 */
async function programOfItem<
  T extends { actionProgramId: string; schoolId: string; studentId: string; id: string },
>(ctx: RequestContext, item: T | null, entity: string, action: "UPDATE" | "DELETE", decides: boolean) {
  if (!item || !ctx.actor.schoolIds.includes(item.schoolId)) {
    return refuse(ctx, "not-found", { audit: { action, entity } });
  }
  const stored = await getProgram(ctx.deps.db, item.actionProgramId);
  const target = programTarget(ctx.actor, stored ?? item, action, entity, item.id);
  if (!stored) {
    await audit(ctx, target, "NOT_FOUND");
    throw new AppError("NOT_FOUND", { reason: { key: "actionProgramNotFound" } });
  }
  const relations = new ProgramRelations(ctx.deps.db);
  const { program } = await guardProgram(ctx, stored, relations, "followUp", target);
  if (decides) await guardProgram(ctx, program, relations, "decide", target);
  await assertOpen(ctx, program, target, false);
  return { program, relations, target, item };
}

/** Runs an item's conditional write: a lost condition answers 409 (changed meanwhile), audited. */
const writeItem = <R>(ctx: RequestContext, target: AuditTarget, write: () => Promise<R>): Promise<R> =>
  writeOrConflict(ctx, target, "actionProgramItemChangedByOther", write);

async function assertVersion(ctx: RequestContext, target: AuditTarget, stored: number, given: number) {
  if (stored === given) return;
  throw await auditedConflict(ctx, target, "actionProgramItemChangedByOther");
}

/** A page of items of a school, each kept only when the caller may read its program. */
async function visibleItems<T extends { actionProgramId: string }>(
  ctx: RequestContext,
  items: T[],
): Promise<T[]> {
  const programs = new Map(
    (
      await getPrograms(
        ctx.deps.db,
        items.map((item) => item.actionProgramId),
      )
    ).map((p) => [p.id, p]),
  );
  const relations = new ProgramRelations(ctx.deps.db);
  await relations.prepare(ctx.actor, [...programs.values()]);
  const visible: T[] = [];
  for (const item of items) {
    const program = programs.get(item.actionProgramId);
    if (program && atLeast(await relations.accessOf(ctx.actor, program), "read")) visible.push(item);
  }
  return visible;
}

// Follow-ups

/** A page of the school's items of one kind (follow-ups or evaluations), those of programs the caller may read. */
async function listItems<T extends { actionProgramId: string }, V>(
  ctx: RequestContext,
  input: ListProgramItemsQuery & { schoolId: string },
  entity: typeof FOLLOW_UP | typeof EVALUATION,
  readPage: (
    db: Db,
    schoolId: string,
    filters: ListProgramItemsQuery,
    page: ListProgramItemsQuery,
  ) => Promise<Page<T>>,
  show: (item: T) => V,
): Promise<Page<V>> {
  const { schoolId, ...query } = input;
  const target = { action: "LIST" as const, entity, schoolId, studentId: query.studentId };
  await guardProgramList(ctx, schoolId, target);
  const page = await readPage(ctx.deps.db, schoolId, query, query);
  const items = (await visibleItems(ctx, page.items)).map(show);
  await audit(ctx, target);
  return { items, cursor: page.cursor };
}

export const listFollowUps = (
  ctx: RequestContext,
  input: ListProgramItemsQuery & { schoolId: string },
): Promise<Page<FollowUp>> => listItems(ctx, input, FOLLOW_UP, listFollowUpsPage, toFollowUp);

export async function createFollowUp(ctx: RequestContext, input: CreateFollowUpInput): Promise<FollowUp> {
  const { program, relations, target } = await programForNewItem(
    ctx,
    input.actionProgramId,
    FOLLOW_UP,
    false,
  );
  await new SchoolStaff(ctx, program.schoolId).checkResponsible(input.responsibleId);
  const at = now(ctx);
  const item: Omit<FollowUpItem, "openDate"> = {
    id: ctx.deps.ids.id(),
    actionProgramId: program.id,
    schoolId: program.schoolId,
    studentId: program.studentId,
    responsibleId: input.responsibleId,
    date: input.date,
    summary: input.summary,
    functionedWell: input.functionedWell,
    link: input.link ?? "",
    createdById: ctx.actor.userId,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  const created = await writeItem(ctx, target, () => createFollowUpItem(ctx.deps.db, program, item));
  await audit(ctx, { ...target, entityId: created.id });
  await announceProgram(ctx, relations, program, "ACTION_PROGRAM_FOLLOW_UP", [created.responsibleId]);
  return toFollowUp(created);
}

export async function updateFollowUp(
  ctx: RequestContext,
  input: UpdateFollowUpInput & { id: string },
): Promise<FollowUp> {
  const { id, version, ...body } = input;
  const stored = await getFollowUp(ctx.deps.db, id);
  const { program, relations, target, item } = await programOfItem(ctx, stored, FOLLOW_UP, "UPDATE", false);
  await assertVersion(ctx, target, item.version, version);
  if (body.responsibleId) await new SchoolStaff(ctx, program.schoolId).checkResponsible(body.responsibleId);
  const updated = await writeItem(ctx, target, () =>
    updateFollowUpItem(ctx.deps.db, program, item, {
      ...(body.responsibleId !== undefined ? { responsibleId: body.responsibleId } : {}),
      ...(body.date !== undefined ? { date: body.date } : {}),
      ...(body.summary !== undefined ? { summary: body.summary } : {}),
      ...(body.functionedWell !== undefined ? { functionedWell: body.functionedWell } : {}),
      ...(body.link !== undefined ? { link: body.link ?? "" } : {}),
      updatedAt: now(ctx),
    }),
  );
  await audit(ctx, target);
  if (body.responsibleId && body.responsibleId !== item.responsibleId) {
    await announceProgram(ctx, relations, program, "ACTION_PROGRAM_FOLLOW_UP", [body.responsibleId]);
  }
  return toFollowUp(updated);
}

export async function deleteFollowUp(ctx: RequestContext, input: { id: string }): Promise<void> {
  const stored = await getFollowUp(ctx.deps.db, input.id);
  const { program, target, item } = await programOfItem(ctx, stored, FOLLOW_UP, "DELETE", false);
  await writeItem(ctx, target, () => deleteFollowUpItem(ctx.deps.db, program, item));
  await audit(ctx, target);
}

// Evaluations

/**
 * "No new program": the head's decision archives the program (it stays readable, with a history entry). The
 * evaluation is already stored, so a program changed in between (a follow-up's note, another archiving) is read
 * again and archived on its new version rather than answering 409 with the program left published.
 */
async function archiveByEvaluation(ctx: RequestContext, program: ActionProgramItem, at: string) {
  for (let attempt = 1; ; attempt++) {
    const current = (await getProgram(ctx.deps.db, program.id)) ?? program;
    if (current.status !== "published") return;
    try {
      await updateProgramItem(ctx.deps.db, current, {
        status: "archived",
        archivedAt: at,
        updatedAt: at,
        history: [
          ...current.history,
          {
            at,
            byId: ctx.actor.userId,
            byName: ctx.auth.user.name,
            event: "ARCHIVED",
            fields: [],
            before: "{}",
          },
        ],
      });
      await audit(ctx, programTarget(ctx.actor, current, "UPDATE", "actionProgram", current.id));
      return;
    } catch (err) {
      if (!(err instanceof AppError && err.code === "CONFLICT") || attempt === 3) throw err;
    }
  }
}

export const listEvaluations = (
  ctx: RequestContext,
  input: ListProgramItemsQuery & { schoolId: string },
): Promise<Page<Evaluation>> => listItems(ctx, input, EVALUATION, listEvaluationsPage, toEvaluation);

export async function createEvaluation(
  ctx: RequestContext,
  input: CreateEvaluationInput,
): Promise<Evaluation> {
  const decides = !!input.headDecision;
  const { program, target } = await programForNewItem(ctx, input.actionProgramId, EVALUATION, decides);
  await new SchoolStaff(ctx, program.schoolId).checkResponsible(input.responsibleId);
  const at = now(ctx);
  const item: Omit<EvaluationItem, "openDate"> = {
    id: ctx.deps.ids.id(),
    actionProgramId: program.id,
    schoolId: program.schoolId,
    studentId: program.studentId,
    responsibleId: input.responsibleId,
    date: input.date,
    successFactors: input.successFactors,
    troubles: input.troubles,
    changes: input.changes,
    headDecision: input.headDecision ?? "",
    createdById: ctx.actor.userId,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  const created = await writeItem(ctx, target, () => createEvaluationItem(ctx.deps.db, program, item));
  await audit(ctx, { ...target, entityId: created.id });
  if (created.headDecision === "NO_NEW_PROGRAM") await archiveByEvaluation(ctx, program, at);
  return toEvaluation(created);
}

export async function updateEvaluation(
  ctx: RequestContext,
  input: UpdateEvaluationInput & { id: string },
): Promise<Evaluation> {
  const { id, version, ...body } = input;
  const stored = await getEvaluation(ctx.deps.db, id);
  const decides = body.headDecision !== undefined && body.headDecision !== (stored?.headDecision || null);
  const { program, target, item } = await programOfItem(ctx, stored, EVALUATION, "UPDATE", decides);
  await assertVersion(ctx, target, item.version, version);
  if (body.responsibleId) await new SchoolStaff(ctx, program.schoolId).checkResponsible(body.responsibleId);
  const at = now(ctx);
  const updated = await writeItem(ctx, target, () =>
    updateEvaluationItem(ctx.deps.db, program, item, {
      ...(body.responsibleId !== undefined ? { responsibleId: body.responsibleId } : {}),
      ...(body.date !== undefined ? { date: body.date } : {}),
      ...(body.successFactors !== undefined ? { successFactors: body.successFactors } : {}),
      ...(body.troubles !== undefined ? { troubles: body.troubles } : {}),
      ...(body.changes !== undefined ? { changes: body.changes } : {}),
      ...(body.headDecision !== undefined ? { headDecision: body.headDecision ?? "" } : {}),
      updatedAt: at,
    }),
  );
  await audit(ctx, target);
  if (updated.headDecision === "NO_NEW_PROGRAM" && decides) await archiveByEvaluation(ctx, program, at);
  return toEvaluation(updated);
}

export async function deleteEvaluation(ctx: RequestContext, input: { id: string }): Promise<void> {
  const stored = await getEvaluation(ctx.deps.db, input.id);
  const { program, target, item } = await programOfItem(ctx, stored, EVALUATION, "DELETE", false);
  await writeItem(ctx, target, () => deleteEvaluationItem(ctx.deps.db, program, item));
  await audit(ctx, target);
}
