import type { Page } from "#shared/common.schema";
import {
  isWhistleRecipient,
  whistleDecision,
  whistleListDecision,
  whistleSendDecision,
} from "#shared/whistles/whistle.policy";
import type {
  CreateWhistleInput,
  ListWhistlesQuery,
  UpdateWhistleInput,
  Whistle,
  WhistleReceipt,
  WhistleRecipient,
  WhistleReplyInput,
} from "#shared/whistles/whistle.schema";
import { AppError, badRequest } from "../core/errors.js";
import { swedishToday } from "../core/clock.js";
import { audit, guard, guardLoad } from "../core/guard.js";
import { formatReceipt } from "#shared/receipts";
import { hashSecret } from "../core/ids.js";
import type { RequestContext } from "../core/request-context.js";
import type { Deps } from "../deps.js";
import { getSchool, type SchoolItem } from "../schools/index.js";
import { queueWhistleNotice } from "./whistle-notice-batch.js";
import { recipientIdsFor } from "./whistle-recipients.js";
import {
  MAX_WHISTLE_ENTRIES,
  appendWhistleEntry,
  createWhistleItem,
  getWhistle,
  listWhistlesPage,
  saveWhistleState,
  toWhistle,
  type WhistleItem,
} from "./whistles.repo.js";

/**
 * Whistles as staff handle them (GET /whistle, POST /whistle, POST /whistle/spam/{id}, and the additions PATCH
 * /whistle/{id} and POST /whistle/{id}/reply). Who may do what is shared/src/whistles/whistle.policy.ts: a whistle
 * exists only for its recipients. Every read, list and change is audited; the sending of a whistle is audited as
 * anonymous and dated to the day (the audit trail is readable by heads and admins, who may be its recipients).
 */

/** Today in Sweden as YYYY-MM-DD: the only time a whistle and its follow-up keep. */
export const dayOf = (deps: Deps) => swedishToday(deps.clock);

const target = (whistle: WhistleItem, action: "READ" | "UPDATE") => ({
  action,
  entity: "whistle",
  entityId: whistle.id,
  schoolId: whistle.schoolId,
});

/** Loads a whistle for a recipient: anyone else (or a missing one) gets 404, and the attempt is audited. */
function loadWhistle(ctx: RequestContext, id: string): Promise<WhistleItem> {
  return guardLoad(ctx, {
    load: () => getWhistle(ctx.deps.db, id),
    decide: (whistle) => whistleDecision(ctx.actor, whistle),
    audit: (whistle) => ({
      action: "READ",
      entity: "whistle",
      entityId: id,
      ...(whistle && ctx.actor.schoolIds.includes(whistle.schoolId) ? { schoolId: whistle.schoolId } : {}),
    }),
  });
}

async function loadSchool(ctx: RequestContext, schoolId: string): Promise<SchoolItem> {
  const school = await getSchool(ctx.deps.db, schoolId);
  if (!school) throw new AppError("NOT_FOUND");
  return school;
}

/** A page of the school's current (or archived) whistles addressed to the actor; spam-flagged ones never. */
export async function listWhistles(ctx: RequestContext, input: ListWhistlesQuery): Promise<Page<Whistle>> {
  const school = await loadSchool(ctx, input.schoolId);
  await guard(
    ctx,
    whistleListDecision(ctx.actor, { schoolId: school.id, organizationId: school.organizationId }),
  );
  const page = await listWhistlesPage(
    ctx.deps.db,
    school.id,
    input.archived === "true" ? "ARCHIVED" : "CURRENT",
    input,
  );
  await audit(ctx, { action: "LIST", entity: "whistle", schoolId: school.id });
  return {
    items: page.items.filter((item) => isWhistleRecipient(ctx.actor, item)).map(toWhistle),
    cursor: page.cursor,
  };
}

/** Stores a new whistle for the school; answers its receipt code (only its hash is kept). */
export async function storeWhistle(
  deps: Deps,
  school: SchoolItem,
  input: { message: string; recipient: WhistleRecipient; recipientIds?: { id: string }[] | undefined },
): Promise<{ whistle: WhistleItem; receipt: WhistleReceipt }> {
  const recipientIds = await recipientIdsFor(deps, school.id, input.recipient, input.recipientIds);
  // Stored as the hash of its stored form; the sender is shown it in groups.
  const receipt = deps.ids.receipt();
  const date = dayOf(deps);
  const whistle = await createWhistleItem(deps.db, {
    id: deps.ids.id(),
    schoolId: school.id,
    organizationId: school.organizationId,
    message: input.message,
    recipient: input.recipient,
    recipientIds,
    date,
    receiptHash: hashSecret(receipt),
  });
  await deps.audit.recordAnonymous({
    organizationId: school.organizationId,
    schoolId: school.id,
    action: "CREATE",
    entity: "whistle",
    entityId: whistle.id,
    outcome: "SUCCESS",
  });
  await queueWhistleNotice(deps, whistle.id, "WHISTLE_NEW");
  return { whistle, receipt: { receipt: formatReceipt(receipt), date } };
}

/** A staff member blows the whistle at their school: stored and audited without its author. */
export async function createWhistle(ctx: RequestContext, input: CreateWhistleInput): Promise<WhistleReceipt> {
  const school = await loadSchool(ctx, input.schoolId);
  await guard(
    ctx,
    whistleSendDecision(ctx.actor, { schoolId: school.id, organizationId: school.organizationId }),
  );
  return (await storeWhistle(ctx.deps, school, input)).receipt;
}

/** Archives a whistle or brings it back, on the version read (stale: 409). */
export async function updateWhistle(
  ctx: RequestContext,
  input: UpdateWhistleInput & { id: string },
): Promise<Whistle> {
  const whistle = await loadWhistle(ctx, input.id);
  if (input.version !== whistle.version) throw new AppError("CONFLICT");
  const saved = await saveWhistleState(ctx.deps.db, whistle, {
    archived: input.archived,
    spam: whistle.spam,
  });
  await audit(ctx, target(saved, "UPDATE"));
  return toWhistle(saved);
}

/** Flags a whistle as spam: it leaves every list (the audit trail keeps it); the answer is the updated whistle. */
export async function flagWhistleAsSpam(ctx: RequestContext, input: { id: string }): Promise<Whistle> {
  const whistle = await loadWhistle(ctx, input.id);
  const saved = whistle.spam
    ? whistle
    : await saveWhistleState(ctx.deps.db, whistle, { archived: whistle.archived, spam: true });
  await audit(ctx, target(saved, "UPDATE"));
  return toWhistle(saved);
}

/** A recipient replies; the sender reads it with the receipt. The reply carries no staff name. */
export async function replyToWhistle(
  ctx: RequestContext,
  input: WhistleReplyInput & { id: string },
): Promise<Whistle> {
  const whistle = await loadWhistle(ctx, input.id);
  if (whistle.entries.length >= MAX_WHISTLE_ENTRIES) throw badRequest("whistleThreadFull", ["message"]);
  const saved = await appendWhistleEntry(ctx.deps.db, whistle, {
    by: "STAFF",
    message: input.message,
    date: dayOf(ctx.deps),
  });
  await audit(ctx, target(saved, "UPDATE"));
  return toWhistle(saved);
}
