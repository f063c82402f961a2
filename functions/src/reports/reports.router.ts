import { AccessibilityFeedbackInputSchema, BugReportInputSchema } from "#shared/reports/report.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { clientAddress } from "../core/client-address.js";
import { rateLimited } from "../core/errors.js";
import { validate } from "../core/validate.js";

/** Per client: a handful of messages an hour is plenty for a person and useless for a flood. */
export const FEEDBACK_PER_CLIENT = { limit: 5, windowSeconds: 60 * 60 };

/**
 * Reports from users to the service's support address (config `supportMailTo`): a bug report from a signed-in
 * user, and accessibility feedback from anyone (DOS-lagen requires a way to report accessibility problems).
 * The mail says who sent it and from which page; it is sent, not stored, and the request log keeps no text.
 */
export const reportsRouter = createRouter()
  .post("/bug-reports", requireActor, validate("json", BugReportInputSchema), async (c) => {
    const deps = c.get("deps");
    const actor = c.get("actor");
    const { user } = c.get("auth");
    const body = c.req.valid("json");
    if (!(await deps.rateLimiter.hit(`bug-report:${actor.userId}`, FEEDBACK_PER_CLIENT)).allowed) {
      throw rateLimited("tooManyMessages");
    }
    await deps.mailer.send({
      to: deps.config.supportMailTo,
      subject: `Felrapport / Bug report (${body.page})`,
      text: [
        `Från / From: ${user.name} <${user.email}> (${actor.role}, user ${actor.userId})`,
        `Sida / Page: ${body.page}`,
        `Request: ${c.get("requestId")}`,
        "",
        body.description,
      ].join("\n"),
    });
    return c.json({ ok: true }, 202);
  })

  .post("/accessibility-feedback", validate("json", AccessibilityFeedbackInputSchema), async (c) => {
    const deps = c.get("deps");
    const body = c.req.valid("json");
    const client = clientAddress(c, deps.config.mode);
    if (!(await deps.rateLimiter.hit(`a11y-feedback:${client}`, FEEDBACK_PER_CLIENT)).allowed) {
      throw rateLimited("tooManyMessages");
    }
    await deps.mailer.send({
      to: deps.config.supportMailTo,
      subject: `Tillgänglighet / Accessibility feedback (${body.page})`,
      text: [
        `Svar till / Reply to: ${body.email ?? "(ingen adress / no address)"}`,
        `Sida / Page: ${body.page}`,
        "",
        body.message,
      ].join("\n"),
    });
    return c.json({ ok: true }, 202);
  });
