import { createLambdaHandler } from "../cloud.js";
import { teamsDomain } from "./teams.domain.js";

/** Cloud entry of the teams domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(teamsDomain);
