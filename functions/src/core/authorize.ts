import { decide, type FoundationAction, type Scope } from "#shared/policy/foundation.policy";
import type { AuditAction, AuditRecord } from "./audit.js";
import { AppError } from "./errors.js";
import type { RequestContext } from "./request-context.js";

export interface AuditTarget {
  action: AuditAction;
  entity: string;
  entityId?: string | undefined;
  schoolId?: string | undefined;
  studentId?: string | undefined;
}

/** Writes one audit event for this request's actor. */
export async function audit(
  ctx: RequestContext,
  target: AuditTarget,
  outcome: AuditRecord["outcome"] = "SUCCESS",
): Promise<void> {
  await ctx.deps.audit.record({
    actor: ctx.actor,
    requestId: ctx.requestId,
    action: target.action,
    entity: target.entity,
    ...(target.entityId ? { entityId: target.entityId } : {}),
    ...(target.schoolId ? { schoolId: target.schoolId } : {}),
    ...(target.studentId ? { studentId: target.studentId } : {}),
    outcome,
  });
}

/**
 * Applies the policy: a document the actor may not see answers 404, an action the role may not do 403. When the
 * document is pupil data, pass `auditAs`: a refusal is audited too, so attempts show in the trail.
 */
export async function authorize(
  ctx: RequestContext,
  action: FoundationAction,
  scope: Scope,
  auditAs?: AuditTarget,
): Promise<void> {
  const decision = decide(ctx.actor, action, scope);
  if (decision === "allow") return;
  if (auditAs) await audit(ctx, auditAs, decision === "not-found" ? "NOT_FOUND" : "DENIED");
  throw new AppError(decision === "not-found" ? "NOT_FOUND" : "FORBIDDEN");
}
