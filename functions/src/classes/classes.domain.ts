import { defineDomain } from "../core/domain.js";
import { classesRouter } from "./classes.router.js";

/** The classes domain's manifest (core/domain.ts). */
export const classesDomain = defineDomain({
  name: "classes",
  router: classesRouter,
  capabilities: [],
});
