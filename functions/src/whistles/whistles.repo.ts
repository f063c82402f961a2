import type { EntityItem } from "electrodb";
import type { Page, PageQuery } from "#shared/common.schema";
import type { Whistle, WhistleEntry, WhistleRecipient } from "#shared/whistles/whistle.schema";
import { withConflict } from "../core/db-errors.js";
import { queryPage } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import { whistlesEntities, type WhistleEntity } from "./whistle.entity.js";

/** The whistles domain's reads and writes: the only code that touches the whistle entity. */

export type WhistleItem = EntityItem<WhistleEntity>;
export type ListState = "CURRENT" | "ARCHIVED" | "SPAM";
/** A whistle's follow-up is bounded: each side writes a handful of lines, never a chat log. */
export const MAX_WHISTLE_ENTRIES = 50;

const listStateOf = (item: { archived: boolean; spam: boolean }): ListState =>
  item.spam ? "SPAM" : item.archived ? "ARCHIVED" : "CURRENT";

export const toWhistle = (item: WhistleItem): Whistle => ({
  id: item.id,
  schoolId: item.schoolId,
  message: item.message,
  recipient: item.recipient as WhistleRecipient,
  recipientIds: item.recipientIds,
  date: item.date,
  archived: item.archived,
  spam: item.spam,
  entries: item.entries as WhistleEntry[],
  version: item.version,
});

export async function getWhistle(db: Db, id: string): Promise<WhistleItem | null> {
  const { data } = await whistlesEntities(db).whistle.get({ id }).go({ consistent: true });
  return data;
}

/** The whistle a receipt belongs to (by the receipt's hash), or null. */
export async function getWhistleByReceipt(db: Db, receiptHash: string): Promise<WhistleItem | null> {
  const { data } = await whistlesEntities(db).whistle.query.byReceipt({ receiptHash }).go({ limit: 1 });
  const found = data[0];
  // The index is eventually consistent: read the item itself for its current state.
  return found ? getWhistle(db, found.id) : null;
}

/** One page of a school's current or archived whistles, newest day first (spam-flagged are in no list). */
export const listWhistlesPage = (
  db: Db,
  schoolId: string,
  listState: Exclude<ListState, "SPAM">,
  page: PageQuery,
): Promise<Page<WhistleItem>> =>
  queryPage(whistlesEntities(db).whistle.query.bySchool({ schoolId, listState }), page, (item) => item).then(
    (result) => result,
  );

export async function createWhistleItem(
  db: Db,
  fields: {
    id: string;
    schoolId: string;
    organizationId: string;
    message: string;
    recipient: WhistleRecipient;
    recipientIds: string[];
    date: string;
    receiptHash: string;
  },
): Promise<WhistleItem> {
  const { data } = await whistlesEntities(db)
    .whistle.create({
      ...fields,
      listState: "CURRENT",
      archived: false,
      spam: false,
      entries: [],
      version: 1,
    })
    .go();
  return data;
}

/** Archives, brings back or flags as spam, on the version read (changed since: 409). */
export async function saveWhistleState(
  db: Db,
  existing: WhistleItem,
  state: { archived: boolean; spam: boolean },
): Promise<WhistleItem> {
  const { data } = await withConflict(() =>
    whistlesEntities(db)
      .whistle.patch({ id: existing.id })
      .set({ ...state, listState: listStateOf(state) })
      // The list index's key is rebuilt from schoolId and date, which the patch must name (they never change).
      .composite({ schoolId: existing.schoolId, date: existing.date, id: existing.id })
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .go({ response: "all_new" }),
  );
  return data;
}

/** Adds one line to the follow-up, on the version read (changed since: 409). */
export async function appendWhistleEntry(
  db: Db,
  existing: WhistleItem,
  entry: WhistleEntry,
): Promise<WhistleItem> {
  const { data } = await withConflict(() =>
    whistlesEntities(db)
      .whistle.patch({ id: existing.id })
      .append({ entries: [entry] })
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .go({ response: "all_new" }),
  );
  return data;
}

/** The school is being deleted: its whistles go with it. */
export async function deleteWhistlesOfSchool(db: Db, schoolId: string): Promise<void> {
  const { whistle } = whistlesEntities(db);
  for (const listState of ["CURRENT", "ARCHIVED", "SPAM"] as const) {
    let cursor: string | null = null;
    do {
      const page: { data: WhistleItem[]; cursor: string | null } = await whistle.query
        .bySchool({ schoolId, listState })
        .go({ cursor, limit: 100 });
      for (const item of page.data) await whistle.delete({ id: item.id }).go();
      cursor = page.cursor;
    } while (cursor);
  }
}
