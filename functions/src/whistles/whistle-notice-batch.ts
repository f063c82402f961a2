import type { Deps } from "../deps.js";
import { whistlesEntities } from "./whistle.entity.js";
import { noticeWhistle } from "./whistle-recipients.js";
import { getWhistle } from "./whistles.repo.js";

/**
 * Whistle notices go out in an hourly batch, never the moment a whistle arrives: a notice that pops up the second
 * a whistle is sent would let staff match the sender with who was absent or online just then. A new whistle (or a
 * sender's addition) queues a notice due at the next full hour; the batch delivers every due notice together, so a
 * notice tells its recipients no more than the hour. (The whistle itself keeps only its day; the notice is dated to
 * that day, see whistle-recipients.ts.)
 *
 * What runs the batch: in the cloud, an EventBridge schedule at minute 0 of every hour invokes the whistles
 * function (infra/lib/app-stack.ts, lambda.ts); locally, `npm start` runs it every minute (local/start.ts), which
 * delivers within a minute after the full hour. Tests call `deliverDueWhistleNotices` with the clock moved.
 */

const HOUR = 3600_000;

/** The next full hour after `now`: 10:00:00 gives 11:00, 10:59:59 too. */
export const nextFullHour = (now: Date) => new Date((Math.floor(now.getTime() / HOUR) + 1) * HOUR);
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Queues the whistle's notice for the next batch (a second addition in the same hour adds nothing). */
export async function queueWhistleNotice(
  deps: Deps,
  whistleId: string,
  kind: "WHISTLE_NEW" | "WHISTLE_ADDITION",
): Promise<void> {
  try {
    await whistlesEntities(deps.db)
      .whistleNotice.put({ dueAt: epochSeconds(nextFullHour(deps.clock.now())), whistleId, kind })
      .go();
  } catch (err) {
    // Like a failed notice: logged without the whistle's id or a time finer than the day.
    deps.logger.error(
      { err: { name: (err as Error).name, message: (err as Error).message } },
      "whistle notice not queued",
    );
  }
}

/**
 * Delivers every notice due by now: each is claimed by deleting it (so two runs never deliver one twice), then its
 * whistle's recipients are told. A whistle flagged as spam or gone meanwhile tells nobody. Answers how many went out.
 */
export async function deliverDueWhistleNotices(deps: Deps): Promise<number> {
  const { whistleNotice } = whistlesEntities(deps.db);
  // Every key of a due hour sorts below the next second's (the hour leads the key; epoch seconds have 10 digits).
  const now = epochSeconds(deps.clock.now());
  let delivered = 0;
  let cursor: string | null = null;
  do {
    const page: {
      data: { dueAt: number; whistleId: string; kind: "WHISTLE_NEW" | "WHISTLE_ADDITION" }[];
      cursor: string | null;
    } = await whistleNotice.query
      .byDue({})
      .lt({ dueAt: now + 1 })
      .go({ cursor, limit: 100 });
    for (const notice of page.data) {
      try {
        await whistleNotice
          .delete(notice)
          .where((attr, op) => op.exists(attr.whistleId))
          .go();
      } catch {
        continue; // Another run claimed it.
      }
      const whistle = await getWhistle(deps.db, notice.whistleId);
      if (!whistle || whistle.spam) continue;
      await noticeWhistle(deps, whistle, notice.kind);
      delivered += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return delivered;
}
