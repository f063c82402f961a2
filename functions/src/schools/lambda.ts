import { createLambdaHandler } from "../cloud.js";
import { DOMAIN_HOOKS } from "../domain-hooks.js";
import { schoolsDomain } from "./schools.domain.js";

/**
 * Cloud entry of the schools domain: its router alone behind API Gateway, with every domain's hooks for the leaving
 * cascade (members taken off a school, a school deleted).
 */
export const handler = createLambdaHandler(schoolsDomain, { hooks: DOMAIN_HOOKS });
