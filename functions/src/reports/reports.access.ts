import { AccessibilityFeedbackInputSchema, BugReportInputSchema } from "#shared/reports/report.schema";
import { defineDomainTests, app, userOf } from "../../../tests/helpers/domain-tests/index.js";
import { FEEDBACK_PER_CLIENT } from "./reports.service.js";

export const reportsTests = defineDomainTests({
  domain: "reports",
  rows: [
    {
      route: "POST /api/bug-reports",
      call: () => ({ path: "/api/bug-reports", body: { description: "Knappen gör inget", page: "/school" } }),
      expect: { anon: 401, default: 202 },
    },
    {
      route: "POST /api/accessibility-feedback",
      call: async () => {
        // Five an hour per client, and every in-process call comes from the same client: start each from zero.
        await app().deps.rateLimiter.clear("a11y-feedback:local", FEEDBACK_PER_CLIENT);
        return { path: "/api/accessibility-feedback", body: { message: "Låg kontrast", page: "/login" } };
      },
      expect: { default: 202 },
    },
  ],
  fuzz: {
    "POST /api/bug-reports": {
      actor: "T",
      body: BugReportInputSchema,
      before: () => app().deps.rateLimiter.clear(`bug-report:${userOf("T")}`, FEEDBACK_PER_CLIENT),
    },
    "POST /api/accessibility-feedback": {
      actor: "anon",
      body: AccessibilityFeedbackInputSchema,
      before: () => app().deps.rateLimiter.clear("a11y-feedback:local", FEEDBACK_PER_CLIENT),
    },
  },
  massAssignment: {
    "POST /api/bug-reports": ["description", "page"],
    "POST /api/accessibility-feedback": ["message", "email", "page"],
  },
});
