import {
  ViolationStatisticsQuerySchema,
  ViolationStatisticsSchema,
} from "#shared/violations/violation-statistics";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { violationStatistics } from "./violation-statistics.service.js";

/** GET /violations/statistics: mounted before /violations/{schoolId} so the word is never taken for a school. */
export const violationStatisticsRouter = createRouter()
  .use("/violations/statistics", requireActor)
  .get(
    "/violations/statistics",
    describeRoute({
      summary: "Statistics for active measures",
      description:
        "Reports per type, school and month of a year (Swedish time; junk left out): the owner's every school, or the head's own (`schoolId`). A count below 5 is never sent: `count` is null ('fewer than 5'), zero included; no totals.",
      responses: { 200: ViolationStatisticsSchema },
      errors: [403, 404],
    }),
    validate("query", ViolationStatisticsQuerySchema),
    async (c) => c.json(await violationStatistics(contextOf(c), c.req.valid("query"))),
  );
