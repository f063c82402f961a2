import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { defineDomain } from "../core/domain.js";
import { actionProgramsRouter } from "./action-programs.router.js";
import { shareLinksRouter } from "./share-links.router.js";

/**
 * Every route of the domain is behind requireActor. The share links' routes come before the programs' own: a GET of
 * /action-program/{id}/links would otherwise be taken by /action-program/{schoolId}/{id} with the id "links"
 * (tests/infra/route-order.test.ts refuses that order in every domain).
 */
const router = createRouter()
  .use("/action-program/*", requireActor)
  .use("/action-program", requireActor)
  .use("/action-program-follow-up/*", requireActor)
  .use("/action-program-follow-up", requireActor)
  .use("/action-program-evaluation/*", requireActor)
  .use("/action-program-evaluation", requireActor)
  .use("/action-program-due/*", requireActor)
  .route("/", shareLinksRouter)
  .route("/", actionProgramsRouter);

/** The action programs domain's manifest (core/domain.ts). */
export const actionprogramsDomain = defineDomain({
  name: "actionprograms",
  router,
  // Notices about a decision or a follow-up are mailed to those who have them enabled (a link only).
  capabilities: ["mail"],
});
