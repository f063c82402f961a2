/** What other domains may ask of F and F-warnings: reads (an adaptation or investigation names a warning). */
export { getFWarning } from "./fwarnings.repo.js";
