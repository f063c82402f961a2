import { createLambdaHandler } from "../cloud.js";
import { whistlesDomain } from "./whistles.domain.js";

/** Cloud entry of the whistles domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(whistlesDomain);
