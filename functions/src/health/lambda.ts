import { createLambdaHandler } from "../cloud.js";
import { healthDomain } from "./health.domain.js";

/** Cloud entry of the health domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(healthDomain);
