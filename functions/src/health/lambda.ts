import { createLambdaHandler } from "../cloud.js";
import { healthRouter } from "./health.router.js";

/** Cloud entry of the health domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(healthRouter);
