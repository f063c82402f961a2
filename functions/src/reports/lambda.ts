import { createLambdaHandler } from "../cloud.js";
import { sesMailerFor } from "../mail/ses-mailer.js";
import { reportsDomain } from "./reports.domain.js";

/** Cloud entry of the reports domain: its router alone behind API Gateway, with SES for the reports. */
export const handler = createLambdaHandler(reportsDomain, { mailer: sesMailerFor });
