import { createLambdaHandler } from "../cloud.js";
import { ticketsRouter } from "./tickets.router.js";

/** Cloud entry of the tickets domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(ticketsRouter);
