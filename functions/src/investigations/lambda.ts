import { createLambdaHandler } from "../cloud.js";
import { sesMailerFor } from "../mail/ses-mailer.js";
import { investigationsDomain } from "./investigations.domain.js";

/** Cloud entry of the investigations domain: its router alone behind API Gateway, with the mailer it declared. */
export const handler = createLambdaHandler(investigationsDomain, { mailer: sesMailerFor });
