import { defineDomain } from "../core/domain.js";
import { schoolsRouter } from "./schools.router.js";

/** The schools domain's manifest (core/domain.ts). */
export const schoolsDomain = defineDomain({
  name: "schools",
  router: schoolsRouter,
  capabilities: [],
});
