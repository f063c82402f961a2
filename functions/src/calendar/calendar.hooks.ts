import { monthGrid } from "#shared/calendar/calendar-grid";
import { stockholmDateOf } from "#shared/dates";
import type { DomainHooks } from "../core/domain-hooks.js";

/** This month's grid in Stockholm, as the calendar asks for it. */
const monthQuery = () => {
  const grid = monthGrid(stockholmDateOf(new Date()).slice(0, 7));
  return { from: grid.from, to: grid.to };
};

/** The calendar domain's extension points (core/domain-hooks.ts). */
export const calendarHooks: DomainHooks = {
  // The sidebar's button asks for this month's grid (the modal opens on the same answer).
  coldStartRequest: (s) => ({
    routeKey: "GET /api/calendar/{schoolId}",
    path: `/api/calendar/${s.schoolIds.ek}`,
    query: monthQuery(),
    as: "head@demo.test",
    status: 200,
  }),
};
