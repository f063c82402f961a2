import { createLambdaHandler } from "../cloud.js";
import { studentsDomain } from "./students.domain.js";

/** Cloud entry of the students domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(studentsDomain);
