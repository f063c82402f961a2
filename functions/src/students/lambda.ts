import { createLambdaHandler } from "../cloud.js";
import { studentsRouter } from "./students.router.js";

/** Cloud entry of the students domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(studentsRouter);
