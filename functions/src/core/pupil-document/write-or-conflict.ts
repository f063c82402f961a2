import type { MessageParams, ReasonKey } from "#shared/messages";
import { AppError, conflict } from "../errors.js";
import { audit, type AuditTarget } from "../guard.js";
import type { RequestContext } from "../request-context.js";

/**
 * A lost race on a document, audited: the attempt is recorded on its target as a CONFLICT and the caller gets 409
 * with the reason (changed by another, archived meanwhile...; none: the plain 409 a stale version answers). Answers
 * the error for the caller to throw.
 */
export async function auditedConflict(
  ctx: RequestContext,
  target: AuditTarget,
  reason?: ReasonKey,
  params?: MessageParams,
): Promise<AppError> {
  await audit(ctx, target, "CONFLICT");
  return conflict(reason, params);
}

/**
 * Runs a conditional write; a lost condition (the repo's 409 CONFLICT) is audited on the target and answers 409
 * with the reason. A reason that depends on the document as it is now is read after the audit (`reason` a
 * function; it may throw instead, e.g. 404 for a document deleted meanwhile); `null` answers the plain 409 without a
 * reason, as the repo does. Any other error passes unaudited.
 */
export async function writeOrConflict<T>(
  ctx: RequestContext,
  target: AuditTarget,
  reason: ReasonKey | null | (() => Promise<ReasonKey>),
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!(err instanceof AppError && err.code === "CONFLICT")) throw err;
    await audit(ctx, target, "CONFLICT");
    throw conflict(typeof reason === "function" ? await reason() : (reason ?? undefined));
  }
}
