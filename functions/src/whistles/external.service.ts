import type {
  ExternalSchool,
  ExternalWhistleInput,
  ReceiptInput,
  WhistleAdditionInput,
  WhistleReceipt,
  WhistleThread,
} from "#shared/whistles/whistle.schema";
import type { WhistleEntry } from "#shared/whistles/whistle.schema";
import { AppError, badRequest, rateLimited } from "../core/errors.js";
import { hashSecret, SCHOOL_CODE_ALPHABET, SCHOOL_CODE_LENGTH } from "../core/ids.js";
import type { RateRule } from "../core/rate-limit.js";
import type { Deps } from "../deps.js";
import { getSchoolByCode, type SchoolItem } from "../schools/index.js";
import { queueWhistleNotice } from "./whistle-notice-batch.js";
import { chosenStaffOf } from "./whistle-recipients.js";
import { dayOf, storeWhistle } from "./whistles.service.js";
import {
  MAX_WHISTLE_ENTRIES,
  appendWhistleEntry,
  getWhistleByReceipt,
  type WhistleItem,
} from "./whistles.repo.js";

/**
 * The external page's whistle calls (no account). What they keep of the caller is nothing: no account, address,
 * browser or time of day in the whistle, the audit trail (anonymous, dated to the day) or the logs (the request
 * line of an /external route is dated to the day, see core/app.ts). The limits count per client under a keyed,
 * daily pseudonym of the address (`client`), never the address; counters live at most two hours.
 *
 * Every invalid school code (malformed, unknown, a deleted school) gets the one answer 404 "The school does not
 * exist"; every invalid receipt (malformed, forged, unknown) the one answer 404 "The code is invalid".
 */
export interface ExternalContext {
  deps: Deps;
  /** The caller's rate-limit pseudonym (already keyed and dated; see externalClientOf). */
  client: string;
}

/** Wrong codes or receipts one client may send per hour before every external call answers 429. */
export const EXTERNAL_FAILURES_PER_CLIENT: RateRule = { limit: 10, windowSeconds: 3600 };
/** External calls per client per hour (a school's network shares one address: room for a class). */
export const EXTERNAL_CALLS_PER_CLIENT: RateRule = { limit: 300, windowSeconds: 3600 };
/** Whistles per school code per hour: a flood answers 429 instead of filling the staff's list. */
export const WHISTLES_PER_SCHOOL_CODE: RateRule = { limit: 30, windowSeconds: 3600 };

/** The rate-limit bucket of a caller: a keyed hash of the day and the address, never the address itself. */
export function externalClientOf(deps: Deps, address: string): string {
  return deps.pseudonym(`external|${dayOf(deps)}|${address}`).slice(0, 22);
}

export const failuresBucket = (client: string) => `ext-fail:${client}`;
const callsBucket = (client: string) => `ext-call:${client}`;
const schoolBucket = (code: string) => `ext-school:${code}`;

const CODE_PATTERN = new RegExp(`^[${SCHOOL_CODE_ALPHABET}]{${SCHOOL_CODE_LENGTH}}$`);
const schoolUnknown = () => new AppError("NOT_FOUND", { reason: { key: "externalSchoolUnknown" } });
const codeInvalid = () => new AppError("NOT_FOUND", { reason: { key: "externalCodeInvalid" } });

const takesWhistles = (school: SchoolItem) => !school.hiddenParts.includes("WHISTLES");

/** Counts the call and refuses a client that has sent too many calls or wrong codes this hour. */
async function admit(ectx: ExternalContext): Promise<void> {
  const { rateLimiter } = ectx.deps;
  const calls = await rateLimiter.hit(callsBucket(ectx.client), EXTERNAL_CALLS_PER_CLIENT);
  if (!calls.allowed) throw rateLimited("tooManyAttempts");
  const failures = await rateLimiter.count(failuresBucket(ectx.client), EXTERNAL_FAILURES_PER_CLIENT);
  if (failures >= EXTERNAL_FAILURES_PER_CLIENT.limit) throw rateLimited("tooManyAttempts");
}

async function failed(ectx: ExternalContext, error: AppError): Promise<never> {
  await ectx.deps.rateLimiter.hit(failuresBucket(ectx.client), EXTERNAL_FAILURES_PER_CLIENT);
  throw error;
}

/** The school a code names, or the one answer for every invalid code (counted as a failure). */
async function schoolOfCode(ectx: ExternalContext, typed: string): Promise<SchoolItem> {
  const code = typed.trim().toUpperCase();
  const school = CODE_PATTERN.test(code) ? await getSchoolByCode(ectx.deps.db, code) : null;
  return school ?? failed(ectx, schoolUnknown());
}

/** The whistle a receipt opens, or the one answer for every invalid receipt (counted as a failure). */
async function whistleOfReceipt(ectx: ExternalContext, receipt: string): Promise<WhistleItem> {
  const whistle = /^[A-Za-z0-9_-]{43}$/.test(receipt)
    ? await getWhistleByReceipt(ectx.deps.db, hashSecret(receipt))
    : null;
  return whistle ?? failed(ectx, codeInvalid());
}

/** GET /external/school/{code}: the school's name and the staff a whistle may be addressed to. */
export async function lookUpSchool(ectx: ExternalContext, input: { code: string }): Promise<ExternalSchool> {
  await admit(ectx);
  const school = await schoolOfCode(ectx, input.code);
  return {
    name: school.name,
    staff: await chosenStaffOf(ectx.deps, school.id),
    sections: takesWhistles(school) ? ["whistle"] : [],
  };
}

/** POST /external/whistle: an anonymous whistle; the answer's receipt is shown once and kept only as its hash. */
export async function sendWhistle(
  ectx: ExternalContext,
  input: ExternalWhistleInput,
): Promise<WhistleReceipt> {
  await admit(ectx);
  const school = await schoolOfCode(ectx, input.code);
  // A school that hides whistles takes none: the same answer as for no school (not counted as a wrong code).
  if (!takesWhistles(school)) throw schoolUnknown();
  const perSchool = await ectx.deps.rateLimiter.hit(schoolBucket(school.code), WHISTLES_PER_SCHOOL_CODE);
  if (!perSchool.allowed) throw rateLimited("tooManyAttempts");
  return (await storeWhistle(ectx.deps, school, input)).receipt;
}

const threadOf = (whistle: WhistleItem): WhistleThread => ({
  message: whistle.message,
  date: whistle.date,
  archived: whistle.archived,
  entries: whistle.entries as WhistleEntry[],
});

async function auditAnonymous(ectx: ExternalContext, whistle: WhistleItem, action: "READ" | "UPDATE") {
  await ectx.deps.audit.recordAnonymous({
    organizationId: whistle.organizationId,
    schoolId: whistle.schoolId,
    action,
    entity: "whistle",
    entityId: whistle.id,
    outcome: "SUCCESS",
  });
}

/** POST /external/whistle/thread: the sender reads their whistle and the staff's replies with the receipt. */
export async function readThread(ectx: ExternalContext, input: ReceiptInput): Promise<WhistleThread> {
  await admit(ectx);
  const whistle = await whistleOfReceipt(ectx, input.receipt);
  await auditAnonymous(ectx, whistle, "READ");
  return threadOf(whistle);
}

/** POST /external/whistle/addition: the sender adds information; the recipients are told (no text). */
export async function addToThread(
  ectx: ExternalContext,
  input: WhistleAdditionInput,
): Promise<WhistleThread> {
  await admit(ectx);
  const whistle = await whistleOfReceipt(ectx, input.receipt);
  if (whistle.entries.length >= MAX_WHISTLE_ENTRIES) throw badRequest("whistleThreadFull", ["message"]);
  const saved = await appendWhistleEntry(ectx.deps.db, whistle, {
    by: "SENDER",
    message: input.message,
    date: dayOf(ectx.deps),
  });
  await auditAnonymous(ectx, saved, "UPDATE");
  await queueWhistleNotice(ectx.deps, saved.id, "WHISTLE_ADDITION");
  return threadOf(saved);
}
