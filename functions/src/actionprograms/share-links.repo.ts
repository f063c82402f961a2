import type { EntityItem } from "electrodb";
import { isConditionFailure, withConflict } from "../core/db-errors.js";
import type { Db } from "../db/db.js";
import {
  shareLinkEntities,
  type makeAppealClockEntity,
  type makeShareLinkEntity,
} from "./share-link.entity.js";

/** Share links and the appeal clock: the only code that touches their entities. */

export type ShareLinkItem = EntityItem<ReturnType<typeof makeShareLinkEntity>>;
export type AppealClockItem = EntityItem<ReturnType<typeof makeAppealClockEntity>>;

/** Whether a link's recipient may appeal; a link stored before `mayAppeal`: a guardian may, a pupil may not. */
export const mayAppealOf = (link: Pick<ShareLinkItem, "kind" | "mayAppeal">): boolean =>
  link.mayAppeal ?? link.kind === "GUARDIAN";

/**
 * Whether the clock holds a receipt: a first opening by a recipient who may appeal. A STUDENT receipt written before
 * the rule (no `receivedMayAppeal`) may be a pupil under 16's, so it does not count.
 */
export const hasReceipt = (clock: AppealClockItem | null): clock is AppealClockItem =>
  !!clock &&
  clock.receivedAt !== "" &&
  (clock.receivedByKind !== "STUDENT" || clock.receivedMayAppeal === true);

/** The openings' times a link keeps (the count goes on). */
export const OPENINGS_KEPT = 50;

export async function createShareLinkItem(db: Db, item: ShareLinkItem): Promise<ShareLinkItem> {
  const { data } = await shareLinkEntities(db).actionProgramShareLink.create(item).go();
  return data;
}

export async function getShareLinkByHash(db: Db, tokenHash: string): Promise<ShareLinkItem | null> {
  const { data } = await shareLinkEntities(db)
    .actionProgramShareLink.get({ tokenHash })
    .go({ consistent: true });
  return data;
}

/** A program's links, oldest first (bounded by SHARE_LINKS_PER_PROGRAM_MAX). */
export async function listShareLinks(db: Db, actionProgramId: string): Promise<ShareLinkItem[]> {
  const { data } = await shareLinkEntities(db)
    .actionProgramShareLink.query.byProgram({ actionProgramId })
    .go({ pages: "all" });
  return [...data].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** Revokes a link that is not revoked yet (409 CONFLICT if it was meanwhile). */
export async function revokeShareLinkItem(
  db: Db,
  link: ShareLinkItem,
  at: string,
  byId: string,
): Promise<ShareLinkItem> {
  const { data } = await withConflict(() =>
    shareLinkEntities(db)
      .actionProgramShareLink.patch({ tokenHash: link.tokenHash })
      .set({ revokedAt: at, revokedById: byId })
      .where((attr, op) => op.eq(attr.revokedAt, ""))
      .go({ response: "all_new" }),
  );
  return data as ShareLinkItem;
}

/** Logs one opening: its time appended (the latest OPENINGS_KEPT kept) and the count raised. */
export async function recordOpening(db: Db, link: ShareLinkItem, at: string): Promise<ShareLinkItem> {
  const openings = [...link.openings, at].slice(-OPENINGS_KEPT);
  const { data } = await shareLinkEntities(db)
    .actionProgramShareLink.patch({ tokenHash: link.tokenHash })
    .set({ openings })
    .add({ openedCount: 1 })
    .go({ response: "all_new" });
  return data as ShareLinkItem;
}

export async function getAppealClock(db: Db, actionProgramId: string): Promise<AppealClockItem | null> {
  const { data } = await shareLinkEntities(db)
    .actionProgramAppealClock.get({ actionProgramId })
    .go({ consistent: true });
  return data;
}

const EMPTY_CLOCK = {
  receivedAt: "",
  receivedByKind: "",
  receivedByEmail: "",
  receivedLinkId: "",
  appealArrivedOn: "",
  appealRegisteredAt: "",
  appealRegisteredById: "",
  appealRegisteredByName: "",
  version: 1,
} as const;

/**
 * Records the receipt (the first opening by a recipient who may appeal; the caller checks that) unless one is
 * recorded (hasReceipt): the first opening wins, a later one changes nothing. Answers whether this opening was the
 * receipt. A clock written meanwhile is read again: a receipt there wins; an appeal registered a moment before (the
 * clock's first write) keeps this receipt's place.
 */
export async function recordReceipt(
  db: Db,
  actionProgramId: string,
  receipt: {
    receivedAt: string;
    receivedByKind: "GUARDIAN" | "STUDENT";
    receivedByEmail: string;
    receivedLinkId: string;
  },
): Promise<boolean> {
  const entity = shareLinkEntities(db).actionProgramAppealClock;
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await getAppealClock(db, actionProgramId);
    if (hasReceipt(existing)) return false;
    const written = { ...receipt, receivedMayAppeal: true };
    try {
      if (!existing) {
        await entity.create({ ...EMPTY_CLOCK, actionProgramId, ...written }).go();
      } else {
        // Still no receipt: none at all, or a pupil's from before the rule (a STUDENT one without the flag).
        await entity
          .patch({ actionProgramId })
          .set(written)
          .add({ version: 1 })
          .where(
            (attr, op) =>
              `(${op.eq(attr.receivedAt, "")} OR (${op.eq(attr.receivedByKind, "STUDENT")} AND ${op.notExists(attr.receivedMayAppeal)}))`,
          )
          .go();
      }
      return true;
    } catch (err) {
      // Another write came first (a simultaneous opening, or an appeal): read the clock again.
      if (!isConditionFailure(err)) throw err;
    }
  }
  return false;
}

/** Registers an appeal on the clock read at `version` (0: none yet); a lost race answers 409 CONFLICT. */
export async function registerAppealItem(
  db: Db,
  actionProgramId: string,
  existing: AppealClockItem | null,
  appeal: {
    appealArrivedOn: string;
    appealRegisteredAt: string;
    appealRegisteredById: string;
    appealRegisteredByName: string;
  },
): Promise<AppealClockItem> {
  const entity = shareLinkEntities(db).actionProgramAppealClock;
  if (!existing) {
    const { data } = await withConflict(() =>
      entity.create({ ...EMPTY_CLOCK, actionProgramId, ...appeal }).go(),
    );
    return data;
  }
  const { data } = await withConflict(() =>
    entity
      .patch({ actionProgramId })
      .set(appeal)
      .add({ version: 1 })
      .where((attr, op) => `${op.eq(attr.version, existing.version)} AND ${op.eq(attr.appealArrivedOn, "")}`)
      .go({ response: "all_new" }),
  );
  return data as AppealClockItem;
}
