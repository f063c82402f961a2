import type {
  Investigation,
  InvestigationAccess,
  InvestigationBasis,
  InvestigationOutcome,
} from "#shared/investigations/investigation.schema";
import type { InvestigationItem } from "./investigations.repo.js";

/** The stored outcome ("" while none is chosen) as the API tells it. */
export const outcomeOf = (item: Pick<InvestigationItem, "outcome">): InvestigationOutcome | null =>
  item.outcome === "" ? null : (item.outcome as InvestigationOutcome);

/** The investigation as the caller may see it: the health information only with manage (student health). */
export const toInvestigation = (
  item: InvestigationItem,
  access: Exclude<InvestigationAccess, "none">,
): Investigation => ({
  id: item.id,
  schoolId: item.schoolId,
  studentId: item.studentId,
  status: item.status,
  background: item.background,
  schoolSituation: item.schoolSituation,
  healthInformation: access === "manage" ? item.healthInformation : null,
  analysis: item.analysis,
  outcome: outcomeOf(item),
  noProgramReason: item.noProgramReason,
  contributors: item.contributors,
  contributions: item.contributions,
  basedOn: item.basedOn,
  createdById: item.createdById,
  createdByName: item.createdByName,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
  publishedAt: item.publishedAt || null,
  publishedById: item.publishedById || null,
  access,
  version: item.version,
});

/** What the action-program domain reads (investigation.schema.ts InvestigationBasisSchema). */
export const toInvestigationBasis = (item: InvestigationItem): InvestigationBasis => ({
  id: item.id,
  studentId: item.studentId,
  schoolId: item.schoolId,
  status: item.status,
  outcome: outcomeOf(item),
});
