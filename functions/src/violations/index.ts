/** What other domains may ask of violations: the report's shape and whether a report names a pupil. */
export type { ViolationItem } from "./violations.repo.js";
export { studentHasViolations } from "./violations.repo.js";
