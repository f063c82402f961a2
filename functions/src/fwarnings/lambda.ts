import { createLambdaHandler } from "../cloud.js";
import { sesMailerFor } from "../mail/ses-mailer.js";
import { fWarningsDomain } from "./fwarnings.domain.js";

/** Cloud entry of the F and F-warnings domain, with SES for notification mails. */
export const handler = createLambdaHandler(fWarningsDomain, { mailer: sesMailerFor });
