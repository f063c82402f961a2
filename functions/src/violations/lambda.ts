import { createLambdaHandler } from "../cloud.js";
import { sesMailerFor } from "../mail/ses-mailer.js";
import { violationsDomain } from "./violations.domain.js";

/** Cloud entry of the violations domain: its router alone behind API Gateway, with SES for notification mails. */
export const handler = createLambdaHandler(violationsDomain, { mailer: sesMailerFor });
