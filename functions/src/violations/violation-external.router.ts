import { IdParamSchema } from "#shared/common.schema";
import { ViolationExternalReplyInputSchema } from "#shared/violations/violation-external.schema";
import { ViolationSchema } from "#shared/violations/violation.schema";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { replyToExternalSender } from "./violation-external.service.js";

/**
 * Staff's side of the follow-up with a report's external sender (mounted on the violations router, whose
 * /violations/* sign-in check covers it). The sender's side is the external domain's /external/report.
 */
export const violationExternalRouter = createRouter().post(
  "/violations/:id/external-reply",
  describeRoute({
    summary: "Reply to the sender of an externally sent report",
    description:
      "Addition to the spec: by those who manage the report (the principal's level, student health). The sender " +
      "reads the reply with their receipt code; no staff name is shown to them. A report made by staff answers 400.",
    responses: { 200: ViolationSchema },
    errors: [400, 403, 404, 409],
  }),
  validate("param", IdParamSchema),
  validate("json", ViolationExternalReplyInputSchema),
  async (c) =>
    c.json(await replyToExternalSender(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") })),
);
