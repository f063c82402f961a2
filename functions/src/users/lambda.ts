import { createLambdaHandler } from "../cloud.js";
import { DOMAIN_HOOKS } from "../domain-hooks.js";
import { sesMailerFor } from "../mail/ses-mailer.js";
import { usersDomain } from "./users.domain.js";

/**
 * Cloud entry of the users domain: its router alone behind API Gateway, with SES for its mails and every domain's
 * hooks for the leaving cascade (an account deleted, roles changed).
 */
export const handler = createLambdaHandler(usersDomain, { mailer: sesMailerFor, hooks: DOMAIN_HOOKS });
