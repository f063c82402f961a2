import type { ReasonKey } from "#shared/messages";
import type { Decision } from "#shared/policy/foundation.policy";
import type { AuditAction, AuditOutcome } from "./audit.js";
import { AppError, forbidden } from "./errors.js";
import type { RequestContext } from "./request-context.js";

/**
 * The one way every domain guards a document and records it in the audit trail:
 *
 * 1. load the document (or know it is missing),
 * 2. decide with the shared policy (`decide` in foundation.policy.ts, `ticketDecision` in ticket.policy.ts, ...):
 *    "allow", "not-found" (the actor may not know it exists: 404, exactly like a missing one) or "forbidden" (403),
 * 3. `guard` applies the decision; for pupil data the refusal is audited (NOT_FOUND or DENIED),
 * 4. after the work, `audit` records the success (or a lost write as CONFLICT) with the same target.
 *
 * `guardLoad` does 1-3 in one call for a document read by id.
 */

/** What one audit event names: the action, the kind of document and its id, and where (school, pupil). */
export interface AuditTarget {
  action: AuditAction;
  /** The kind of document, e.g. "student", "ticket". */
  entity: string;
  entityId?: string | undefined;
  /** Left out where the actor may not know the document's school (the attempt stays in the actor's own trail). */
  schoolId?: string | undefined;
  studentId?: string | undefined;
}

/** How a refusal is answered beyond its status. */
export interface Refusal {
  /** Pupil data: the refusal is recorded with this target (NOT_FOUND for a 404, DENIED for a 403). */
  audit?: AuditTarget | undefined;
  /** The reason told with a 403, where the policy gives one (a 404 never says more than not found). */
  reason?: ReasonKey | undefined;
}

/** Writes one audit event for this request's actor: a success unless told otherwise. No document text goes in. */
export async function audit(
  ctx: RequestContext,
  target: AuditTarget,
  outcome: AuditOutcome = "SUCCESS",
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

/** Answers a refusal: audited when it concerns pupil data, then 404 NOT_FOUND or 403 FORBIDDEN. */
export async function refuse(
  ctx: RequestContext,
  decision: Exclude<Decision, "allow">,
  refusal: Refusal = {},
): Promise<never> {
  const notFound = decision === "not-found";
  if (refusal.audit) await audit(ctx, refusal.audit, notFound ? "NOT_FOUND" : "DENIED");
  if (notFound) throw new AppError("NOT_FOUND");
  throw forbidden(refusal.reason);
}

/** Applies a policy decision: "allow" goes on, a refusal is answered by `refuse`. */
export async function guard(ctx: RequestContext, decision: Decision, refusal: Refusal = {}): Promise<void> {
  if (decision !== "allow") await refuse(ctx, decision, refusal);
}

/** A document read by id and judged by the policy (see `guardLoad`). */
export interface GuardedLoad<T> {
  /** Reads the document; null when it does not exist (which answers 404). */
  load: () => Promise<T | null>;
  /** The policy's decision for the document that exists. */
  decide: (doc: T) => Decision | Promise<Decision>;
  /** Pupil data: the refusal's audit target, given the document (null when missing) and the decision. */
  audit?: (doc: T | null, decision: Exclude<Decision, "allow">) => AuditTarget;
}

/** Load, decide, guard: answers the document the actor may act on, or refuses as `guard` does. */
export async function guardLoad<T>(ctx: RequestContext, spec: GuardedLoad<T>): Promise<T> {
  const doc = await spec.load();
  const decision = doc === null ? "not-found" : await spec.decide(doc);
  if (decision !== "allow") {
    await refuse(ctx, decision, spec.audit ? { audit: spec.audit(doc, decision) } : {});
  }
  return doc!;
}
