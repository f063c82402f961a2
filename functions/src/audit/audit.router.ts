import { AuditQuerySchema, StudentIdParamSchema } from "#shared/audit/audit.schema";
import { SchoolIdParamSchema } from "#shared/common.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
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
    validate("param", StudentIdParamSchema),
    validate("query", AuditQuerySchema),
    async (c) => {
      const input = { ...c.req.valid("query"), ...c.req.valid("param") };
      return c.json(await listStudentAudit(contextOf(c), input));
    },
  );
