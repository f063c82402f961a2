import { VIOLATION_DOCUMENT } from "./violation.entity.js";
import type { EntityItem } from "electrodb";
import type { Page } from "#shared/common.schema";
import type { ViolationList } from "#shared/violations/violation.schema";
import { withConflict } from "../core/db-errors.js";
import { newestFirstPage, queryAll } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import { transact } from "../db/transact.js";
import {
  listPupilRefsPage,
  pupilHasDocument,
  pupilRefChanges,
  pupilRefsOf as refsOf,
  withPupilRefs,
} from "../core/pupil-document/pupil-document-refs.js";
import { batchGet } from "../students/index.js";
import { violationsEntities, type ViolationEntity } from "./violation.entity.js";

/**
 * The violations domain's reads and writes of the report, its pupils' refs and its follow-ups' refs. With
 * violation-investigations.repo.ts and violation-external.repo.ts, the only code of the domain that touches its
 * entities.
 */

export type ViolationItem = EntityItem<ViolationEntity>;
export type FollowUpItem = ViolationItem["followUps"][number];

/** One report; `consistent` for a read that a write on its version follows. */
export async function getViolation(db: Db, id: string): Promise<ViolationItem | null> {
  const { data } = await violationsEntities(db).violation.get({ id }).go({ consistent: true });
  return data;
}

/** One batch read of up to 100 reports by id. */
export const getViolations = (db: Db, keys: { id: string }[]) =>
  violationsEntities(db).violation.get(keys).go();

/**
 * One page of a school's reports, newest first: one list (CURRENT, ARCHIVED), or with `studentId` every report
 * naming the pupil in either list (read through the pupil's refs, never the school's list). Junk (SPAM) is never
 * listed.
 */
export function listViolationsPage(
  db: Db,
  schoolId: string,
  filters: { list: ViolationList; studentId?: string | undefined },
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<Page<ViolationItem>> {
  if (filters.studentId) return listPupilViolationsPage(db, schoolId, filters.studentId, page);
  const query = violationsEntities(db).violation.query.bySchool({ schoolId, list: filters.list });
  return newestFirstPage(query, page);
}

/** The refs a report keeps in the per-pupil index: one per pupil it names, none while it is junk. */
const pupilRefsOf = (report: Pick<ViolationItem, "id" | "schoolId" | "createdAt" | "list" | "studentIds">) =>
  refsOf(VIOLATION_DOCUMENT, report, report.list === "SPAM" ? [] : report.studentIds);

/** The report's entities with the per-pupil index beside them (one transaction writes a report and its refs). */
const writeEntities = (db: Db) => withPupilRefs(db, violationsEntities(db));

/**
 * One page of the reports at the school naming the pupil, newest first: a page of the pupil's refs, then those
 * reports by id in one batch. Both reads are consistent: a ref and its report are written in one transaction, so a
 * page never pairs a new ref with a report not yet read back, and a report left junk or edited away is gone at once.
 */
async function listPupilViolationsPage(
  db: Db,
  schoolId: string,
  studentId: string,
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<Page<ViolationItem>> {
  const refs = await listPupilRefsPage(db, { studentId, kind: VIOLATION_DOCUMENT, schoolId }, page);
  const reports = await getViolationsConsistent(
    db,
    refs.items.map((ref) => ref.documentId),
  );
  const byId = new Map(reports.map((report) => [report.id, report]));
  const items = refs.items
    .map((ref) => byId.get(ref.documentId))
    .filter(
      (report): report is ViolationItem =>
        report !== undefined &&
        report.schoolId === schoolId &&
        report.list !== "SPAM" &&
        report.studentIds.includes(studentId),
    );
  return { items, cursor: refs.cursor };
}

/** Reports by id, read consistently in batches of 100 (unprocessed keys read again). */
async function getViolationsConsistent(db: Db, ids: string[]): Promise<ViolationItem[]> {
  if (ids.length === 0) return [];
  const { violation } = violationsEntities(db);
  return batchGet(
    ids.map((id) => ({ id })),
    (keys) => violation.get(keys).go({ consistent: true }),
  );
}

/** The school's reports (every list) that name the person among the chosen teachers (a filtered query; rare). */
export const listViolationsNaming = (db: Db, userId: string, schoolId: string): Promise<ViolationItem[]> =>
  queryAll(
    violationsEntities(db)
      .violation.query.bySchool({ schoolId })
      .where((attr, op) => op.contains(attr.accessUsers, userId)),
  );

/** A new report, with a ref for each pupil it names in the same transaction. */
export async function createViolationItem(db: Db, item: ViolationItem): Promise<ViolationItem> {
  const refs = pupilRefsOf(item);
  if (refs.length === 0) {
    const { data } = await violationsEntities(db).violation.create(item).go();
    return data;
  }
  await transact(writeEntities(db), (tx) => [
    tx.violation.create(item).commit(),
    ...refs.map((ref) => tx.pupilDocumentRef.put(ref).commit()),
  ]);
  return item;
}

type ViolationChanges = Partial<Omit<ViolationItem, "id" | "schoolId" | "organizationId" | "createdAt">>;

/**
 * Writes the changes on the version read and answers the report as stored; a stale version answers 409. A change of
 * the pupils named, or a flag as junk, writes and removes the pupils' refs in the same transaction.
 */
export async function updateViolationItem(
  db: Db,
  existing: ViolationItem,
  changes: ViolationChanges,
  at: string,
): Promise<ViolationItem> {
  const { version: _version, ...rest } = changes;
  const { removed, added } = pupilRefChanges(pupilRefsOf(existing), pupilRefsOf({ ...existing, ...rest }));
  const entities = violationsEntities(db);
  if (removed.length > 0 || added.length > 0) {
    await transact(writeEntities(db), (tx) => {
      const patch = tx.violation.patch({ id: existing.id }).set({ ...rest, updatedAt: at });
      const keyed =
        rest.list !== undefined
          ? patch.composite({ schoolId: existing.schoolId, createdAt: existing.createdAt })
          : patch;
      return [
        keyed
          .add({ version: 1 })
          .where((attr, op) => op.eq(attr.version, existing.version))
          .commit(),
        ...removed.map((ref) => tx.pupilDocumentRef.delete(ref).commit()),
        ...added.map((ref) => tx.pupilDocumentRef.put(ref).commit()),
      ];
    });
    // A transaction answers no item: the stored report is the one read with the changes set on it.
    return { ...existing, ...rest, updatedAt: at, version: existing.version + 1 } as ViolationItem;
  }
  const patch = entities.violation.patch({ id: existing.id }).set({ ...rest, updatedAt: at });
  // A move to another list rewrites the school index's key: ElectroDB needs the key's other parts.
  const keyed =
    rest.list !== undefined
      ? patch.composite({ schoolId: existing.schoolId, createdAt: existing.createdAt })
      : patch;
  const { data } = await withConflict(() =>
    keyed
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .go({ response: "all_new" }),
  );
  return data as ViolationItem;
}

/**
 * Deletes the report on the version read (409 when changed since) with its pupils' refs in one transaction, then its
 * follow-ups' refs and investigations.
 */
export async function deleteViolationItem(db: Db, existing: ViolationItem): Promise<void> {
  const entities = violationsEntities(db);
  await transact(writeEntities(db), (tx) => [
    tx.violation
      .delete({ id: existing.id })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .commit(),
    ...pupilRefsOf(existing).map((ref) => tx.pupilDocumentRef.delete(ref).commit()),
  ]);
  if (existing.receiptHash) {
    await entities.violationReceiptRef.delete({ receiptHash: existing.receiptHash }).go({ response: "none" });
  }
  if (existing.followUps.length > 0) {
    await entities.violationFollowUpRef
      .delete(existing.followUps.map((followUp) => ({ id: followUp.id })))
      .go();
  }
  const { data } = await entities.violationInvestigation.query
    .byViolation({ violationId: existing.id })
    .go({ pages: "all" });
  if (data.length > 0) {
    await entities.violationInvestigation.delete(data.map((item) => ({ id: item.id }))).go();
  }
}

/** The report a follow-up belongs to, by the follow-up's id. */
export async function getFollowUpRef(db: Db, id: string): Promise<{ violationId: string } | null> {
  const { data } = await violationsEntities(db).violationFollowUpRef.get({ id }).go();
  return data;
}

export const putFollowUpRef = (db: Db, id: string, violationId: string) =>
  violationsEntities(db).violationFollowUpRef.create({ id, violationId }).go({ response: "none" });

export const deleteFollowUpRef = (db: Db, id: string) =>
  violationsEntities(db).violationFollowUpRef.delete({ id }).go({ response: "none" });

/**
 * Does a violation report of the school (current or archived, not junk) name the pupil? One read of the pupil's
 * refs at the school: a ref exists exactly while such a report names the pupil (written in the report's
 * transactions), so no report is read.
 */
export const studentHasViolations = (db: Db, schoolId: string, studentId: string): Promise<boolean> =>
  pupilHasDocument(db, { studentId, kind: VIOLATION_DOCUMENT, schoolId });
