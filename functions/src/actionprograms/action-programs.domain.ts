import { defineDomain } from "../core/domain.js";
import { actionProgramsRouter } from "./action-programs.router.js";
import { shareLinksRouter } from "./share-links.router.js";

/** The action programs domain's manifest (core/domain.ts). */
export const actionprogramsDomain = defineDomain({
  name: "actionprograms",
  router: actionProgramsRouter.route("/", shareLinksRouter),
  // Notices about a decision or a follow-up are mailed to those who have them enabled (a link only).
  capabilities: ["mail"],
});
