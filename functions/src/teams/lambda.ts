import { createLambdaHandler } from "../cloud.js";
import { teamsRouter } from "./teams.router.js";

/** Cloud entry of the teams domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(teamsRouter);
