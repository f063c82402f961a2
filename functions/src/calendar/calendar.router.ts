import { SchoolIdParamSchema } from "#shared/common.schema";
import { CalendarQuerySchema, CalendarSchema } from "#shared/calendar/calendar.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { readCalendar } from "./calendar.service.js";

/** The calendar (/calendar): validate, call calendar.service.ts, respond. */
export const calendarRouter = createRouter()
  .use("/calendar/*", requireActor)

  .get(
    "/calendar/:schoolId",
    describeRoute({
      summary: "A school's calendar",
      description:
        "The events the caller may open from `from` to `to` (YYYY-MM-DD, both included; at most 42 days, a month grid of weeks starting on Sunday), in date order: mappings by deadline, action programs by follow-up date (no decision maker, or the caller is it), and the caller's follow-ups and evaluations due or past. Each links to /actions/mapping?id= or /actions/action-program?id=. Sources the school hides are left out.",
      responses: { 200: CalendarSchema },
      errors: [403, 404],
    }),
    validate("param", SchoolIdParamSchema),
    validate("query", CalendarQuerySchema),
    async (c) => {
      return c.json(await readCalendar(contextOf(c), { ...c.req.valid("query"), ...c.req.valid("param") }));
    },
  );
