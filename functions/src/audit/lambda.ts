import { createLambdaHandler } from "../cloud.js";
import { auditRouter } from "./audit.router.js";

/** Cloud entry of the audit domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(auditRouter);
