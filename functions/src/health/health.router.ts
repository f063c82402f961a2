import { HealthStatusSchema, type HealthStatus } from "#shared/health/health.schema";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";

/** Liveness: answers without touching pupil data or needing a session. */
export const healthRouter = createRouter().get(
  "/health",
  describeRoute({
    summary: "Liveness",
    description: "Answers without touching pupil data or needing a session.",
    auth: "public",
    responses: { 200: HealthStatusSchema },
  }),
  (c) => c.json({ status: "ok" } satisfies HealthStatus),
);
