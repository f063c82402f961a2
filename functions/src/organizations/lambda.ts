import { createLambdaHandler } from "../cloud.js";
import { organizationsRouter } from "./organizations.router.js";

/** Cloud entry of the organizations domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(organizationsRouter);
