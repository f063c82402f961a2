import { createLambdaHandler } from "../cloud.js";
import { auditDomain } from "./audit.domain.js";

/** Cloud entry of the audit domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(auditDomain);
