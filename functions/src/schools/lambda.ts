import { createLambdaHandler } from "../cloud.js";
import { schoolsRouter } from "./schools.router.js";

/** Cloud entry of the schools domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(schoolsRouter);
