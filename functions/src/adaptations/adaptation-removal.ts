import type { Deps } from "../deps.js";
import { takeOffDocuments, without } from "../core/pupil-document/removal.js";
import { getAdaptation, listAdaptationsNaming, updateAdaptationItem } from "./adaptations.repo.js";

/** Takes a staff member who leaves a school off the adaptations they carry out there (core's removal step). */
export const removeFromAdaptations = (deps: Deps, userId: string, schoolId: string): Promise<void> =>
  takeOffDocuments({
    naming: () => listAdaptationsNaming(deps.db, userId, schoolId),
    read: (id) => getAdaptation(deps.db, id),
    change: (item) =>
      item.responsible.includes(userId) ? { responsible: without(item.responsible, userId) } : null,
    write: (item, change) => updateAdaptationItem(deps.db, item, change, deps.clock.now().toISOString()),
  });
