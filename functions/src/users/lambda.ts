import { createLambdaHandler } from "../cloud.js";
import { usersRouter } from "./users.router.js";

/** Cloud entry of the users domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(usersRouter);
