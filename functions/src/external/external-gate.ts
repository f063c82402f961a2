import { LEGACY_RECEIPT_PATTERN, normalizedReceipt } from "#shared/receipts";
import { AppError, rateLimited } from "../core/errors.js";
import { swedishToday } from "../core/clock.js";
import { SCHOOL_CODE_ALPHABET, SCHOOL_CODE_LENGTH } from "../core/ids.js";
import type { RateRule } from "../core/rate-limit.js";
import type { Deps } from "../deps.js";
import { getSchoolByCode, type SchoolItem } from "../schools/index.js";

/**
 * The gate every external section passes (no account): the per-client limits, the school by its code, and the one
 * answer for every invalid code or receipt. What it keeps of the caller is nothing: the limits count per client
 * under a keyed, daily pseudonym of the address (`client`), never the address; counters live at most two hours.
 *
 * Every invalid school code (malformed, unknown, a deleted school, a school that does not offer the section) gets
 * the one answer 404 "The school does not exist"; every invalid receipt (malformed, forged, unknown) the one answer
 * 404 "The code is invalid". Each wrong code or receipt counts as a failure of the client.
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
/** Submissions (whistles, reports) per school code per hour: a flood answers 429 instead of filling a list. */
export const SUBMISSIONS_PER_SCHOOL_CODE: RateRule = { limit: 30, windowSeconds: 3600 };

/** Today's date in Sweden (YYYY-MM-DD): the only time an external item, its audit or its limits ever name. */
export const dayOf = (deps: Deps) => swedishToday(deps.clock);

/** The rate-limit bucket of a caller: a keyed hash of the day and the address, never the address itself. */
export function externalClientOf(deps: Deps, address: string): string {
  return deps.pseudonym(`external|${dayOf(deps)}|${address}`).slice(0, 22);
}

export const failuresBucket = (client: string) => `ext-fail:${client}`;
export const callsBucket = (client: string) => `ext-call:${client}`;
/** One bucket per section and code: a flood of whistles does not stop reports, nor the other way round. */
export const schoolBucket = (section: string, code: string) => `ext-${section}:${code}`;

const CODE_PATTERN = new RegExp(`^[${SCHOOL_CODE_ALPHABET}]{${SCHOOL_CODE_LENGTH}}$`);
export const schoolUnknown = () => new AppError("NOT_FOUND", { reason: { key: "externalSchoolUnknown" } });
export const codeInvalid = () => new AppError("NOT_FOUND", { reason: { key: "externalCodeInvalid" } });

/** Counts the call and refuses a client that has sent too many calls or wrong codes this hour. */
export async function admit(ectx: ExternalContext): Promise<void> {
  const { rateLimiter } = ectx.deps;
  const calls = await rateLimiter.hit(callsBucket(ectx.client), EXTERNAL_CALLS_PER_CLIENT);
  if (!calls.allowed) throw rateLimited("tooManyAttempts");
  const failures = await rateLimiter.count(failuresBucket(ectx.client), EXTERNAL_FAILURES_PER_CLIENT);
  if (failures >= EXTERNAL_FAILURES_PER_CLIENT.limit) throw rateLimited("tooManyAttempts");
}

/** Counts a wrong code or receipt against the client and throws the given answer. */
export async function failed(ectx: ExternalContext, error: AppError): Promise<never> {
  await ectx.deps.rateLimiter.hit(failuresBucket(ectx.client), EXTERNAL_FAILURES_PER_CLIENT);
  throw error;
}

/** The school a code names, or the one answer for every invalid code (counted as a failure). */
export async function schoolOfCode(ectx: ExternalContext, typed: string): Promise<SchoolItem> {
  const code = typed.trim().toUpperCase();
  const school = CODE_PATTERN.test(code) ? await getSchoolByCode(ectx.deps.db, code) : null;
  return school ?? failed(ectx, schoolUnknown());
}

/** Counts a submission against its school's code and section; a flood answers 429. */
export async function admitSubmission(ectx: ExternalContext, section: string, school: SchoolItem) {
  const perSchool = await ectx.deps.rateLimiter.hit(
    schoolBucket(section, school.code),
    SUBMISSIONS_PER_SCHOOL_CODE,
  );
  if (!perSchool.allowed) throw rateLimited("tooManyAttempts");
}

/** The item a receipt opens (found by `lookUp`), or the one answer for every invalid receipt (a failure). */
export async function ofReceipt<T>(
  ectx: ExternalContext,
  receipt: string,
  lookUp: (receipt: string) => Promise<T | null>,
): Promise<T> {
  // A receipt of today's kind is read leniently (case, spaces, dashes); one issued before (base64url, where case
  // matters) as typed. The two never meet: no receipt of before reads as 52 characters of today's alphabet.
  const normalized = normalizedReceipt(receipt);
  const typed = receipt.trim();
  const found = normalized
    ? await lookUp(normalized)
    : LEGACY_RECEIPT_PATTERN.test(typed)
      ? await lookUp(typed)
      : null;
  return found ?? failed(ectx, codeInvalid());
}
