import type { DomainHooks } from "../core/domain-hooks.js";
import { mappingCalendarEvents } from "./mapping-calendar.js";
import { removeFromMappings } from "./mapping-removal.js";

/** The mappings domain's extension points (core/domain-hooks.ts). */
export const mappingsHooks: DomainHooks = {
  // A mapping's respondent.
  forgetAtSchool: removeFromMappings,
  calendarEvents: [{ hiddenBy: "MAPPINGS", events: mappingCalendarEvents }],
  notificationKinds: ["MAPPING_REQUESTED", "MAPPING_REMINDER"],
  coldStartRequest: (s) => ({
    routeKey: "GET /api/mappings/{schoolId}",
    path: `/api/mappings/${s.schoolIds.ek}`,
    as: "counselor@demo.test",
    status: 200,
  }),
};
