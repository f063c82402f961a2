import { ADAPTATION_DOCUMENT } from "./adaptation.entity.js";
import type { EntityItem } from "electrodb";
import type { Page, PageQuery } from "#shared/common.schema";
import { withConflict } from "../core/db-errors.js";
import { newestFirstPage, queryAll } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import { transact } from "../db/transact.js";
import { pupilRefOf, withPupilRefs } from "../core/pupil-document/pupil-document-refs.js";
import { adaptationsEntities, type AdaptationEntity } from "./adaptation.entity.js";

/** The adaptations domain's reads and writes: the only code that touches the adaptation entity. */

export type AdaptationItem = EntityItem<AdaptationEntity>;
export type AdaptationFeedbackItem = AdaptationItem["feedback"][number];

export async function getAdaptation(db: Db, id: string): Promise<AdaptationItem | null> {
  const { data } = await adaptationsEntities(db).adaptation.get({ id }).go({ consistent: true });
  return data;
}

/** One page of a school's adaptations, newest first. */
export const listAdaptationsOfSchool = (
  db: Db,
  schoolId: string,
  page: PageQuery,
): Promise<Page<AdaptationItem>> =>
  newestFirstPage(adaptationsEntities(db).adaptation.query.bySchool({ schoolId }), page);

/**
 * One page of the school's adaptations past their review date that `userId` carries out, newest first (a filter on
 * the school's query: a page can hold fewer rows than `limit`; the feedback since the review date is checked by
 * the caller).
 */
export const listAdaptationsDueFor = (
  db: Db,
  schoolId: string,
  userId: string,
  today: string,
  page: PageQuery,
): Promise<Page<AdaptationItem>> =>
  newestFirstPage(
    adaptationsEntities(db)
      .adaptation.query.bySchool({ schoolId })
      .where((attr, op) => `${op.contains(attr.responsible, userId)} AND ${op.lt(attr.reviewDate, today)}`),
    page,
  );

/** One page of a pupil's adaptations, newest first. */
export const listAdaptationsOfStudent = (
  db: Db,
  studentId: string,
  page: PageQuery,
): Promise<Page<AdaptationItem>> =>
  newestFirstPage(adaptationsEntities(db).adaptation.query.byStudent({ studentId }), page);

/** The school's adaptations that name the person among those who carry them out (a filtered query; rare admin action). */
export const listAdaptationsNaming = (db: Db, userId: string, schoolId: string): Promise<AdaptationItem[]> =>
  queryAll(
    adaptationsEntities(db)
      .adaptation.query.bySchool({ schoolId })
      .where((attr, op) => op.contains(attr.responsible, userId)),
  );

/** A new adaptation with its pupil's ref (core/pupil-document), in one transaction. */
export async function createAdaptationItem(db: Db, item: AdaptationItem): Promise<AdaptationItem> {
  await transact(withPupilRefs(db, adaptationsEntities(db)), (tx) => [
    tx.adaptation.create(item).commit(),
    tx.pupilDocumentRef.put(pupilRefOf(ADAPTATION_DOCUMENT, item)).commit(),
  ]);
  return item;
}

/** Writes the changes on the version read; a changed or deleted adaptation answers 409 CONFLICT. */
export async function updateAdaptationItem(
  db: Db,
  existing: AdaptationItem,
  changes: Partial<
    Pick<
      AdaptationItem,
      "subjects" | "categories" | "description" | "responsible" | "startDate" | "reviewDate"
    >
  >,
  at: string,
): Promise<AdaptationItem> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const { data } = await withConflict(() =>
    adaptationsEntities(db)
      .adaptation.patch({ id: existing.id })
      .set({ ...set, updatedAt: at })
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .go({ response: "all_new" }),
  );
  return data;
}

/**
 * Appends one feedback entry. Feedback from several teachers at once must not collide, so it takes no version:
 * only that the adaptation still exists (the service checks there is room).
 */
export async function appendAdaptationFeedback(
  db: Db,
  existing: AdaptationItem,
  entry: AdaptationFeedbackItem,
): Promise<AdaptationItem> {
  const { data } = await withConflict(() =>
    adaptationsEntities(db)
      .adaptation.patch({ id: existing.id })
      .append({ feedback: [entry] })
      .set({ updatedAt: entry.createdAt })
      .where((attr, op) => op.exists(attr.id))
      .go({ response: "all_new" }),
  );
  return data;
}

/** Deletes the adaptation on the version read (one changed since answers 409 CONFLICT), with its pupil's ref. */
export async function deleteAdaptationItem(db: Db, existing: AdaptationItem): Promise<void> {
  await transact(withPupilRefs(db, adaptationsEntities(db)), (tx) => [
    tx.adaptation
      .delete({ id: existing.id })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .commit(),
    tx.pupilDocumentRef.delete(pupilRefOf(ADAPTATION_DOCUMENT, existing)).commit(),
  ]);
}

/** Whether any adaptation of the pupil was made from this F-warning (one query of the pupil's adaptations). */
export async function hasAdaptationFromWarning(
  db: Db,
  studentId: string,
  fWarningId: string,
): Promise<boolean> {
  const { data } = await adaptationsEntities(db)
    .adaptation.query.byStudent({ studentId })
    .where((attr, op) => op.eq(attr.fWarningId, fWarningId))
    .go({ pages: "all", attributes: ["id"] });
  return data.length > 0;
}
