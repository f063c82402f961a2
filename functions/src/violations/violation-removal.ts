import type { Deps } from "../deps.js";
import { takeOffDocuments, without } from "../core/pupil-document/removal.js";
import { getViolation, listViolationsNaming, updateViolationItem } from "./violations.repo.js";

/**
 * Takes a staff member who leaves a school off the chosen teachers of its violation reports (access SELECTED). Their
 * absence from the school already denies them access; this keeps it denied should they ever be added back (as
 * tickets/ticket-removal.ts). A list emptied this way only narrows access to the principal and student health.
 * Core's removal step: each report is written on the version read, a concurrent change retried on a fresh read.
 */
export const removeFromViolations = (deps: Deps, userId: string, schoolId: string): Promise<void> =>
  takeOffDocuments({
    naming: () => listViolationsNaming(deps.db, userId, schoolId),
    read: (id) => getViolation(deps.db, id),
    change: (item) =>
      item.accessUsers.includes(userId) ? { accessUsers: without(item.accessUsers, userId) } : null,
    write: (item, change) => updateViolationItem(deps.db, item, change, deps.clock.now().toISOString()),
  });
