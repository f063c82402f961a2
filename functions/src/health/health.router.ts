import { createRouter } from "../core/app.js";

/** Liveness: answers without touching pupil data or needing a session. */
export const healthRouter = createRouter().get("/health", (c) => c.json({ status: "ok" }));
