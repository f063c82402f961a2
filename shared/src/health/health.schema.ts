import * as z from "zod";

/** GET /health: the API answers (liveness only; no pupil data, no session). */
export const HealthStatusSchema = z.object({ status: z.literal("ok") });
export type HealthStatus = z.infer<typeof HealthStatusSchema>;
