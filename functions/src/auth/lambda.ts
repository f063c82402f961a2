import { createLambdaHandler } from "../cloud.js";
import { sesMailerFor } from "../mail/ses-mailer.js";
import { authDomain } from "./auth.domain.js";

/** Cloud entry of the auth domain: its router alone behind API Gateway, with SES for its mails. */
export const handler = createLambdaHandler(authDomain, { mailer: sesMailerFor });
