import { createLambdaHandler } from "../cloud.js";
import { calendarDomain } from "./calendar.domain.js";

/** Cloud entry of the calendar domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(calendarDomain);
