import { createLambdaHandler } from "../cloud.js";
import { sesMailerFor } from "../mail/ses-mailer.js";
import { actionprogramsDomain } from "./action-programs.domain.js";

/** Cloud entry of the action programs domain, with SES for notification mails. */
export const handler = createLambdaHandler(actionprogramsDomain, { mailer: sesMailerFor });
