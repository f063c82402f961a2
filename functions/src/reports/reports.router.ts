import { OkResponseSchema } from "#shared/common.schema";
import { AccessibilityFeedbackInputSchema, BugReportInputSchema } from "#shared/reports/report.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { clientAddress } from "../core/client-address.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { externalIdempotency } from "../external/index.js";
import { sendAccessibilityFeedback, sendBugReport } from "./reports.service.js";

/**
 * Reports to the support address: a bug report (signed in) and accessibility feedback (anyone). Validate, call one
 * function of reports.service.ts, respond 202: the mail is sent, nothing is stored.
 */
export const reportsRouter = createRouter()
  .post(
    "/bug-reports",
    describeRoute({
      summary: "Report a bug",
      description:
        "Mailed to support with who sent it, the page and the request id; nothing is stored. A handful an hour " +
        "per person (else 429).",
      responses: { 202: OkResponseSchema },
      errors: [429],
    }),
    requireActor,
    validate("json", BugReportInputSchema),
    async (c) => {
      await sendBugReport(contextOf(c), c.req.valid("json"));
      return c.json({ ok: true }, 202);
    },
  )

  // Public, so there is no session to scope a key to: the external page's Idempotency-Key (scoped by the key alone,
  // nothing about the sender kept), and a retry after a lost answer mails support once.
  .use("/accessibility-feedback", externalIdempotency())

  .post(
    "/accessibility-feedback",
    describeRoute({
      summary: "Report an accessibility problem",
      description:
        "Anyone, signed in or not (the accessibility statement page); mailed to support, nothing is stored. " +
        "`email` is where an answer may go. A handful an hour per client address (else 429). With an " +
        "`Idempotency-Key`, the same feedback sent again is mailed once and the first answer replayed.",
      auth: "public",
      responses: { 202: OkResponseSchema },
      errors: [409, 429],
    }),
    validate("json", AccessibilityFeedbackInputSchema),
    async (c) => {
      const deps = c.get("deps");
      const input = { ...c.req.valid("json"), client: clientAddress(c, deps.config.mode) };
      await sendAccessibilityFeedback({ deps }, input);
      return c.json({ ok: true }, 202);
    },
  );
