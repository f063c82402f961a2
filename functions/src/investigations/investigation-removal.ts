import type { Deps } from "../deps.js";
import { AppError } from "../core/errors.js";
import {
  getInvestigation,
  listInvestigationsNaming,
  updateInvestigationItem,
} from "./investigations.repo.js";

/**
 * Takes a staff member who leaves a school off the contributors of its investigations (what they wrote stays, under
 * their name). Their absence from the school already denies them access; this keeps it denied should they ever be
 * added back (as tickets/ticket-removal.ts).
 */
export async function removeFromInvestigations(deps: Deps, userId: string, schoolId: string): Promise<void> {
  const { db } = deps;
  for (const { id } of await listInvestigationsNaming(db, userId, schoolId)) {
    // A concurrent change is retried on a fresh read (twice at most).
    for (let attempt = 0; ; attempt++) {
      const item = await getInvestigation(db, id);
      // Already done (a retry after a run that failed part-way, or a lagging index): nothing to write.
      if (!item?.contributors.includes(userId)) break;
      try {
        const contributors = item.contributors.filter((person) => person !== userId);
        await updateInvestigationItem(db, item, { contributors }, deps.clock.now().toISOString());
        break;
      } catch (err) {
        if (attempt === 2 || !(err instanceof AppError && err.code === "CONFLICT")) throw err;
      }
    }
  }
}
