import { defineDomain } from "../core/domain.js";
import { studentsRouter } from "./students.router.js";

/** The students domain's manifest (core/domain.ts). */
export const studentsDomain = defineDomain({
  name: "students",
  router: studentsRouter,
  capabilities: [],
});
