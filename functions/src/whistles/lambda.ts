import { createLambdaHandler } from "../cloud.js";
import { deliverDueWhistleNotices } from "./whistle-notice-batch.js";
import { whistlesDomain } from "./whistles.domain.js";

/**
 * Cloud entry of the whistles domain: its router alone behind API Gateway, and the hourly EventBridge schedule that
 * delivers the due whistle notices (whistle-notice-batch.ts).
 */
export const handler = createLambdaHandler(whistlesDomain, { scheduled: deliverDueWhistleNotices });
