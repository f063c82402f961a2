/** What other domains may ask of action programs: whether a program rests on an investigation or a pupil. */
export { investigationHasProgram, studentHasPrograms } from "./action-programs.repo.js";
