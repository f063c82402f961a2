import type { EntityItem } from "electrodb";
import type { Page } from "#shared/common.schema";
import { withConflict } from "../core/db-errors.js";
import { newestFirstPage } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import { transact } from "../db/transact.js";
import { violationsEntities, type makeViolationInvestigationEntity } from "./violation.entity.js";
import type { ViolationItem } from "./violations.repo.js";

/** The reads and writes of a report's investigation (the report itself: violations.repo.ts). */

export type ViolationInvestigationItem = EntityItem<ReturnType<typeof makeViolationInvestigationEntity>>;

export async function getInvestigation(db: Db, id: string): Promise<ViolationInvestigationItem | null> {
  const { data } = await violationsEntities(db).violationInvestigation.get({ id }).go({ consistent: true });
  return data;
}

/** One page of a school's investigations, newest first. */
export function listInvestigationsPage(
  db: Db,
  schoolId: string,
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<Page<ViolationInvestigationItem>> {
  const query = violationsEntities(db).violationInvestigation.query.bySchool({ schoolId });
  return newestFirstPage(query, page);
}

/**
 * Begins the report's investigation: creates it and names it on the report in one transaction, on the condition
 * that the report is the version read and names none yet (two tabs at once: one wins, the other answers 409). The
 * report's 'investigation begun' is marked in the same write when it is not marked yet.
 */
export async function beginInvestigationItem(
  db: Db,
  report: ViolationItem,
  item: ViolationInvestigationItem,
): Promise<void> {
  await transact(violationsEntities(db), (tx) => [
    tx.violation
      .patch({ id: report.id })
      .set({
        investigationId: item.id,
        investigationBegunAt: report.investigationBegunAt ?? item.createdAt,
        updatedAt: item.createdAt,
      })
      .add({ version: 1 })
      .where((attr, op) => `${op.eq(attr.version, report.version)} AND ${op.notExists(attr.investigationId)}`)
      .commit(),
    tx.violationInvestigation.create(item).commit(),
  ]);
}

/** Does the report have an investigation stored? (Reports from before `investigationId` do not name theirs.) */
export async function hasInvestigation(db: Db, violationId: string): Promise<boolean> {
  const { data } = await violationsEntities(db)
    .violationInvestigation.query.byViolation({ violationId })
    .go({ limit: 1, attributes: ["id"] });
  return data.length > 0;
}

export async function updateInvestigationItem(
  db: Db,
  existing: ViolationInvestigationItem,
  changes: Partial<ViolationInvestigationItem>,
  at: string,
): Promise<ViolationInvestigationItem> {
  const { id: _id, version: _version, violationId: _v, schoolId: _s, organizationId: _o, ...rest } = changes;
  const { createdAt: _c, createdById: _b, createdByName: _n, ...settable } = rest;
  const { data } = await withConflict(() =>
    violationsEntities(db)
      .violationInvestigation.patch({ id: existing.id })
      .set({ ...settable, updatedAt: at })
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .go({ response: "all_new" }),
  );
  return data as ViolationInvestigationItem;
}

/**
 * Deletes the investigation on the version read (409 when changed since) and, in the same transaction, takes its
 * name off the report (on the condition that the report still names it), so the report may be investigated again.
 */
export async function deleteInvestigationItem(
  db: Db,
  report: ViolationItem,
  existing: ViolationInvestigationItem,
  at: string,
): Promise<void> {
  const entities = violationsEntities(db);
  if (report.investigationId !== existing.id) {
    await withConflict(() =>
      entities.violationInvestigation
        .delete({ id: existing.id })
        .where((attr, op) => op.eq(attr.version, existing.version))
        .go(),
    );
    return;
  }
  await transact(entities, (tx) => [
    tx.violationInvestigation
      .delete({ id: existing.id })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .commit(),
    tx.violation
      .patch({ id: report.id })
      .remove(["investigationId"])
      .set({ updatedAt: at })
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.investigationId, existing.id))
      .commit(),
  ]);
}
