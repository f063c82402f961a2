import { decide } from "#shared/policy/foundation.policy";
import type { EntityItem } from "electrodb";
import { AuditQuerySchema, StudentIdParamSchema, type AuditEvent } from "#shared/audit/audit.schema";
import { SchoolIdParamSchema } from "#shared/common.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import type { AuditEventEntity } from "../core/audit-event.entity.js";
import { audit, guard } from "../core/guard.js";
import { queryPage } from "../core/pagination.js";
import { contextOf, type RequestContext } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { schoolScopeFor, scopeOf } from "../schools/index.js";
import { getStudent } from "../students/index.js";
import { listMembers } from "../users/index.js";
import { coreEntities } from "../core/identity.js";

type AuditItem = EntityItem<AuditEventEntity>;

/** Events with the actors' names from the school's staff list (names of people since removed show as null). */
async function withNames(
  ctx: RequestContext,
  schoolId: string,
  page: { items: AuditItem[]; cursor: string | null },
) {
  const names = new Map(
    (await listMembers(ctx.deps.db, schoolId)).map((member) => [member.userId, member.name]),
  );
  const items: AuditEvent[] = page.items.map((item) => ({
    id: item.id,
    at: item.at,
    actor: { id: item.actorId, name: names.get(item.actorId) ?? null },
    role: item.role,
    action: item.action as AuditEvent["action"],
    entity: item.entity,
    entityId: item.entityId ?? null,
    studentId: item.studentId || null,
    outcome: item.outcome as AuditEvent["outcome"],
    requestId: item.requestId,
  }));
  return { items, cursor: page.cursor };
}

/**
 * The audit trail, read-only (no route can change or delete an event): a school's events newest first, and the
 * per-pupil extract "who looked at this pupil's data". Reading an extract is itself audited.
 */
export const auditRouter = createRouter()
  .use("/audit/*", requireActor)

  .get(
    "/audit/school/:schoolId",
    validate("param", SchoolIdParamSchema),
    validate("query", AuditQuerySchema),
    async (c) => {
      const ctx = contextOf(c);
      const { schoolId } = c.req.valid("param");
      await guard(ctx, decide(ctx.actor, "audit.read", await schoolScopeFor(ctx, schoolId)));
      const query = coreEntities(ctx.deps.db).auditEvent.query.byScope({ scopeId: schoolId });
      const page = await queryPage(
        { go: (options) => query.go({ ...options, order: "desc" }) },
        c.req.valid("query"),
        (item) => item,
      );
      return c.json(await withNames(ctx, schoolId, page));
    },
  )

  .get(
    "/audit/student/:studentId",
    validate("param", StudentIdParamSchema),
    validate("query", AuditQuerySchema),
    async (c) => {
      const ctx = contextOf(c);
      const { db } = ctx.deps;
      const { studentId } = c.req.valid("param");
      const student = await getStudent(db, studentId);
      const scope = scopeOf(ctx, student);
      const target = { action: "EXPORT" as const, entity: "audit", entityId: studentId };
      await guard(ctx, decide(ctx.actor, "audit.read", scope), {
        audit: scope === "none" ? target : { ...target, schoolId: student!.schoolId, studentId },
      });
      const query = coreEntities(db).auditEvent.query.byStudent({ studentId });
      const page = await queryPage(
        { go: (options) => query.go({ ...options, order: "desc" }) },
        c.req.valid("query"),
        (item) => item,
      );
      const schoolId = student!.schoolId;
      await audit(ctx, { ...target, schoolId, studentId });
      return c.json(await withNames(ctx, schoolId, page));
    },
  );
