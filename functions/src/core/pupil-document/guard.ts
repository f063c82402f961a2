import type { ReasonKey } from "#shared/messages";
import type { Decision } from "#shared/policy/foundation.policy";
import type { AuditAction } from "../audit.js";
import { refuse, type AuditTarget } from "../guard.js";
import type { RequestContext } from "../request-context.js";

/** One operation on a pupil document read by id, as the domain's policy judges it (see `guardPupilDocument`). */
export interface PupilDocumentGuard<T, A extends string> {
  /** The kind of document in the audit trail ("adaptation", "mapping"...). */
  entity: string;
  /** The id asked for. */
  id: string;
  action: AuditAction;
  /** Reads the document; null when it is missing (or not where the route asks for it). */
  load: () => Promise<T | null>;
  /** The actor's access to the document (the domain's policy, relations read as it needs them). */
  accessOf: (doc: T) => A | Promise<A>;
  /** The policy's decision for the operation at that access ("none" answers not-found). */
  decide: (access: A) => Decision;
  /** The audit target that names the document (its school and pupil) for this action. */
  targetOf: (doc: T) => AuditTarget;
  /**
   * The audit target of an attempt on a document that exists but that the actor may not know: by default the
   * attempt stays in the actor's own trail with the id asked for only, without the school or pupil it would reveal.
   */
  unseenTargetOf?: (doc: T) => AuditTarget;
  /** The reason told with a 403, where the domain gives one. */
  forbiddenReason?: (access: A) => ReasonKey | undefined;
}

/**
 * The pupil-document guard: may this staff member do this with this pupil's document? Loads it, asks the domain's
 * policy, and answers the document with the actor's access (never "none"), or refuses, audited: 404 for a document
 * missing or unseen, 403 (with the domain's reason, if any) for too little access.
 */
export async function guardPupilDocument<T, A extends string>(
  ctx: RequestContext,
  spec: PupilDocumentGuard<T, A>,
): Promise<{ doc: T; access: Exclude<A, "none"> }> {
  const doc = await spec.load();
  const access = doc === null ? null : await spec.accessOf(doc);
  const decision = doc === null || access === null ? "not-found" : spec.decide(access);
  if (decision !== "allow") {
    const asked: AuditTarget = { action: spec.action, entity: spec.entity, entityId: spec.id };
    const target =
      doc === null
        ? asked
        : decision === "forbidden"
          ? spec.targetOf(doc)
          : (spec.unseenTargetOf?.(doc) ?? asked);
    await refuse(ctx, decision, {
      audit: target,
      reason: access === null ? undefined : spec.forbiddenReason?.(access),
    });
  }
  return { doc: doc!, access: access as Exclude<A, "none"> };
}
