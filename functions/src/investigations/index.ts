/** What other domains may ask of investigations: reads, never the entities. */
import type { InvestigationBasis } from "#shared/investigations/investigation.schema";
import type { Db } from "../db/db.js";
import { toInvestigationBasis } from "./investigations.mappers.js";
import { getInvestigation } from "./investigations.repo.js";

export { investigationsBasedOn } from "./investigations.repo.js";

/** The investigation an action program rests on: pupil, school, status and outcome, no text; null when missing. */
export async function getInvestigationBasis(db: Db, id: string): Promise<InvestigationBasis | null> {
  const item = await getInvestigation(db, id);
  return item ? toInvestigationBasis(item) : null;
}
