import type { AuditEvent } from "#shared/audit/audit.schema";
import type { Page } from "#shared/common.schema";
import { decide } from "#shared/policy/foundation.policy";
import { audit, guard } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { schoolScopeFor, scopeOf } from "../schools/index.js";
import { getStudent } from "../students/index.js";
import { listMembers } from "../users/index.js";
import { toAuditEvent } from "./audit.mappers.js";
import { listEventsOfSchool, listEventsOfStudent, type AuditItem } from "./audit.repo.js";

/**
 * The audit trail, read-only (nothing here changes or deletes an event): a school's events newest first, and the
 * per-pupil extract "who looked at this pupil's data". Reading an extract is itself audited.
 */

type PageRequest = { cursor?: string | undefined; limit?: number | undefined };

/**
 * Events about violation reports and whistles tell which pupil a report names and who handled which whistle. An
 * ADMIN, who may read neither (shared/src/violations/violation.policy.ts, shared/src/whistles/whistle.policy.ts),
 * does not see those events in the trail either; they stay stored, and heads and main admins see them.
 */
const CONFIDENTIAL_ENTITY = /^(violation|whistle)/;
const mayReadEvent = (ctx: RequestContext, item: AuditItem) =>
  ctx.actor.role !== "ADMIN" || !CONFIDENTIAL_ENTITY.test(item.entity);

/** Events with the actors' names from the school's staff list (names of people since removed show as null). */
async function withNames(
  ctx: RequestContext,
  schoolId: string,
  page: Page<AuditItem>,
): Promise<Page<AuditEvent>> {
  const names = new Map(
    (await listMembers(ctx.deps.db, schoolId)).map((member) => [member.userId, member.name]),
  );
  const items = page.items.filter((item) => mayReadEvent(ctx, item));
  return { items: items.map((item) => toAuditEvent(item, names)), cursor: page.cursor };
}

/** A school's events, newest first (heads and admins). */
export async function listSchoolAudit(
  ctx: RequestContext,
  input: PageRequest & { schoolId: string },
): Promise<Page<AuditEvent>> {
  const { schoolId } = input;
  await guard(ctx, decide(ctx.actor, "audit.read", await schoolScopeFor(ctx, schoolId)));
  return withNames(ctx, schoolId, await listEventsOfSchool(ctx.deps.db, schoolId, input));
}

/**
 * Who looked at this pupil's data, newest first. A pupil the actor may not see answers 404; the attempt and a
 * refusal are audited like any read of pupil data, and so is the extract that was read.
 */
export async function listStudentAudit(
  ctx: RequestContext,
  input: PageRequest & { studentId: string },
): Promise<Page<AuditEvent>> {
  const { studentId } = input;
  const student = await getStudent(ctx.deps.db, studentId);
  const scope = scopeOf(ctx, student);
  const target = { action: "EXPORT" as const, entity: "audit", entityId: studentId };
  await guard(ctx, decide(ctx.actor, "audit.read", scope), {
    audit: scope === "none" ? target : { ...target, schoolId: student!.schoolId, studentId },
  });
  const page = await listEventsOfStudent(ctx.deps.db, studentId, input);
  const schoolId = student!.schoolId;
  await audit(ctx, { ...target, schoolId, studentId });
  return withNames(ctx, schoolId, page);
}
