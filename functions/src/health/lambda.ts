import { tablelessDepsFor } from "../deps-tableless.js";
import { createLambdaHandlerWith } from "../lambda-root.js";
import { healthDomain } from "./health.domain.js";

/**
 * Cloud entry of the health domain: its router alone behind API Gateway. Liveness touches no table, so its
 * dependencies leave out the table's code (ElectroDB, the entities) and the session tokens.
 */
export const handler = createLambdaHandlerWith(healthDomain, tablelessDepsFor(healthDomain));
