import { createLambdaHandler } from "../cloud.js";
import { organizationsDomain } from "./organizations.domain.js";

/** Cloud entry of the organizations domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(organizationsDomain);
