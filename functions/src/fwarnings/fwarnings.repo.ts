import { F_WARNING_DOCUMENT } from "./fwarning.entity.js";
import type { EntityItem } from "electrodb";
import type { Page, PageQuery } from "#shared/common.schema";
import { withConflict } from "../core/db-errors.js";
import { newestFirstPage } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import { transact } from "../db/transact.js";
import { pupilRefOf, withPupilRefs } from "../core/pupil-document/pupil-document-refs.js";
import { fWarningsEntities, type FWarningEntity } from "./fwarning.entity.js";

/** The F-warnings domain's reads and writes: the only code that touches the fwarning entity. */

export type FWarningItem = EntityItem<FWarningEntity>;

export async function getFWarning(db: Db, id: string): Promise<FWarningItem | null> {
  const { data } = await fWarningsEntities(db).fwarning.get({ id }).go({ consistent: true });
  return data;
}

/** One page of a school's F and F-warnings, newest first. */
export const listFWarningsOfSchool = (
  db: Db,
  schoolId: string,
  page: PageQuery,
): Promise<Page<FWarningItem>> =>
  newestFirstPage(fWarningsEntities(db).fwarning.query.bySchool({ schoolId }), page);

/** One page of a pupil's F and F-warnings, newest first. */
export const listFWarningsOfStudent = (
  db: Db,
  studentId: string,
  page: PageQuery,
): Promise<Page<FWarningItem>> =>
  newestFirstPage(fWarningsEntities(db).fwarning.query.byStudent({ studentId }), page);

/** A new F or F-warning with its pupil's ref (core/pupil-document), in one transaction. */
export async function createFWarningItem(db: Db, item: FWarningItem): Promise<FWarningItem> {
  await transact(withPupilRefs(db, fWarningsEntities(db)), (tx) => [
    tx.fwarning.create(item).commit(),
    tx.pupilDocumentRef.put(pupilRefOf(F_WARNING_DOCUMENT, item)).commit(),
  ]);
  return item;
}

/** Writes the changes on the version read; one changed or deleted since answers 409 CONFLICT. */
export async function updateFWarningItem(
  db: Db,
  existing: FWarningItem,
  changes: Partial<
    Pick<FWarningItem, "isWarning" | "course" | "reason" | "feedback" | "startDate" | "plannedEndDate">
  >,
  at: string,
): Promise<FWarningItem> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const { data } = await withConflict(() =>
    fWarningsEntities(db)
      .fwarning.patch({ id: existing.id })
      .set({ ...set, updatedAt: at })
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .go({ response: "all_new" }),
  );
  return data;
}

/** Deletes on the version read (one changed since answers 409 CONFLICT), with its pupil's ref. */
export async function deleteFWarningItem(db: Db, existing: FWarningItem): Promise<void> {
  await transact(withPupilRefs(db, fWarningsEntities(db)), (tx) => [
    tx.fwarning
      .delete({ id: existing.id })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .commit(),
    tx.pupilDocumentRef.delete(pupilRefOf(F_WARNING_DOCUMENT, existing)).commit(),
  ]);
}

/** Test and demo helper (local only): an F-warning written straight to the table. */
export async function storeFWarning(
  db: Db,
  fields: { id: string; schoolId: string; organizationId: string; studentId: string } & Partial<FWarningItem>,
): Promise<FWarningItem> {
  const at = fields.createdAt ?? new Date().toISOString();
  return createFWarningItem(db, {
    isWarning: true,
    course: "Matematik 1a",
    reason: "Saknar inlämningar",
    feedback: "",
    startDate: at.slice(0, 10),
    plannedEndDate: at.slice(0, 10),
    authorId: "author-not-a-user",
    authorName: "Tidigare lärare",
    updatedAt: at,
    version: 1,
    ...fields,
    createdAt: at,
  });
}
