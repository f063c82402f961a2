import {
  evaluationOpenDate,
  followUpInPeriod,
  followUpOpenDate,
  programOpenDate,
} from "#shared/actionprograms/follow-up-discipline";
import type { Db } from "../db/db.js";
import { transact, type TxEntities } from "../db/transact.js";
import {
  actionProgramsEntities,
  type ActionProgramItem,
  type EvaluationItem,
  type FollowUpItem,
} from "./action-program.entity.js";

/**
 * The writes of follow-ups and evaluations, and what they keep right for follow-up discipline (docs/api.md, "Follow-up
 * discipline"): the item's open date (its key in the open-items index, "" once done) and its program's progress
 * (a follow-up done in its period, an evaluation) with the program's open date (its key in the waiting-programs
 * index). Each write is one transaction with its program, on the program's version and items revision read: a
 * program changed meanwhile (archived, a new date), or another item write of the same program, answers 409 and
 * nothing is stored. Archiving a published program clears its open items' keys in the archiving transaction.
 */

type Entities = ReturnType<typeof actionProgramsEntities>;
type Tx = TxEntities<Entities>;

/** The fields a program's progress sets, from its own with the given progress. */
export function programProgress(
  program: Pick<
    ActionProgramItem,
    "status" | "followUpDate" | "evaluationDate" | "hasFollowUp" | "hasEvaluation"
  >,
) {
  return {
    hasFollowUp: program.hasFollowUp,
    hasEvaluation: program.hasEvaluation,
    openDate: programOpenDate(program),
  };
}

/** A follow-up's open date on a program of this status. */
export const followUpOpenDateOf = (
  item: Pick<FollowUpItem, "date" | "summary">,
  status: ActionProgramItem["status"],
) => followUpOpenDate(item, status);

/** An evaluation's open date on a program of this status ("" stands for no head decision). */
export const evaluationOpenDateOf = (
  item: Pick<EvaluationItem, "date" | "successFactors" | "troubles" | "changes" | "headDecision">,
  status: ActionProgramItem["status"],
) => evaluationOpenDate({ ...item, headDecision: item.headDecision || null }, status);

type Derived = "hasFollowUp" | "hasEvaluation" | "openDate" | "itemsRevision";
/** A program's own fields, without what follow-up discipline derives from it and its items. */
export type ProgramFields = Omit<ActionProgramItem, Derived>;

/**
 * A program written whole outside the item writes (demo data, test fixtures): its progress and open date from the
 * follow-ups and evaluations it has, so the waiting-programs index holds it as the writes would have left it.
 */
export function withProgress<P extends ProgramFields>(
  program: P,
  items: {
    followUps?: readonly Pick<FollowUpItem, "actionProgramId" | "date" | "summary">[];
    evaluations?: readonly Pick<EvaluationItem, "actionProgramId">[];
  } = {},
): P & Pick<ActionProgramItem, Derived> {
  const hasFollowUp = (items.followUps ?? []).some(
    (item) => item.actionProgramId === program.id && followUpInPeriod(item, program),
  );
  const hasEvaluation = (items.evaluations ?? []).some((item) => item.actionProgramId === program.id);
  return { ...program, ...programProgress({ ...program, hasFollowUp, hasEvaluation }), itemsRevision: 0 };
}

/** A follow-up written whole (demo data, fixtures), with its open date on a program of this status. */
export const withFollowUpOpenDate = <F extends Omit<FollowUpItem, "openDate">>(
  item: F,
  status: ActionProgramItem["status"],
): F & Pick<FollowUpItem, "openDate"> => ({ ...item, openDate: followUpOpenDateOf(item, status) });

/** An evaluation written whole (demo data, fixtures), with its open date on a program of this status. */
export const withEvaluationOpenDate = <E extends Omit<EvaluationItem, "openDate">>(
  item: E,
  status: ActionProgramItem["status"],
): E & Pick<EvaluationItem, "openDate"> => ({ ...item, openDate: evaluationOpenDateOf(item, status) });

/**
 * The condition on the items revision read: equal to it, or, for a program stored before there was one (no backfill
 * yet, `undefined` though the type says number), still without one (its first item write sets 1).
 */
export const onItemsRevision = (read: number | undefined, equal: () => string, missing: () => string) =>
  read === undefined ? missing() : equal();

/** The program's patch in an item's transaction: its progress, on the version and items revision read. */
function programPatch(
  tx: Tx,
  program: ActionProgramItem,
  progress: { hasFollowUp: boolean; hasEvaluation: boolean },
) {
  return tx.actionProgram
    .patch({ id: program.id })
    .set(programProgress({ ...program, ...progress }))
    .composite({ schoolId: program.schoolId })
    .add({ itemsRevision: 1 })
    .where(
      (attr, op) =>
        `${op.eq(attr.version, program.version)} AND ${onItemsRevision(
          program.itemsRevision,
          () => op.eq(attr.itemsRevision, program.itemsRevision),
          () => op.notExists(attr.itemsRevision),
        )}`,
    )
    .commit();
}

async function programFollowUps(db: Db, programId: string): Promise<FollowUpItem[]> {
  const { data } = await actionProgramsEntities(db)
    .actionProgramFollowUp.query.byProgram({ actionProgramId: programId })
    .go({ pages: "all" });
  return data;
}

async function programEvaluations(db: Db, programId: string): Promise<EvaluationItem[]> {
  const { data } = await actionProgramsEntities(db)
    .actionProgramEvaluation.query.byProgram({ actionProgramId: programId })
    .go({ pages: "all" });
  return data;
}

/**
 * The program's "follow-up in its period" once `before` becomes `after` (either missing for a new or removed
 * follow-up). Only when the one that counted stops counting are the program's other follow-ups read.
 */
async function hasFollowUpAfter(
  db: Db,
  program: ActionProgramItem,
  before: FollowUpItem | null,
  after: FollowUpItem | null,
): Promise<boolean> {
  const counts = (item: FollowUpItem | null) => item !== null && followUpInPeriod(item, program);
  if (counts(after)) return true;
  if (!counts(before)) return program.hasFollowUp === true;
  const others = (await programFollowUps(db, program.id)).filter((item) => item.id !== before!.id);
  return others.some((item) => counts(item));
}

/** A program stored before progress was kept (no backfill yet) counts as having none. */
const progressOf = (program: ActionProgramItem) => ({
  hasFollowUp: program.hasFollowUp === true,
  hasEvaluation: program.hasEvaluation === true,
});

/** What tells the two kinds of program item apart in their writes. */
interface ItemKind<I extends FollowUpItem | EvaluationItem> {
  /** The item's entity in a transaction (its patch and delete take either kind's item alike). */
  entity: (tx: Tx) => Tx["actionProgramFollowUp"] | Tx["actionProgramEvaluation"];
  /** The item's create in a transaction (each kind's whole item is its own). */
  create: (tx: Tx, item: I) => unknown;
  openDateOf: (item: Omit<I, "openDate">, status: ActionProgramItem["status"]) => string;
  /** The program's progress once `before` becomes `after` (either null for a new or removed item). */
  progressAfter: (
    db: Db,
    program: ActionProgramItem,
    before: I | null,
    after: I | null,
  ) => Promise<{ hasFollowUp: boolean; hasEvaluation: boolean }>;
}

const FOLLOW_UP: ItemKind<FollowUpItem> = {
  entity: (tx) => tx.actionProgramFollowUp,
  create: (tx, item) => tx.actionProgramFollowUp.create(item).commit(),
  openDateOf: followUpOpenDateOf,
  progressAfter: async (db, program, before, after) => ({
    ...progressOf(program),
    hasFollowUp: await hasFollowUpAfter(db, program, before, after),
  }),
};

const EVALUATION: ItemKind<EvaluationItem> = {
  entity: (tx) => tx.actionProgramEvaluation,
  create: (tx, item) => tx.actionProgramEvaluation.create(item).commit(),
  openDateOf: evaluationOpenDateOf,
  progressAfter: async (db, program, before, after) => {
    // A new evaluation is one; a changed one leaves "has an evaluation" as it was (the program's patch orders it
    // with the others); a removed one leaves those of the program's others.
    if (after === null) {
      const others = (await programEvaluations(db, program.id)).filter((item) => item.id !== before!.id);
      return { ...progressOf(program), hasEvaluation: others.length > 0 };
    }
    return before === null ? { ...progressOf(program), hasEvaluation: true } : progressOf(program);
  },
};

type FollowUpChanges = Partial<
  Pick<FollowUpItem, "responsibleId" | "date" | "summary" | "functionedWell" | "link" | "updatedAt">
>;
type EvaluationChanges = Partial<
  Pick<
    EvaluationItem,
    "responsibleId" | "date" | "successFactors" | "troubles" | "changes" | "headDecision" | "updatedAt"
  >
>;

/** One kind's create, update and delete, each one transaction with the program's patch. */
function itemWrites<I extends FollowUpItem | EvaluationItem, Changes extends Partial<I>>(kind: ItemKind<I>) {
  async function create(db: Db, program: ActionProgramItem, input: Omit<I, "openDate">): Promise<I> {
    const item = { ...input, openDate: kind.openDateOf(input, program.status) } as I;
    const progress = await kind.progressAfter(db, program, null, item);
    await transact(actionProgramsEntities(db), (tx) => [
      kind.create(tx, item),
      programPatch(tx, program, progress),
    ]);
    return item;
  }

  async function update(db: Db, program: ActionProgramItem, existing: I, changes: Changes): Promise<I> {
    const merged = { ...existing, ...changes };
    const updated = {
      ...merged,
      openDate: kind.openDateOf(merged, program.status),
      version: existing.version + 1,
    } as I;
    const progress = await kind.progressAfter(db, program, existing, updated);
    await transact(actionProgramsEntities(db), (tx) => [
      kind
        .entity(tx)
        .patch({ id: existing.id })
        .set({ ...changes, openDate: updated.openDate })
        .composite({ schoolId: existing.schoolId })
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.version, existing.version))
        .commit(),
      programPatch(tx, program, progress),
    ]);
    return updated;
  }

  async function remove(db: Db, program: ActionProgramItem, existing: I): Promise<void> {
    const progress = await kind.progressAfter(db, program, existing, null);
    await transact(actionProgramsEntities(db), (tx) => [
      kind
        .entity(tx)
        .delete({ id: existing.id })
        .where((attr, op) => op.eq(attr.version, existing.version))
        .commit(),
      programPatch(tx, program, progress),
    ]);
  }

  return { create, update, remove };
}

export const {
  create: createFollowUpItem,
  update: updateFollowUpItem,
  remove: deleteFollowUpItem,
} = itemWrites<FollowUpItem, FollowUpChanges>(FOLLOW_UP);

export const {
  create: createEvaluationItem,
  update: updateEvaluationItem,
  remove: deleteEvaluationItem,
} = itemWrites<EvaluationItem, EvaluationChanges>(EVALUATION);

// Archiving

/** A transaction holds at most 100 writes: the program's and 99 of its items' in the first. */
const TRANSACTION_ITEMS = 100;

/**
 * Writes the program's change (built by `programWrite`) together with clearing the open date of each of its open
 * follow-ups and evaluations, for a published program that stops being published (archived). A program with more
 * than 99 open items has the rest cleared right after, in further transactions.
 */
export async function writeClosingItems(
  db: Db,
  program: ActionProgramItem,
  programWrite: (tx: Tx) => unknown,
): Promise<void> {
  const [followUps, evaluations] = await Promise.all([
    programFollowUps(db, program.id),
    programEvaluations(db, program.id),
  ]);
  const open = [
    ...followUps.filter((item) => item.openDate !== "").map((item) => ({ kind: "followUp" as const, item })),
    ...evaluations
      .filter((item) => item.openDate !== "")
      .map((item) => ({ kind: "evaluation" as const, item })),
  ];
  const clear = (tx: Tx, entry: (typeof open)[number]) =>
    (entry.kind === "followUp" ? FOLLOW_UP : EVALUATION)
      .entity(tx)
      .patch({ id: entry.item.id })
      .set({ openDate: "" })
      .composite({ schoolId: entry.item.schoolId })
      .commit();
  const first = open.slice(0, TRANSACTION_ITEMS - 1);
  await transact(actionProgramsEntities(db), (tx) => [
    programWrite(tx),
    ...first.map((entry) => clear(tx, entry)),
  ]);
  for (let at = first.length; at < open.length; at += TRANSACTION_ITEMS) {
    const chunk = open.slice(at, at + TRANSACTION_ITEMS);
    await transact(actionProgramsEntities(db), (tx) => chunk.map((entry) => clear(tx, entry)));
  }
}
