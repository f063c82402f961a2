/** What other domains may ask of F and F-warnings: one read (an adaptation names the warning it is made from). */
export { getFWarning } from "./fwarnings.repo.js";
