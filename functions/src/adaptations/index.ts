/** What other domains may ask of adaptations: the pupil relations and notices the F-warnings share, and links. */
export { PupilRelations, type PupilActionRef } from "./pupil-relations.js";
export { notifyAbout, type PupilNotice } from "./pupil-notices.js";
export { getAdaptation, hasAdaptationFromWarning, listAdaptationsOfStudent } from "./adaptations.repo.js";
