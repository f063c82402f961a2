import { INVESTIGATION_DOCUMENT } from "./investigation.entity.js";
import type { EntityItem } from "electrodb";
import type { Page } from "#shared/common.schema";
import type { InvestigationStatus } from "#shared/investigations/investigation.schema";
import { withConflict } from "../core/db-errors.js";
import { newestFirstPage, queryAll } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import { transact } from "../db/transact.js";
import { pupilRefOf, withPupilRefs } from "../core/pupil-document/pupil-document-refs.js";
import { investigationsEntities, type InvestigationEntity } from "./investigation.entity.js";

/** The investigations domain's reads and writes: the only code of the domain that touches its entity. */

export type InvestigationItem = EntityItem<InvestigationEntity>;

/** The fields a write may change (absent ones stay). */
export type InvestigationChanges = Partial<
  Pick<
    InvestigationItem,
    | "status"
    | "background"
    | "schoolSituation"
    | "healthInformation"
    | "analysis"
    | "outcome"
    | "noProgramReason"
    | "contributors"
    | "contributions"
    | "basedOn"
    | "publishedAt"
    | "publishedById"
  >
>;

export async function getInvestigation(db: Db, id: string): Promise<InvestigationItem | null> {
  const { data } = await investigationsEntities(db).investigation.get({ id }).go({ consistent: true });
  return data;
}

/** One page of a school's investigations (or one pupil's there), newest first, optionally of one status. */
export function listInvestigationsPage(
  db: Db,
  filters: { schoolId: string; studentId?: string | undefined; status?: InvestigationStatus | undefined },
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<Page<InvestigationItem>> {
  const { investigation } = investigationsEntities(db);
  const { schoolId, studentId, status } = filters;
  const search = studentId
    ? investigation.query
        .byStudent({ studentId })
        .where((attr, op) =>
          [op.eq(attr.schoolId, schoolId), status ? op.eq(attr.status, status) : ""]
            .filter(Boolean)
            .join(" AND "),
        )
    : status
      ? investigation.query.bySchool({ schoolId }).where((attr, op) => op.eq(attr.status, status))
      : investigation.query.bySchool({ schoolId });
  return newestFirstPage(search, page);
}

/** A new investigation at version 1. */
/** The school's investigations that name the person as a contributor (a filtered query; rare admin action). */
export const listInvestigationsNaming = (
  db: Db,
  userId: string,
  schoolId: string,
): Promise<InvestigationItem[]> =>
  queryAll(
    investigationsEntities(db)
      .investigation.query.bySchool({ schoolId })
      .where((attr, op) => op.contains(attr.contributors, userId)),
  );

export async function createInvestigationItem(
  db: Db,
  item: Omit<InvestigationItem, "version">,
): Promise<InvestigationItem> {
  const stored: InvestigationItem = { ...item, version: 1 };
  await transact(withPupilRefs(db, investigationsEntities(db)), (tx) => [
    tx.investigation.create(stored).commit(),
    tx.pupilDocumentRef.put(pupilRefOf(INVESTIGATION_DOCUMENT, stored)).commit(),
  ]);
  return stored;
}

/** Writes the changes on the version read and answers the stored investigation; a lost race answers 409. */
export async function updateInvestigationItem(
  db: Db,
  existing: InvestigationItem,
  changes: InvestigationChanges,
  at: string,
): Promise<InvestigationItem> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const { data } = await withConflict(() =>
    investigationsEntities(db)
      .investigation.patch({ id: existing.id })
      .set({ ...set, updatedAt: at })
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .go({ response: "all_new" }),
  );
  return data;
}

/** Deletes a draft on the version read (changed or published since answers 409), with its pupil's ref. */
export async function deleteInvestigationItem(db: Db, existing: InvestigationItem): Promise<void> {
  await transact(withPupilRefs(db, investigationsEntities(db)), (tx) => [
    tx.investigation
      .delete({ id: existing.id })
      .where((attr, op) => `${op.eq(attr.version, existing.version)} AND ${op.eq(attr.status, "DRAFT")}`)
      .commit(),
    tx.pupilDocumentRef.delete(pupilRefOf(INVESTIGATION_DOCUMENT, existing)).commit(),
  ]);
}

/** The ids of the pupil's investigations that rest on this record (one query of the pupil's investigations). */
export async function investigationsBasedOn(
  db: Db,
  studentId: string,
  ref: InvestigationItem["basedOn"][number],
): Promise<string[]> {
  const { data } = await investigationsEntities(db)
    .investigation.query.byStudent({ studentId })
    .go({ pages: "all", attributes: ["id", "basedOn"] });
  return data
    .filter((item) => (item.basedOn ?? []).some((on) => on.kind === ref.kind && on.id === ref.id))
    .map((item) => item.id!);
}
