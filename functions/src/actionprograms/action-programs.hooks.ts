import type { DomainHooks } from "../core/domain-hooks.js";
import { programCalendarEvents } from "./program-calendar.js";
import { releaseProgramDecisionsOf, removeFromPrograms } from "./program-removal.js";

/** The action programs domain's extension points (core/domain-hooks.ts). */
export const actionprogramsHooks: DomainHooks = {
  // An action program's named person or decision maker.
  forgetAtSchool: removeFromPrograms,
  // They stop being the decision maker of the school's programs.
  releaseStudentHealthDuties: releaseProgramDecisionsOf,
  calendarEvents: [{ hiddenBy: "ACTIONPROGRAMS", events: programCalendarEvents }],
  notificationKinds: [
    "ACTION_PROGRAM_DECISION_MAKER",
    "ACTION_PROGRAM_DECIDED",
    "ACTION_PROGRAM_FOLLOW_UP",
    "ACTION_PROGRAM_APPEAL",
  ],
  coldStartRequest: (s) => ({
    routeKey: "GET /api/action-program/{schoolId}",
    path: `/api/action-program/${s.schoolIds.ek}`,
    as: "counselor@demo.test",
    status: 200,
  }),
};
