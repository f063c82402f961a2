/** What other domains may ask of auth: sessions, one-time links, the current-password check. */
export {
  checkCurrentPassword,
  endSessions,
  INVITATION_LIFETIME_SECONDS,
  issueOneTimeToken,
} from "./auth.service.js";
