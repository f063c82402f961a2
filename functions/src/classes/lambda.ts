import { createLambdaHandler } from "../cloud.js";
import { classesDomain } from "./classes.domain.js";

/** Cloud entry of the classes domain: its router alone behind API Gateway. */
export const handler = createLambdaHandler(classesDomain);
