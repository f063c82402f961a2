import type { Deps } from "../deps.js";
import { AppError } from "../core/errors.js";
import { getAdaptation, listAdaptationsNaming, updateAdaptationItem } from "./adaptations.repo.js";

/**
 * Takes a staff member who leaves a school off the adaptations they carry out there. Their absence from the school
 * already denies them access; this keeps it denied should they ever be added back (as tickets/ticket-removal.ts).
 */
export async function removeFromAdaptations(deps: Deps, userId: string, schoolId: string): Promise<void> {
  const { db } = deps;
  for (const { id } of await listAdaptationsNaming(db, userId, schoolId)) {
    // A concurrent change is retried on a fresh read (twice at most).
    for (let attempt = 0; ; attempt++) {
      const item = await getAdaptation(db, id);
      // Already done (a retry after a run that failed part-way, or a lagging index): nothing to write.
      if (!item?.responsible.includes(userId)) break;
      try {
        const responsible = item.responsible.filter((person) => person !== userId);
        await updateAdaptationItem(db, item, { responsible }, deps.clock.now().toISOString());
        break;
      } catch (err) {
        if (attempt === 2 || !(err instanceof AppError && err.code === "CONFLICT")) throw err;
      }
    }
  }
}
