import { monthGrid, addMonths } from "#shared/calendar/calendar-grid";
import { CalendarQuerySchema } from "#shared/calendar/calendar.schema";
import { stockholmDateOf } from "#shared/dates";
import { app, bjork, defineDomainTests, ek } from "../../../tests/helpers/domain-tests/index.js";

/** This month's grid (today in Stockholm on the app's clock), and a month grid a year ahead. */
const thisMonth = () => monthGrid(stockholmDateOf(app().clock.now()).slice(0, 7));
const monthAhead = () => monthGrid(addMonths(stockholmDateOf(app().clock.now()).slice(0, 7), 12));
const range = (grid: { from: string; to: string }) => `from=${grid.from}&to=${grid.to}`;

/**
 * The calendar's one route. Staff of the school read it in any school role (an admin gets only what its sources let
 * it read: nothing); OWNER and SUPERADMIN are refused in their organization (403, the web makes no call), anyone of
 * another school or organization gets 404. Which events each actor sees (the decision maker or not, the responsible
 * person, a person with two roles at two schools) is in calendar.service.int.test.ts.
 */
export const calendarTests = defineDomainTests({
  domain: "calendar",
  rows: [
    {
      route: "GET /api/calendar/:schoolId",
      label: "Ekskolan, this month",
      call: () => ({ path: `/api/calendar/${ek()}?${range(thisMonth())}` }),
      expect: { anon: 401, T2: 404, X: 404, O: 403, S: 403, default: 200 },
    },
    {
      route: "GET /api/calendar/:schoolId",
      label: "Björkskolan: its staff (C, T2, M) only",
      call: () => ({ path: `/api/calendar/${bjork()}?${range(thisMonth())}` }),
      expect: { anon: 401, C: 200, T2: 200, M: 200, O: 403, S: 403, default: 404 },
    },
    {
      route: "GET /api/calendar/:schoolId",
      label: "a range of 43 days: 400 for everyone signed in",
      call: () => ({ path: `/api/calendar/${ek()}?from=2026-11-01&to=2026-12-13` }),
      expect: { anon: 401, default: 400 },
    },
    {
      route: "GET /api/calendar/:schoolId",
      label: "to before from: 400",
      call: () => ({ path: `/api/calendar/${ek()}?from=2026-11-10&to=2026-11-09` }),
      expect: { anon: 401, default: 400 },
    },
    {
      route: "GET /api/calendar/:schoolId",
      label: "the last month a date can name (December 9999): answered like any month",
      call: () => ({ path: `/api/calendar/${ek()}?from=9999-11-28&to=9999-12-31` }),
      expect: { anon: 401, T2: 404, X: 404, O: 403, S: 403, default: 200 },
    },
    {
      route: "GET /api/calendar/:schoolId",
      label: "an unknown school: 404",
      call: () => ({ path: `/api/calendar/${app().deps.ids.id()}?${range(thisMonth())}` }),
      expect: { anon: 401, default: 404 },
    },
  ],
  fuzz: {
    "GET /api/calendar/:schoolId": { actor: "C", query: CalendarQuerySchema },
  },
  calls: [
    {
      route: "GET /api/calendar/:schoolId",
      label:
        "student-health staff, a month with today: session, school, the range's mappings and programs (date indexes), follow-up discipline's waiting programs, open follow-ups and open evaluations (one query of each sparse index); four audit writes",
      actor: "C",
      call: () => ({ path: `/api/calendar/${ek()}?${range(thisMonth())}` }),
      data: 7,
      audit: 4,
    },
    {
      route: "GET /api/calendar/:schoolId",
      label:
        "a teacher, a month with today: as staff, plus the pupils and their classes in one batched read each (mentorship)",
      actor: "T",
      call: () => ({ path: `/api/calendar/${ek()}?${range(thisMonth())}` }),
      data: 9,
      audit: 4,
      includes: ["BatchGetItemCommand"],
    },
    {
      route: "GET /api/calendar/:schoolId",
      label:
        "a month ahead: nothing can be due yet, so only the range's mappings and programs are read (one query of each date index)",
      actor: "C",
      call: () => ({ path: `/api/calendar/${ek()}?${range(monthAhead())}` }),
      data: 4,
      audit: 2,
    },
    {
      route: "GET /api/calendar/:schoolId",
      label: "an admin reads no source: session and school only, nothing audited",
      actor: "A",
      call: () => ({ path: `/api/calendar/${ek()}?${range(thisMonth())}` }),
      data: 2,
      audit: 0,
    },
  ],
});
