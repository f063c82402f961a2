import { createLambdaHandler } from "../cloud.js";
import { authRouter } from "./auth.router.js";

/** Cloud entry of the auth domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(authRouter);
