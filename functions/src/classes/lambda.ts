import { createLambdaHandler } from "../cloud.js";
import { classesRouter } from "./classes.router.js";

/** Cloud entry of the classes domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(classesRouter);
