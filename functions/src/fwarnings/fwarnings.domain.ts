import { defineDomain } from "../core/domain.js";
import { fWarningsRouter } from "./fwarnings.router.js";

/** The F and F-warnings domain's manifest (core/domain.ts). */
export const fWarningsDomain = defineDomain({
  name: "fwarnings",
  router: fWarningsRouter,
  // A new F-warning is mailed to the pupil's mentors who have notifications on (a link only).
  capabilities: ["mail"],
});
