import { createLambdaHandler } from "../cloud.js";
import { DOMAIN_HOOKS } from "../domain-hooks.js";
import { calendarDomain } from "./calendar.domain.js";

/** Cloud entry of the calendar domain: its router alone behind API Gateway, with every domain's hooks (its sources). */
export const handler = createLambdaHandler(calendarDomain, { hooks: DOMAIN_HOOKS });
