import { createLambdaHandler } from "../cloud.js";
import { sesMailerFor } from "../mail/ses-mailer.js";
import { reportsRouter } from "./reports.router.js";

/** Cloud entry of the reports domain: its router alone behind API Gateway, with SES for the reports. */
export const handler = createLambdaHandler(reportsRouter, { mailer: sesMailerFor });
