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

/** GET /action-program-due answers at most this many items (the oldest), with the total. */
export const DUE_PAGE_SIZE = 50;

/**
 * The most items one request reads of each open-item index (of the whole school, oldest first): a bound on the
 * read, far above what a school keeps open. Past it, only the days read whole are answered (`complete: false`).
 */
export const DUE_READ_CAP = 500;

/**
 * What is due before `before` and waits on the caller, from the open items dated in `range`, and the programs read
 * on the way that the caller may read (with `alsoRead`, programs the caller reads for another purpose, so each
 * program's access is judged once). Each index is read up to DUE_READ_CAP items; when one has more, only what is
 * dated before its first unread item is answered (those days are known whole) and `complete` is false.
 */
export async function dueForCaller(
  ctx: RequestContext,
  schoolId: string,
  range: { from?: string | undefined; to: string },
  before: string,
  alsoRead: Promise<ActionProgramItem[]> = Promise.resolve([]),
): Promise<{ due: OverdueItem[]; readable: Map<string, ReadableProgram>; complete: boolean }> {
  const { deps } = ctx;
  const [others, waitingRead, followUpsRead, evaluationsRead] = await Promise.all([
    alsoRead,
    listWaitingProgramsUpTo(deps.db, schoolId, range.to, DUE_READ_CAP),
    listOpenFollowUpsBetween(deps.db, schoolId, range, DUE_READ_CAP),
    listOpenEvaluationsBetween(deps.db, schoolId, range, DUE_READ_CAP),
  ]);
  const [waiting, followUps, evaluations] = [waitingRead.items, followUpsRead.items, evaluationsRead.items];
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
  // A program's due dates are on or after its open date, so every index is known whole before its first unread.
  const cutoff = [waitingRead.firstUnread, followUpsRead.firstUnread, evaluationsRead.firstUnread]
    .filter((date): date is string => date !== null)
    .sort()[0];
  const due = dueFrom(ctx.actor.userId, open, before);
  return {
    due: cutoff === undefined ? due : due.filter((item) => item.date < cutoff),
    readable,
    complete: cutoff === undefined,
  };
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
 * overview's card passes the user's today), oldest first: at most DUE_PAGE_SIZE items, with the total found and
 * `hasMore` (the card shows "och N till"); `complete` is false when the read cap was reached (the total may then be
 * more). Guarded as the school's list of programs; audited as a
 * list of the school's programs, follow-ups and evaluations (each read). A role without programs: 403.
 */
export async function listDue(ctx: RequestContext, input: DueQuery & { schoolId: string }): Promise<DueList> {
  const { schoolId, before } = input;
  const target = { action: "LIST" as const, entity: "actionProgram", schoolId };
  await guardProgramList(ctx, schoolId, target);
  if (!isProgramRole(ctx.actor.role)) return { items: [], total: 0, hasMore: false, complete: true };
  // Up to `before` itself (no date arithmetic on a date the user typed); dueFrom keeps what is before it.
  const { due, complete } = await dueForCaller(ctx, schoolId, { to: before }, before);
  await Promise.all([
    audit(ctx, target),
    audit(ctx, { ...target, entity: "actionProgramFollowUp" }),
    audit(ctx, { ...target, entity: "actionProgramEvaluation" }),
  ]);
  const items = due.slice(0, DUE_PAGE_SIZE);
  return { items, total: due.length, hasMore: due.length > items.length || !complete, complete };
}
