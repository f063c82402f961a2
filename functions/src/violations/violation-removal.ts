import type { Deps } from "../deps.js";
import { AppError } from "../core/errors.js";
import { getViolation, listViolationsNaming, updateViolationItem } from "./violations.repo.js";

/**
 * Takes a staff member who leaves a school off the chosen teachers of its violation reports (access SELECTED). Their
 * absence from the school already denies them access; this keeps it denied should they ever be added back (as
 * tickets/ticket-removal.ts). A list emptied this way only narrows access to the principal and student health.
 */
export async function removeFromViolations(deps: Deps, userId: string, schoolId: string): Promise<void> {
  const { db } = deps;
  for (const { id } of await listViolationsNaming(db, userId, schoolId)) {
    // A concurrent change is retried on a fresh read (twice at most).
    for (let attempt = 0; ; attempt++) {
      const item = await getViolation(db, id);
      // Already done (a retry after a run that failed part-way, or a lagging index): nothing to write.
      if (!item?.accessUsers.includes(userId)) break;
      try {
        const accessUsers = item.accessUsers.filter((person) => person !== userId);
        await updateViolationItem(db, item, { accessUsers }, deps.clock.now().toISOString());
        break;
      } catch (err) {
        if (attempt === 2 || !(err instanceof AppError && err.code === "CONFLICT")) throw err;
      }
    }
  }
}
