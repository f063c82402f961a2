import { isProgramRole } from "#shared/actionprograms/action-program.policy";
import { dueFrom, type OverdueItem } from "#shared/actionprograms/follow-up-discipline";
import type { DueList, DueQuery } from "#shared/actionprograms/follow-up-discipline.schema";
import { audit } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { guardProgramList, ProgramRelations, toEvaluation, toFollowUp } from "./action-program-access.js";
import { getPrograms, type ActionProgramItem } from "./action-programs.repo.js";
import {
  listOpenEvaluationsBetween,
  listOpenFollowUpsBetween,
  listWaitingProgramsUpTo,
} from "./program-calendar.repo.js";

/**
 * Follow-up discipline for the caller (follow-up-discipline.ts), read from its sparse indexes of what is still open
 * (action-program.entity.ts, byOpenDate): the open follow-ups and evaluations dated in a range (from any day when it
 * has no start), the programs still waiting on a follow-up or an evaluation from a day up to its end (however long
 * ago), then the programs of the open items not already read, by id. Nothing done, evaluated or archived is read,
 * and no whole list of the school. The calendar (program-calendar.ts) and the overview's card (`listDue`) use it.
 */

export type ReadableProgram = {
  item: ActionProgramItem;
  access: Exclude<Awaited<ReturnType<ProgramRelations["accessOf"]>>, "none">;
};

/**
 * What is due before `before` and waits on the caller, from the open items dated in `range`, and the programs read
 * on the way that the caller may read (with `alsoRead`, programs the caller reads for another purpose, so each
 * program's access is judged once).
 */
export async function dueForCaller(
  ctx: RequestContext,
  schoolId: string,
  range: { from?: string | undefined; to: string },
  before: string,
  alsoRead: Promise<ActionProgramItem[]> = Promise.resolve([]),
): Promise<{ due: OverdueItem[]; readable: Map<string, ReadableProgram> }> {
  const { deps } = ctx;
  const [others, waiting, followUps, evaluations] = await Promise.all([
    alsoRead,
    listWaitingProgramsUpTo(deps.db, schoolId, range.to),
    listOpenFollowUpsBetween(deps.db, schoolId, range),
    listOpenEvaluationsBetween(deps.db, schoolId, range),
  ]);
  const known = new Map([...others, ...waiting].map((item) => [item.id, item]));
  const unread = [...followUps, ...evaluations]
    .map((item) => item.actionProgramId)
    .filter((id) => !known.has(id));
  for (const item of unread.length > 0 ? await getPrograms(deps.db, unread) : []) known.set(item.id, item);
  const readable = await readablePrograms(ctx, schoolId, [...known.values()]);
  // Items of a published program the caller may read; programs the caller may read.
  const ofPublished = (item: { actionProgramId: string }) =>
    readable.get(item.actionProgramId)?.item.status === "published";
  const open = {
    programs: waiting.filter((item) => readable.has(item.id)),
    followUps: followUps.filter(ofPublished).map(toFollowUp),
    evaluations: evaluations.filter(ofPublished).map(toEvaluation),
  };
  return { due: dueFrom(ctx.actor.userId, open, before), readable };
}

/** The programs of the school the caller may read, by id, each with the caller's access. */
export async function readablePrograms(
  ctx: RequestContext,
  schoolId: string,
  programs: ActionProgramItem[],
): Promise<Map<string, ReadableProgram>> {
  const relations = new ProgramRelations(ctx.deps.db);
  await relations.prepare(ctx.actor, programs);
  const readable = new Map<string, ReadableProgram>();
  for (const item of programs) {
    if (item.schoolId !== schoolId) continue;
    const access = await relations.accessOf(ctx.actor, item);
    if (access !== "none") readable.set(item.id, { item, access });
  }
  return readable;
}

/**
 * GET /action-program-due/{schoolId}?before=: what waits on the caller and is past its date before that day (the
 * overview's card passes the user's today), oldest first. Guarded as the school's list of programs; audited as a
 * list of the school's programs, follow-ups and evaluations (each read). A role without programs: 403.
 */
export async function listDue(ctx: RequestContext, input: DueQuery & { schoolId: string }): Promise<DueList> {
  const { schoolId, before } = input;
  const target = { action: "LIST" as const, entity: "actionProgram", schoolId };
  await guardProgramList(ctx, schoolId, target);
  if (!isProgramRole(ctx.actor.role)) return { items: [] };
  // Up to `before` itself (no date arithmetic on a date the user typed); dueFrom keeps what is before it.
  const { due } = await dueForCaller(ctx, schoolId, { to: before }, before);
  await Promise.all([
    audit(ctx, target),
    audit(ctx, { ...target, entity: "actionProgramFollowUp" }),
    audit(ctx, { ...target, entity: "actionProgramEvaluation" }),
  ]);
  return { items: due };
}
