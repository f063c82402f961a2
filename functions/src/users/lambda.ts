import { createLambdaHandler } from "../cloud.js";
import { sesMailerFor } from "../mail/ses-mailer.js";
import { usersRouter } from "./users.router.js";

/** Cloud entry of the users domain: its router alone behind API Gateway, with SES for its mails. */
export const handler = createLambdaHandler(usersRouter, { mailer: sesMailerFor });
