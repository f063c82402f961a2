/** What other domains may ask of violations: the report's shape (never the entities). */
export type { ViolationItem } from "./violations.repo.js";
/** The external page's report section (the external domain gates it: limits, school code, receipts). */
export {
  addToExternalReport,
  readExternalReportThread,
  storeExternalReport,
  takesReports,
  violationOfReceipt,
} from "./violation-external.service.js";
