import type { AccessibilityFeedbackInput, BugReportInput } from "#shared/reports/report.schema";
import { rateLimited } from "../core/errors.js";
import type { RequestContext } from "../core/request-context.js";

/**
 * Reports from users to the service's support address (config `supportMailTo`): a bug report from a signed-in
 * user, and accessibility feedback from anyone (DOS-lagen requires a way to report accessibility problems).
 * The mail says who sent it and from which page; it is sent, not stored, and the request log keeps no text.
 */

/** Per client: a handful of messages an hour is plenty for a person and useless for a flood. */
export const FEEDBACK_PER_CLIENT = { limit: 5, windowSeconds: 60 * 60 };

/** A bug report from the signed-in user, mailed to support with who sent it and the request id. */
export async function sendBugReport(ctx: RequestContext, input: BugReportInput): Promise<void> {
  const { actor, auth, deps } = ctx;
  if (!(await deps.rateLimiter.hit(`bug-report:${actor.userId}`, FEEDBACK_PER_CLIENT)).allowed) {
    throw rateLimited("tooManyMessages");
  }
  await deps.mailer.send({
    to: deps.config.supportMailTo,
    subject: `Felrapport / Bug report (${input.page})`,
    text: [
      `Från / From: ${auth.user.name} <${auth.user.email}> (${actor.role}, user ${actor.userId})`,
      `Sida / Page: ${input.page}`,
      `Request: ${ctx.requestId}`,
      "",
      input.description,
    ].join("\n"),
  });
}

/**
 * Accessibility feedback from anyone, signed in or not: the request has no actor, so this takes only the
 * dependencies, and the client's address (for the rate limit) comes with the input.
 */
export async function sendAccessibilityFeedback(
  ctx: Pick<RequestContext, "deps">,
  input: AccessibilityFeedbackInput & { client: string },
): Promise<void> {
  const { deps } = ctx;
  if (!(await deps.rateLimiter.hit(`a11y-feedback:${input.client}`, FEEDBACK_PER_CLIENT)).allowed) {
    throw rateLimited("tooManyMessages");
  }
  await deps.mailer.send({
    to: deps.config.supportMailTo,
    subject: `Tillgänglighet / Accessibility feedback (${input.page})`,
    text: [
      `Svar till / Reply to: ${input.email ?? "(ingen adress / no address)"}`,
      `Sida / Page: ${input.page}`,
      "",
      input.message,
    ].join("\n"),
  });
}
