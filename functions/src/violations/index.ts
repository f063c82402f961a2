/** What other domains may ask of violations: the report's shape (never the entities). No other domain calls it yet. */
export type { ViolationItem } from "./violations.repo.js";
