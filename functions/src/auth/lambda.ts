import { createLambdaHandler } from "../cloud.js";
import { sesMailerFor } from "../mail/ses-mailer.js";
import { authRouter } from "./auth.router.js";

/** Cloud entry of the auth domain: its router alone behind API Gateway, with SES for its mails. */
export const handler = createLambdaHandler(authRouter, { mailer: sesMailerFor });
