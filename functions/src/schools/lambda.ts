import { createLambdaHandler } from "../cloud.js";
import { schoolsDomain } from "./schools.domain.js";

/** Cloud entry of the schools domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(schoolsDomain);
