/** What other domains may ask of adaptations: the pupil relations and notices the F-warnings share, and links. */
export { PupilRelations, type PupilActionRef } from "./pupil-relations.js";
export { notifyAbout, type PupilNotice } from "./pupil-notices.js";
export { getAdaptation, hasAdaptationFromWarning } from "./adaptations.repo.js";
/** A person left the school: no longer among those who carry out its adaptations (users/user-removal.ts). */
export { removeFromAdaptations } from "./adaptation-removal.js";
