import { createLambdaHandler } from "../cloud.js";
import { sesMailerFor } from "../mail/ses-mailer.js";
import { usersDomain } from "./users.domain.js";

/** Cloud entry of the users domain: its router alone behind API Gateway, with SES for its mails. */
export const handler = createLambdaHandler(usersDomain, { mailer: sesMailerFor });
