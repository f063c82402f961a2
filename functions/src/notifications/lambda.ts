import { createLambdaHandler } from "../cloud.js";
import { notificationsRouter } from "./notifications.router.js";

/** Cloud entry of the notifications domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(notificationsRouter);
