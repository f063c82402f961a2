import type { Page } from "#shared/common.schema";
import type { ReasonKey } from "#shared/messages";
import { schoolScope, type Decision } from "#shared/policy/foundation.policy";
import { audit, guard, refuse, type AuditTarget } from "../guard.js";
import type { RequestContext } from "../request-context.js";

/** One operation on a pupil document read by id, as the domain's policy judges it (see `guardPupilDocument`). */
export interface PupilDocumentGuard<T, A extends string> {
  /**
   * The attempt as asked (the action, the kind of document and the id asked for): the audit target of a refusal
   * when the document is missing, and by default when the actor may not know it exists.
   */
  asked: AuditTarget;
  /** Reads the document; null when it is missing (or not where the route asks for it). */
  load: () => Promise<T | null>;
  /** The actor's access to the document (the domain's policy, relations read as it needs them). */
  accessOf: (doc: T) => A | Promise<A>;
  /** The policy's decision for the operation at that access ("none" answers not-found). */
  decide: (access: A, doc: T) => Decision;
  /** The audit target that names the document (its school and pupil) for this action. */
  targetOf: (doc: T) => AuditTarget;
  /**
   * The audit target of an attempt on a document that exists but that the actor may not know: by default `asked`,
   * so the attempt stays in the actor's own trail without the school or pupil it would reveal.
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
  const decision = doc === null || access === null ? "not-found" : spec.decide(access, doc);
  if (decision !== "allow") {
    const target =
      doc === null
        ? spec.asked
        : decision === "forbidden"
          ? spec.targetOf(doc)
          : (spec.unseenTargetOf?.(doc) ?? spec.asked);
    await refuse(ctx, decision, {
      audit: target,
      reason: access === null ? undefined : spec.forbiddenReason?.(access),
    });
  }
  return { doc: doc!, access: access as Exclude<A, "none"> };
}

/** The audit target that names a pupil document, its school and its pupil. */
export const pupilDocumentTarget = (
  entity: string,
  action: AuditTarget["action"],
  doc: { id: string; schoolId: string; studentId: string },
): AuditTarget => ({ action, entity, entityId: doc.id, schoolId: doc.schoolId, studentId: doc.studentId });

/**
 * Guards a list of a school's pupil documents with the domain's list decision (core's `guard`). A refusal is
 * audited on the list's target; at a school the actor may not know (not-found) without its school or pupil, so the
 * attempt stays in the actor's own trail.
 */
export async function guardPupilDocumentList(
  ctx: RequestContext,
  target: AuditTarget,
  decision: Decision,
): Promise<void> {
  await guard(ctx, decision, {
    audit: decision === "not-found" ? { ...target, schoolId: undefined, studentId: undefined } : target,
  });
}

/** The documents of a page the actor may see, in order, each shown with its access (those at "none" left out). */
export async function visibleDocuments<T, A extends string, V>(
  docs: readonly T[],
  accessOf: (doc: T) => A | Promise<A>,
  show: (doc: T, access: Exclude<A, "none">) => V,
): Promise<V[]> {
  const shown: V[] = [];
  for (const doc of docs) {
    const access = await accessOf(doc);
    if (access !== "none") shown.push(show(doc, access as Exclude<A, "none">));
  }
  return shown;
}

/** A school's list of one kind of pupil document, as the domain reads and judges it (see `listPupilDocuments`). */
export interface PupilDocumentList<T, A extends string, V> {
  /** The list's audit target (LIST, the kind, the school and the pupil asked for). */
  target: AuditTarget;
  /** The domain's list decision for the actor at the school. */
  decision: Decision;
  /** Reads one page (or the one document asked for by id: `pageOfOne`). */
  read: () => Promise<Page<T>>;
  /** The documents of the page the list is about (its school, the pupil asked for...). */
  keep: (doc: T) => boolean;
  /** Reads ahead, in batches, what the access of the kept documents depends on (the relations). */
  prepare: (docs: readonly T[]) => Promise<void>;
  accessOf: (doc: T) => A | Promise<A>;
  show: (doc: T, access: Exclude<A, "none">) => V;
}

/**
 * The standard list of a school's pupil documents: guarded by the list decision (`guardPupilDocumentList`), one
 * page read, each kept document judged by the same policy as a single one (those at "none" left out, so a page can
 * hold fewer rows than `limit` while `cursor` points to more), and the list audited once it is answered.
 */
export async function listPupilDocuments<T, A extends string, V>(
  ctx: RequestContext,
  spec: PupilDocumentList<T, A, V>,
): Promise<Page<V>> {
  await guardPupilDocumentList(ctx, spec.target, spec.decision);
  const found = await spec.read();
  const docs = found.items.filter(spec.keep);
  await spec.prepare(docs);
  const items = await visibleDocuments(docs, spec.accessOf, spec.show);
  await audit(ctx, spec.target);
  return { items, cursor: found.cursor };
}

/** The one document a list asks for by id (a link that opens it), as a page: none when it is missing. */
export const pageOfOne = async <T>(found: Promise<T | null>): Promise<Page<T>> => {
  const doc = await found;
  return { items: doc ? [doc] : [], cursor: null };
};

/**
 * The pupil a new document is about, guarded: 404 when the pupil is missing or at a school the actor may not see
 * (audited without school or pupil), then the domain's create decision (a refusal audited on the pupil's school and
 * pupil). Answers the pupil.
 */
export async function guardNewPupilDocument<
  P extends { id: string; schoolId: string; organizationId: string },
>(ctx: RequestContext, entity: string, pupil: P | null, decide: (pupil: P) => Decision): Promise<P> {
  const target: AuditTarget = { action: "CREATE", entity };
  if (!pupil || schoolScope(ctx.actor, pupil) === "none") return refuse(ctx, "not-found", { audit: target });
  await guard(ctx, decide(pupil), { audit: { ...target, schoolId: pupil.schoolId, studentId: pupil.id } });
  return pupil;
}
