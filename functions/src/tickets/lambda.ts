import { createLambdaHandler } from "../cloud.js";
import { sesMailerFor } from "../mail/ses-mailer.js";
import { ticketsDomain } from "./tickets.domain.js";

/** Cloud entry of the tickets domain: its router alone behind API Gateway, with SES for notification mails. */
export const handler = createLambdaHandler(ticketsDomain, { mailer: sesMailerFor });
