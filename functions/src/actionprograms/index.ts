/**
 * What other domains may ask of action programs: the token page's read, served under /external by the external
 * page's domain (external/external.router.ts), with its rate-limit rules; whether a program rests on an
 * investigation. The pupil page reads programs over HTTP.
 */
export {
  readSharedProgram,
  shareBuckets,
  SHARE_CALLS_PER_CLIENT,
  SHARE_CALLS_PER_PREFIX,
  SHARE_FAILURES_PER_CLIENT,
} from "./share-links.external.js";
export { investigationHasProgram } from "./action-programs.repo.js";
