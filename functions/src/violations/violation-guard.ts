import type { Actor } from "#shared/policy/actor";
import { violationDecision, type ViolationOperation } from "#shared/violations/violation.policy";
import type { ViolationAccess } from "#shared/violations/violation.schema";
import type { AuditAction } from "../core/audit.js";
import {
  auditedConflict,
  writeOrConflict as auditedWrite,
} from "../core/pupil-document/write-or-conflict.js";
import { guard, type AuditTarget } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { ViolationRelations } from "./violation-relations.js";
import { getViolation, type ViolationItem } from "./violations.repo.js";

/** The violation routes' steps on core's guard: load, decide with violation.policy.ts, audit every outcome. */

export interface ViolationAuditTarget {
  action: AuditAction;
  entity: string;
  entityId?: string | undefined;
}

/**
 * The audit target: the school and the pupil are named only for those who may know the report exists at that
 * school; an attempt from elsewhere stays in the actor's own trail.
 */
export function violationTarget(
  actor: Actor,
  report: ViolationItem | null,
  target: ViolationAuditTarget,
  known = false,
): AuditTarget {
  const inSchool =
    report !== null &&
    (known || (actor.organizationId === report.organizationId && actor.schoolIds.includes(report.schoolId)));
  return {
    action: target.action,
    entity: target.entity,
    entityId: target.entityId ?? report?.id,
    schoolId: inSchool ? report.schoolId : undefined,
    studentId: inSchool ? report.victimStudentId || undefined : undefined,
  };
}

/** Guards one operation on a report (null when missing): 404 when the actor may not see it, 403 otherwise. */
export async function guardViolation(
  ctx: RequestContext,
  report: ViolationItem | null,
  relations: ViolationRelations,
  operation: ViolationOperation,
  target: ViolationAuditTarget,
): Promise<{ report: ViolationItem; access: Exclude<ViolationAccess, "none"> }> {
  const access = report ? await relations.accessOf(ctx.actor, report) : "none";
  await guard(ctx, violationDecision(ctx.actor, access, operation), {
    audit: violationTarget(ctx.actor, report, target, access !== "none"),
  });
  return { report: report!, access: access as Exclude<ViolationAccess, "none"> };
}

/** Loads a report by id and guards the operation. */
export async function loadViolation(
  ctx: RequestContext,
  id: string,
  operation: ViolationOperation,
  target: ViolationAuditTarget,
) {
  const relations = new ViolationRelations(ctx.deps.db);
  const loaded = await guardViolation(ctx, await getViolation(ctx.deps.db, id), relations, operation, target);
  return { ...loaded, relations };
}

/** The caller's `version` must be the stored one: a stale one is audited and answers 409. */
export async function assertVersion(
  ctx: RequestContext,
  report: ViolationItem,
  stored: number,
  given: number,
  target: ViolationAuditTarget,
) {
  if (stored === given) return;
  throw await auditedConflict(
    ctx,
    violationTarget(ctx.actor, report, target, true),
    "violationChangedByOther",
  );
}

/** Runs a conditional write; a lost condition is audited and answers 409 (core/pupil-document). */
export const writeOrConflict = <T>(
  ctx: RequestContext,
  report: ViolationItem,
  target: ViolationAuditTarget,
  write: () => Promise<T>,
): Promise<T> =>
  auditedWrite(ctx, violationTarget(ctx.actor, report, target, true), "violationChangedByOther", write);
