import { ACTION_PROGRAM_DOCUMENT } from "./action-program.entity.js";
import type { Page } from "#shared/common.schema";
import type { ActionProgramFilter } from "#shared/actionprograms/action-program.schema";
import { withConflict } from "../core/db-errors.js";
import { queryAll, queryPage } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import { transact } from "../db/transact.js";
import { pupilRefOf, withPupilRefs } from "../core/pupil-document/pupil-document-refs.js";
import { onItemsRevision, programProgress, writeClosingItems } from "./program-item-writes.repo.js";
import {
  actionProgramsEntities,
  type ActionProgramItem,
  type EvaluationItem,
  type FollowUpItem,
} from "./action-program.entity.js";

/** The action programs domain's reads and writes: the only code that touches its entities. */

export type { ActionProgramItem, EvaluationItem, FollowUpItem };

type PageInput = { cursor?: string | undefined; limit?: number | undefined };

export async function getProgram(db: Db, id: string): Promise<ActionProgramItem | null> {
  const { data } = await actionProgramsEntities(db).actionProgram.get({ id }).go({ consistent: true });
  return data;
}

/** Programs by id, 100 keys a call (missing ones are left out). */
export async function getPrograms(db: Db, ids: readonly string[]): Promise<ActionProgramItem[]> {
  const unique = [...new Set(ids)];
  const found: ActionProgramItem[] = [];
  for (let i = 0; i < unique.length; i += 100) {
    let keys = unique.slice(i, i + 100).map((id) => ({ id }));
    for (let attempt = 0; keys.length > 0 && attempt < 5; attempt++) {
      const { data, unprocessed } = await actionProgramsEntities(db).actionProgram.get(keys).go();
      found.push(...data);
      keys = unprocessed;
    }
  }
  return found;
}

type ProgramWhere = Parameters<
  ReturnType<ReturnType<typeof actionProgramsEntities>["actionProgram"]["query"]["bySchool"]>["where"]
>[0];

/**
 * One page of a school's programs: ongoing (draft or published), archived, or all; optionally one pupil's. A pupil's
 * page reads the pupil's index (only that pupil's programs, kept to this school), not the school's whole list; both
 * are in creation order.
 */
export function listProgramsPage(
  db: Db,
  schoolId: string,
  filters: { status?: ActionProgramFilter | undefined; studentId?: string | undefined },
  page: PageInput,
): Promise<Page<ActionProgramItem>> {
  const { actionProgram } = actionProgramsEntities(db);
  const where: ProgramWhere = (attr, op) =>
    [
      filters.studentId ? op.eq(attr.schoolId, schoolId) : "",
      filters.status === "archived" ? op.eq(attr.status, "archived") : "",
      filters.status === "ongoing" ? op.ne(attr.status, "archived") : "",
    ]
      .filter(Boolean)
      .join(" AND ");
  const query = filters.studentId
    ? actionProgram.query.byStudent({ studentId: filters.studentId }).where(where)
    : actionProgram.query.bySchool({ schoolId }).where(where);
  return queryPage(query, page, (item) => item);
}

/** A new program with its pupil's ref (core/pupil-document), in one transaction. */
export async function createProgramItem(db: Db, item: ActionProgramItem): Promise<ActionProgramItem> {
  await transact(withPupilRefs(db, actionProgramsEntities(db)), (tx) => [
    tx.actionProgram.create(item).commit(),
    tx.pupilDocumentRef.put(pupilRefOf(ACTION_PROGRAM_DOCUMENT, item)).commit(),
  ]);
  return item;
}

/** The fields a change may set (never the keys or the creator). */
export type ProgramChanges = Partial<
  Omit<
    ActionProgramItem,
    | "id"
    | "schoolId"
    | "organizationId"
    | "studentId"
    | "createdById"
    | "createdByName"
    | "createdAt"
    | "version"
    | "hasFollowUp"
    | "hasEvaluation"
    | "openDate"
    | "itemsRevision"
  >
>;

/**
 * Writes the changes on the version read; a program changed or deleted since answers 409 CONFLICT. The stored
 * values of the calendar index's composites that the change does not set go along (`composite`), so ElectroDB
 * recomputes that sparse index's key on every write (a new follow-up date moves it, archiving removes it). The school
 * going along also lets a change of the investigation link move or remove the link index's key in the same write.
 */
export async function updateProgramItem(
  db: Db,
  existing: ActionProgramItem,
  changes: ProgramChanges,
): Promise<ActionProgramItem> {
  // Follow-up discipline (program-item-writes.repo.ts): on the items revision read too (a follow-up or evaluation
  // written since answers 409), the waiting-programs index's open date recomputed on every write, and a published
  // program that is archived has its open follow-ups and evaluations closed in the same transaction.
  const { openDate } = programProgress({ ...existing, ...changes });
  const composite = {
    schoolId: existing.schoolId,
    ...(changes.followUpDate === undefined ? { followUpDate: existing.followUpDate } : {}),
    ...(changes.status === undefined ? { status: existing.status } : {}),
  };
  const onVersionRead: ProgramWhere = (attr, op) =>
    `${op.eq(attr.version, existing.version)} AND ${onItemsRevision(
      existing.itemsRevision,
      () => op.eq(attr.itemsRevision, existing.itemsRevision),
      () => op.notExists(attr.itemsRevision),
    )}`;
  if (existing.status === "published" && changes.status !== undefined && changes.status !== "published") {
    await writeClosingItems(db, existing, (tx) =>
      tx.actionProgram
        .patch({ id: existing.id })
        .set({ ...changes, openDate })
        .composite(composite)
        .add({ version: 1 })
        .where(onVersionRead)
        .commit(),
    );
    return { ...existing, ...changes, openDate, version: existing.version + 1 };
  }
  const { data } = await withConflict(() =>
    actionProgramsEntities(db)
      .actionProgram.patch({ id: existing.id })
      .set({ ...changes, openDate })
      .composite(composite)
      .add({ version: 1 })
      .where(onVersionRead)
      .go({ response: "all_new" }),
  );
  return data as ActionProgramItem;
}

/**
 * The school's programs that name the person in their access lists or as decision maker. The lists have no index by
 * person: a filtered query of the school's programs, on the rare admin action of taking someone off a school only.
 */
export function listProgramsNaming(db: Db, userId: string, schoolId: string): Promise<ActionProgramItem[]> {
  return queryAll(
    actionProgramsEntities(db)
      .actionProgram.query.bySchool({ schoolId })
      .where(
        (attr, op) =>
          `${op.contains(attr.recipients, userId)} OR ${op.contains(attr.contactTeachers, userId)} OR ` +
          `${op.contains(attr.editors, userId)} OR ${op.eq(attr.decisionMakerId, userId)}`,
      ),
  );
}

/** Deletes the program on the version read (changed since: 409), with its pupil's ref. */
export async function deleteProgramItem(db: Db, existing: ActionProgramItem): Promise<void> {
  await transact(withPupilRefs(db, actionProgramsEntities(db)), (tx) => [
    tx.actionProgram
      .delete({ id: existing.id })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .commit(),
    tx.pupilDocumentRef.delete(pupilRefOf(ACTION_PROGRAM_DOCUMENT, existing)).commit(),
  ]);
}

// Follow-ups

export async function getFollowUp(db: Db, id: string): Promise<FollowUpItem | null> {
  const { data } = await actionProgramsEntities(db)
    .actionProgramFollowUp.get({ id })
    .go({ consistent: true });
  return data;
}

/**
 * One page of a school's follow-ups, optionally one program's and/or one pupil's, in creation order. A program's page
 * reads the program's index (only that program's follow-ups, kept to this school), not the school's whole list.
 */
export function listFollowUpsPage(
  db: Db,
  schoolId: string,
  filters: { actionProgramId?: string | undefined; studentId?: string | undefined },
  page: PageInput,
): Promise<Page<FollowUpItem>> {
  const { actionProgramFollowUp } = actionProgramsEntities(db);
  const query = filters.actionProgramId
    ? actionProgramFollowUp.query
        .byProgram({ actionProgramId: filters.actionProgramId })
        .where((attr, op) =>
          [op.eq(attr.schoolId, schoolId), filters.studentId ? op.eq(attr.studentId, filters.studentId) : ""]
            .filter(Boolean)
            .join(" AND "),
        )
    : actionProgramFollowUp.query
        .bySchool({ schoolId })
        .where((attr, op) => (filters.studentId ? op.eq(attr.studentId, filters.studentId) : ""));
  return queryPage(query, page, (item) => item);
}

// Evaluations

export async function getEvaluation(db: Db, id: string): Promise<EvaluationItem | null> {
  const { data } = await actionProgramsEntities(db)
    .actionProgramEvaluation.get({ id })
    .go({ consistent: true });
  return data;
}

/**
 * One page of a school's evaluations, optionally one program's and/or one pupil's, in creation order. A program's page
 * reads the program's index (only that program's evaluations, kept to this school), not the school's whole list.
 */
export function listEvaluationsPage(
  db: Db,
  schoolId: string,
  filters: { actionProgramId?: string | undefined; studentId?: string | undefined },
  page: PageInput,
): Promise<Page<EvaluationItem>> {
  const { actionProgramEvaluation } = actionProgramsEntities(db);
  const query = filters.actionProgramId
    ? actionProgramEvaluation.query
        .byProgram({ actionProgramId: filters.actionProgramId })
        .where((attr, op) =>
          [op.eq(attr.schoolId, schoolId), filters.studentId ? op.eq(attr.studentId, filters.studentId) : ""]
            .filter(Boolean)
            .join(" AND "),
        )
    : actionProgramEvaluation.query
        .bySchool({ schoolId })
        .where((attr, op) => (filters.studentId ? op.eq(attr.studentId, filters.studentId) : ""));
  return queryPage(query, page, (item) => item);
}

/** Does an action program of the school link to this investigation? Reads one item of the link index at most. */
export async function investigationHasProgram(
  db: Db,
  schoolId: string,
  investigationId: string,
): Promise<boolean> {
  const { data } = await actionProgramsEntities(db)
    .actionProgram.query.byInvestigation({ schoolId, investigationId })
    .go({ limit: 1, attributes: ["id"] });
  return data.length > 0;
}

/**
 * Does the pupil have an action program at the school? Reads the pupil's index until one of the school is found.
 * (The pupil-deletion check reads the per-pupil index of core/pupil-document instead.)
 */
export async function studentHasPrograms(db: Db, schoolId: string, studentId: string): Promise<boolean> {
  const { data } = await actionProgramsEntities(db)
    .actionProgram.query.byStudent({ studentId })
    .where((attr, op) => op.eq(attr.schoolId, schoolId))
    .go({ count: 1, attributes: ["id"] });
  return data.length > 0;
}
