import { defineDomain } from "../core/domain.js";
import { calendarRouter } from "./calendar.router.js";

/** The calendar domain's manifest (core/domain.ts): it reads its sources' documents and owns none. */
export const calendarDomain = defineDomain({
  name: "calendar",
  router: calendarRouter,
  capabilities: [],
});
