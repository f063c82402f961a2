import type { Deps } from "../deps.js";
import { takeOffDocuments, without } from "../core/pupil-document/removal.js";
import {
  getInvestigation,
  listInvestigationsNaming,
  updateInvestigationItem,
} from "./investigations.repo.js";

/**
 * Takes a staff member who leaves a school off the contributors of its investigations (core's removal step); what
 * they wrote stays, under their name.
 */
export const removeFromInvestigations = (deps: Deps, userId: string, schoolId: string): Promise<void> =>
  takeOffDocuments({
    naming: () => listInvestigationsNaming(deps.db, userId, schoolId),
    read: (id) => getInvestigation(deps.db, id),
    change: (item) =>
      item.contributors.includes(userId) ? { contributors: without(item.contributors, userId) } : null,
    write: (item, change) => updateInvestigationItem(deps.db, item, change, deps.clock.now().toISOString()),
  });
