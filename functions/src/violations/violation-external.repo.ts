import { withConflict } from "../core/db-errors.js";
import type { Db } from "../db/db.js";
import { violationsEntities } from "./violation.entity.js";
import { getViolation, type ViolationItem } from "./violations.repo.js";

/** The writes and reads of a report sent from the external page: its receipt's ref and the follow-up with the sender. */

/** An externally sent report: the report and its receipt's ref (the receipt only as its hash). */
export async function createExternalViolationItem(db: Db, item: ViolationItem): Promise<ViolationItem> {
  const { data } = await violationsEntities(db).violation.create(item).go();
  await violationsEntities(db)
    .violationReceiptRef.create({ receiptHash: item.receiptHash!, violationId: item.id })
    .go({ response: "none" });
  return data;
}

/** The report a receipt's hash belongs to, or null. */
export async function getViolationByReceipt(db: Db, receiptHash: string): Promise<ViolationItem | null> {
  const { data } = await violationsEntities(db).violationReceiptRef.get({ receiptHash }).go();
  return data ? getViolation(db, data.violationId) : null;
}

type ExternalEntry = NonNullable<ViolationItem["externalEntries"]>[number];

/** Adds one line to the follow-up with the external sender, on the version read (changed since: 409). */
export async function appendExternalEntry(
  db: Db,
  existing: ViolationItem,
  entry: ExternalEntry,
  at: string,
): Promise<ViolationItem> {
  const { data } = await withConflict(() =>
    violationsEntities(db)
      .violation.patch({ id: existing.id })
      .set({ externalEntries: [...(existing.externalEntries ?? []), entry], updatedAt: at })
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .go({ response: "all_new" }),
  );
  return data as ViolationItem;
}
