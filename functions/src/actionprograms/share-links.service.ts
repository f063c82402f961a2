import {
  SHARE_LINK_DEFAULT_DAYS,
  SHARE_LINKS_PER_PROGRAM_MAX,
  appealDeadlineOf,
  forwardDeadlineOf,
  recipientMayAppeal,
  stockholmDateOf,
  type AppealClock,
  type CreateShareLinksInput,
  type ProgramSharing,
  type RegisterAppealInput,
  type ShareLink,
} from "#shared/actionprograms/share-link.schema";
import { AppError, badRequest } from "../core/errors.js";
import { hashSecret } from "../core/ids.js";
import type { RequestContext } from "../core/request-context.js";
import { auditedConflict } from "../core/pupil-document/write-or-conflict.js";
import { audit, guardProgram, programTarget, ProgramRelations } from "./action-program-access.js";
import { getProgram, type ActionProgramItem } from "./action-programs.repo.js";
import { shareLinkMail } from "./share-link-mail.js";
import {
  createShareLinkItem,
  getAppealClock,
  hasReceipt,
  listShareLinks,
  mayAppealOf,
  registerAppealItem,
  revokeShareLinkItem,
  type AppealClockItem,
  type ShareLinkItem,
} from "./share-links.repo.js";
import { announceProgram } from "./program-notices.js";

/**
 * Sharing a decided program with a guardian or the pupil (a mail with one link each), the program's links, revoking
 * one, and registering an appeal. Staff who may edit the program share it and register appeals (the policy's
 * "edit" operation: write access); those who may read it see its links and appeal clock. Every call is audited.
 */

const LINK_ENTITY = "actionProgramShareLink";
const PROGRAM_ENTITY = "actionProgram";
const DAY_MS = 24 * 60 * 60 * 1000;
const orNull = (value: string) => (value === "" ? null : value);

/** The token page's address for a token (the web route /actions/action-program/{token}). */
export const shareLinkUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/actions/action-program/${encodeURIComponent(token)}`;

export const toShareLink = (item: ShareLinkItem): ShareLink => ({
  id: item.id,
  actionProgramId: item.actionProgramId,
  email: item.email,
  kind: item.kind,
  mayAppeal: mayAppealOf(item),
  createdAt: item.createdAt,
  createdByName: item.createdByName,
  expiresAt: item.expiresAt,
  firstOpenedAt: item.openings[0] ?? null,
  lastOpenedAt: item.openings.at(-1) ?? null,
  openedCount: item.openedCount,
  revokedAt: orNull(item.revokedAt),
});

export function toAppealClock(item: AppealClockItem | null): AppealClock {
  const received = hasReceipt(item) ? item : null;
  const receivedAt = received ? received.receivedAt : null;
  const arrivedOn = item ? orNull(item.appealArrivedOn) : null;
  return {
    receivedAt,
    receivedByKind: received && received.receivedByKind !== "" ? received.receivedByKind : null,
    receivedByEmail: received ? received.receivedByEmail : null,
    appealBy: receivedAt ? appealDeadlineOf(receivedAt) : null,
    appealArrivedOn: arrivedOn,
    appealRegisteredAt: item ? orNull(item.appealRegisteredAt) : null,
    appealRegisteredByName: item ? orNull(item.appealRegisteredByName) : null,
    forwardBy: arrivedOn ? forwardDeadlineOf(arrivedOn) : null,
    version: item?.version ?? 0,
  };
}

async function loadGuarded(
  ctx: RequestContext,
  id: string,
  operation: "read" | "edit",
  action: "LIST" | "CREATE" | "UPDATE",
  entity: string,
): Promise<{
  program: ActionProgramItem;
  relations: ProgramRelations;
  target: ReturnType<typeof programTarget>;
}> {
  const stored = await getProgram(ctx.deps.db, id);
  const relations = new ProgramRelations(ctx.deps.db);
  const target = programTarget(ctx.actor, stored, action, entity, id);
  const { program } = await guardProgram(ctx, stored, relations, operation, target);
  return { program, relations, target };
}

/**
 * POST /action-program/links: one link per recipient on a published program (409 otherwise), each mailed (the mail
 * carries the link only). Answers the new links.
 */
export async function createShareLinks(
  ctx: RequestContext,
  input: CreateShareLinksInput,
): Promise<ShareLink[]> {
  const { deps, actor } = ctx;
  const { program, target } = await loadGuarded(ctx, input.actionProgramId, "edit", "CREATE", LINK_ENTITY);
  if (program.status !== "published") {
    throw await auditedConflict(ctx, target, "shareProgramNotPublished");
  }
  const existing = await listShareLinks(deps.db, program.id);
  if (existing.length + input.recipients.length > SHARE_LINKS_PER_PROGRAM_MAX) {
    throw await auditedConflict(ctx, target, "shareLinksTooMany", { max: SHARE_LINKS_PER_PROGRAM_MAX });
  }
  const now = deps.clock.now();
  const days = input.expiresInDays ?? SHARE_LINK_DEFAULT_DAYS;
  const expiresAt = new Date(now.getTime() + days * DAY_MS).toISOString();
  const created: ShareLink[] = [];
  for (const recipient of input.recipients) {
    const token = deps.ids.secret();
    const item = await createShareLinkItem(deps.db, {
      tokenHash: hashSecret(token),
      id: deps.ids.id(),
      actionProgramId: program.id,
      schoolId: program.schoolId,
      organizationId: program.organizationId,
      email: recipient.email,
      kind: recipient.kind,
      mayAppeal: recipientMayAppeal(recipient),
      expiresAt,
      revokedAt: "",
      revokedById: "",
      openings: [],
      openedCount: 0,
      createdById: actor.userId,
      createdByName: ctx.auth.user.name,
      createdAt: now.toISOString(),
    });
    await audit(ctx, { ...target, entityId: item.id });
    await deps.mailer.send(
      shareLinkMail(
        recipient.email,
        shareLinkUrl(deps.config.publicBaseUrl, token),
        stockholmDateOf(expiresAt),
      ),
    );
    created.push(toShareLink(item));
  }
  return created;
}

/** GET /action-program/{id}/links: the program's links and its appeal clock (read access). */
export async function getProgramSharing(ctx: RequestContext, input: { id: string }): Promise<ProgramSharing> {
  const { program, target } = await loadGuarded(ctx, input.id, "read", "LIST", LINK_ENTITY);
  const links = await listShareLinks(ctx.deps.db, program.id);
  const clock = await getAppealClock(ctx.deps.db, program.id);
  await audit(ctx, target);
  return { actionProgramId: program.id, links: links.map(toShareLink), clock: toAppealClock(clock) };
}

/** DELETE /action-program/{id}/links/{linkId}: the link stops working at once (kept in the list as revoked). */
export async function revokeShareLink(
  ctx: RequestContext,
  input: { id: string; linkId: string },
): Promise<ShareLink> {
  const { program, target } = await loadGuarded(ctx, input.id, "edit", "UPDATE", LINK_ENTITY);
  const link = (await listShareLinks(ctx.deps.db, program.id)).find((item) => item.id === input.linkId);
  const linkTarget = { ...target, entityId: input.linkId };
  if (!link) {
    await audit(ctx, linkTarget, "NOT_FOUND");
    throw new AppError("NOT_FOUND", { reason: { key: "shareLinkNotFound" } });
  }
  if (link.revokedAt !== "") {
    await audit(ctx, linkTarget);
    return toShareLink(link);
  }
  const revoked = await revokeShareLinkItem(
    ctx.deps.db,
    link,
    ctx.deps.clock.now().toISOString(),
    ctx.actor.userId,
  );
  await audit(ctx, linkTarget);
  return toShareLink(revoked);
}

/**
 * POST /action-program/{id}/appeal: records the date an appeal arrived on a decided program (once) and tells the
 * decision maker to forward it to Överklagandenämnden within a week (category ACTION, no pupil text).
 */
export async function registerAppeal(
  ctx: RequestContext,
  input: RegisterAppealInput & { id: string },
): Promise<ProgramSharing> {
  const { deps } = ctx;
  const { program, relations, target } = await loadGuarded(ctx, input.id, "edit", "UPDATE", PROGRAM_ENTITY);
  if (program.status === "draft" || program.decidedAt === "") {
    throw await auditedConflict(ctx, target, "appealProgramNotDecided");
  }
  const today = stockholmDateOf(deps.clock.now());
  if (input.arrivedOn > today) throw badRequest("appealDateInFuture", ["arrivedOn"]);
  if (input.arrivedOn < stockholmDateOf(program.decidedAt)) {
    throw badRequest("appealDateBeforeDecision", ["arrivedOn"]);
  }
  const existing = await getAppealClock(deps.db, program.id);
  if (existing && existing.appealArrivedOn !== "") {
    throw await auditedConflict(ctx, target, "appealAlreadyRegistered");
  }
  let clock: AppealClockItem;
  try {
    clock = await registerAppealItem(deps.db, program.id, existing, {
      appealArrivedOn: input.arrivedOn,
      appealRegisteredAt: deps.clock.now().toISOString(),
      appealRegisteredById: ctx.actor.userId,
      appealRegisteredByName: ctx.auth.user.name,
    });
  } catch (err) {
    if (!(err instanceof AppError && err.code === "CONFLICT")) throw err;
    throw await auditedConflict(ctx, target, "appealChangedByOther");
  }
  await audit(ctx, target);
  await announceProgram(ctx, relations, program, "ACTION_PROGRAM_APPEAL", [program.decisionMakerId]);
  const links = await listShareLinks(deps.db, program.id);
  return { actionProgramId: program.id, links: links.map(toShareLink), clock: toAppealClock(clock) };
}
