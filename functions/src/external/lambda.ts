import { createLambdaHandler } from "../cloud.js";
import { sesMailerFor } from "../mail/ses-mailer.js";
import { externalDomain } from "./external.domain.js";

/** Cloud entry of the external page's domain: its router alone behind API Gateway, with SES for report mails. */
export const handler = createLambdaHandler(externalDomain, { mailer: sesMailerFor });
