import { createLambdaHandler } from "../cloud.js";
import { sesMailerFor } from "../mail/ses-mailer.js";
import { adaptationsDomain } from "./adaptations.domain.js";

/** Cloud entry of the extra adaptations domain, with SES for notification mails. */
export const handler = createLambdaHandler(adaptationsDomain, { mailer: sesMailerFor });
