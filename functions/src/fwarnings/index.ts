/** What other domains may ask of F and F-warnings: reads (an adaptation or investigation names a warning). */
export { getFWarning, listFWarningsOfStudent } from "./fwarnings.repo.js";
/** For the demo seed only (adaptations.demo.ts writes the chains an F-warning begins). */
export { storeFWarning } from "./fwarnings.repo.js";
