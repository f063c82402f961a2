import { AuditEventPageSchema, AuditQuerySchema, StudentIdParamSchema } from "#shared/audit/audit.schema";
import { SchoolIdParamSchema } from "#shared/common.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { listSchoolAudit, listStudentAudit } from "./audit.service.js";

/**
 * The audit trail (/audit), read-only: no route can change or delete an event. Validate, call one function of
 * audit.service.ts, respond.
 */
export const auditRouter = createRouter()
  .use("/audit/*", requireActor)

  /** A school's events, newest first. */
  .get(
    "/audit/school/:schoolId",
    describeRoute({
      summary: "A school's audit trail",
      description:
        "Who did what to which pupil data, when, and the outcome; newest first, paginated by cursor (heads and " +
        "admins).",
      responses: { 200: AuditEventPageSchema },
      errors: [403, 404],
    }),
    validate("param", SchoolIdParamSchema),
    validate("query", AuditQuerySchema),
    async (c) => {
      const input = { ...c.req.valid("query"), ...c.req.valid("param") };
      return c.json(await listSchoolAudit(contextOf(c), input));
    },
  )

  /** The per-pupil extract "who looked at this pupil's data"; reading it is itself audited. */
  .get(
    "/audit/student/:studentId",
    describeRoute({
      summary: "Who looked at a pupil's data",
      description:
        "The per-pupil extract, newest first, paginated by cursor (heads and admins); reading it is itself " +
        "audited, and so is a refusal. A pupil one may not see answers 404.",
      responses: { 200: AuditEventPageSchema },
      errors: [403, 404],
    }),
    validate("param", StudentIdParamSchema),
    validate("query", AuditQuerySchema),
    async (c) => {
      const input = { ...c.req.valid("query"), ...c.req.valid("param") };
      return c.json(await listStudentAudit(contextOf(c), input));
    },
  );
