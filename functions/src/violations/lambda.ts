import { createLambdaHandler } from "../cloud.js";
import { violationsDomain } from "./violations.domain.js";

/** Cloud entry of the violations domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(violationsDomain);
