import type { ExternalWhistleInput, WhistleReceipt, WhistleThread } from "#shared/whistles/whistle.schema";
import type { WhistleEntry } from "#shared/whistles/whistle.schema";
import { badRequest } from "../core/errors.js";
import { hashSecret } from "../core/ids.js";
import type { Deps } from "../deps.js";
import type { SchoolItem } from "../schools/index.js";
import { queueWhistleNotice } from "./whistle-notice-batch.js";
import { dayOf, storeWhistle } from "./whistles.service.js";
import {
  MAX_WHISTLE_ENTRIES,
  appendWhistleEntry,
  getWhistleByReceipt,
  type WhistleItem,
} from "./whistles.repo.js";

/**
 * The whistle section of the external page (no account), behind the external domain's gate (its limits, the
 * school by its code, the one answer for every invalid code or receipt). What these keep of the caller is
 * nothing: no account, address, browser or time of day in the whistle or the audit trail (anonymous, dated to
 * the day); /external routes write no log line at all (core/app.ts).
 */

/** Does the school take whistles (it does not hide WHISTLES)? */
export const takesWhistles = (school: SchoolItem) => !school.hiddenParts.includes("WHISTLES");

/** An anonymous whistle to the school; the answer's receipt is shown once and kept only as its hash. */
export async function sendExternalWhistle(
  deps: Deps,
  school: SchoolItem,
  input: Omit<ExternalWhistleInput, "code">,
): Promise<WhistleReceipt> {
  return (await storeWhistle(deps, school, input)).receipt;
}

const threadOf = (whistle: WhistleItem): WhistleThread => ({
  message: whistle.message,
  date: whistle.date,
  archived: whistle.archived,
  entries: whistle.entries as WhistleEntry[],
});

async function auditAnonymous(deps: Deps, whistle: WhistleItem, action: "READ" | "UPDATE") {
  await deps.audit.recordAnonymous({
    organizationId: whistle.organizationId,
    schoolId: whistle.schoolId,
    action,
    entity: "whistle",
    entityId: whistle.id,
    outcome: "SUCCESS",
  });
}

/** The whistle a well-formed receipt opens, or null (the gate answers every invalid receipt alike). */
export const whistleOfReceipt = (deps: Deps, receipt: string): Promise<WhistleItem | null> =>
  getWhistleByReceipt(deps.db, hashSecret(receipt));

/** The sender reads their whistle and the staff's replies (audited anonymously). */
export async function readWhistleThread(deps: Deps, whistle: WhistleItem): Promise<WhistleThread> {
  await auditAnonymous(deps, whistle, "READ");
  return threadOf(whistle);
}

/** The sender adds information; the recipients are told (no text). */
export async function addToWhistleThread(
  deps: Deps,
  whistle: WhistleItem,
  message: string,
): Promise<WhistleThread> {
  if (whistle.entries.length >= MAX_WHISTLE_ENTRIES) throw badRequest("whistleThreadFull", ["message"]);
  const saved = await appendWhistleEntry(deps.db, whistle, { by: "SENDER", message, date: dayOf(deps) });
  await auditAnonymous(deps, saved, "UPDATE");
  await queueWhistleNotice(deps, saved.id, "WHISTLE_ADDITION");
  return threadOf(saved);
}
