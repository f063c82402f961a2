import { createLambdaHandler } from "../cloud.js";
import { sesMailerFor } from "../mail/ses-mailer.js";
import { ticketsRouter } from "./tickets.router.js";

/** Cloud entry of the tickets domain: its router alone behind API Gateway, with SES for notification mails. */
export const handler = createLambdaHandler(ticketsRouter, { mailer: sesMailerFor });
