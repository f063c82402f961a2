import { createLambdaHandler } from "../cloud.js";
import { sesMailerFor } from "../mail/ses-mailer.js";
import { mappingsDomain } from "./mappings.domain.js";

/** Cloud entry of the mappings domain: its router alone behind API Gateway, with SES for notification mails. */
export const handler = createLambdaHandler(mappingsDomain, { mailer: sesMailerFor });
