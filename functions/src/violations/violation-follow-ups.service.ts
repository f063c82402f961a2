import {
  type CreateViolationFollowUpInput,
  type UpdateViolationFollowUpInput,
  type ViolationFollowUp,
} from "#shared/violations/violation.schema";
import { badRequest } from "../core/errors.js";
import { audit, refuse } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { auditedConflict } from "../core/pupil-document/write-or-conflict.js";
import { loadViolation, violationTarget, writeOrConflict } from "./violation-guard.js";
import {
  deleteFollowUpRef,
  getFollowUpRef,
  putFollowUpRef,
  updateViolationItem,
  type ViolationItem,
} from "./violations.repo.js";

/**
 * A violation report's follow-ups: written by those who may write on the report, changed and removed only by their
 * author while they still may; a report flagged as junk takes no more (409). Each write is audited.
 */
const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();
const FOLLOW_UP = "violationFollowUp";

const toFollowUp = (report: ViolationItem, id: string): ViolationFollowUp => {
  const followUp = report.followUps.find((candidate) => candidate.id === id)!;
  return { ...followUp, violationId: report.id };
};

/** A report flagged as junk takes no more follow-ups (409). */
async function guardOpen(
  ctx: RequestContext,
  report: ViolationItem,
  target: { action: "CREATE" | "UPDATE" | "DELETE"; entity: string; entityId?: string },
) {
  if (report.list !== "SPAM") return;
  throw await auditedConflict(ctx, violationTarget(ctx.actor, report, target, true), "violationIsJunk");
}

/** A follow-up on a report by someone who may write on it (the response carries violationId). */
export async function createFollowUp(
  ctx: RequestContext,
  input: CreateViolationFollowUpInput,
): Promise<ViolationFollowUp> {
  const target = { action: "CREATE" as const, entity: FOLLOW_UP };
  const { report } = await loadViolation(ctx, input.violationId, "followUp", target);
  await guardOpen(ctx, report, target);
  if (report.followUps.length >= 100) throw badRequest("tooManyFollowUps", ["violationId"]);
  const at = now(ctx);
  const id = ctx.deps.ids.id();
  const followUp = {
    id,
    text: input.text,
    authorId: ctx.actor.userId,
    authorName: ctx.auth.user.name,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  const updated = await writeOrConflict(ctx, report, target, () =>
    updateViolationItem(ctx.deps.db, report, { followUps: [...report.followUps, followUp] }, at),
  );
  await putFollowUpRef(ctx.deps.db, id, report.id);
  await audit(ctx, violationTarget(ctx.actor, updated, { ...target, entityId: id }, true));
  return toFollowUp(updated, id);
}

/** The follow-up and its report; only its author changes it, and only while they may still write on the report. */
async function loadOwnFollowUp(
  ctx: RequestContext,
  id: string,
  target: { action: "UPDATE" | "DELETE"; entity: string; entityId: string },
) {
  const ref = await getFollowUpRef(ctx.deps.db, id);
  if (!ref) return refuse(ctx, "not-found", { audit: { ...target } });
  const { report } = await loadViolation(ctx, ref.violationId, "followUp", target);
  const followUp = report.followUps.find((candidate) => candidate.id === id);
  if (!followUp) return refuse(ctx, "not-found", { audit: violationTarget(ctx.actor, report, target, true) });
  if (followUp.authorId !== ctx.actor.userId) {
    return refuse(ctx, "forbidden", { audit: violationTarget(ctx.actor, report, target, true) });
  }
  await guardOpen(ctx, report, target);
  return { report, followUp };
}

export async function updateFollowUp(
  ctx: RequestContext,
  input: UpdateViolationFollowUpInput & { id: string },
): Promise<ViolationFollowUp> {
  const target = { action: "UPDATE" as const, entity: FOLLOW_UP, entityId: input.id };
  const { report, followUp } = await loadOwnFollowUp(ctx, input.id, target);
  if (followUp.version !== input.version) {
    throw await auditedConflict(
      ctx,
      violationTarget(ctx.actor, report, target, true),
      "violationChangedByOther",
    );
  }
  const at = now(ctx);
  const followUps = report.followUps.map((candidate) =>
    candidate.id === input.id
      ? { ...candidate, text: input.text, updatedAt: at, version: candidate.version + 1 }
      : candidate,
  );
  const updated = await writeOrConflict(ctx, report, target, () =>
    updateViolationItem(ctx.deps.db, report, { followUps }, at),
  );
  await audit(ctx, violationTarget(ctx.actor, updated, target, true));
  return toFollowUp(updated, input.id);
}

export async function deleteFollowUp(ctx: RequestContext, input: { id: string }): Promise<void> {
  const target = { action: "DELETE" as const, entity: FOLLOW_UP, entityId: input.id };
  const { report } = await loadOwnFollowUp(ctx, input.id, target);
  const at = now(ctx);
  const followUps = report.followUps.filter((candidate) => candidate.id !== input.id);
  await writeOrConflict(ctx, report, target, () =>
    updateViolationItem(ctx.deps.db, report, { followUps }, at),
  );
  await deleteFollowUpRef(ctx.deps.db, input.id);
  await audit(ctx, violationTarget(ctx.actor, report, target, true));
}
