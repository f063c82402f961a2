import { createLambdaHandler } from "../cloud.js";
import { notificationsDomain } from "./notifications.domain.js";

/** Cloud entry of the notifications domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(notificationsDomain);
