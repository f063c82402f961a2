import {
  firstNameOf,
  SHARE_TOKEN_PATTERN,
  type SharedProgram,
} from "#shared/actionprograms/share-link.schema";
import { getClass } from "../classes/index.js";
import { AppError, rateLimited } from "../core/errors.js";
import { hashSecret } from "../core/ids.js";
import type { RateRule } from "../core/rate-limit.js";
import type { Deps } from "../deps.js";
import { getSchool } from "../schools/index.js";
import { getStudent } from "../students/index.js";
import { getProgram, type ActionProgramItem } from "./action-programs.repo.js";
import { getShareLinkByHash, mayAppealOf, recordOpening, recordReceipt } from "./share-links.repo.js";

/**
 * The token page's read (no account): GET /external/action-program/{token} answers the one program the link was
 * made for, as decided, and nothing else. Every invalid token (malformed, unknown, expired, revoked, a program gone
 * or not decided) gets the one answer 404 "The link is invalid or has expired", counted as the client's failure.
 *
 * Limits: per client (a keyed, daily pseudonym of the address, never the address) every call and every failure,
 * and per token prefix (the first PREFIX_LENGTH characters) every call, so neither one client nor many clients
 * aiming at one token can try tokens fast. Each opening is logged with its time in the link (never an address or
 * browser) and in the audit trail (anonymous, dated to the day like every external call); the first opening by a
 * recipient who may appeal (a guardian, or a pupil the sharer said is 16 or older) is the receipt that starts the
 * appeal clock. A pupil under 16 may not appeal, so that pupil's openings are logged but start no clock.
 */

export interface ShareReadContext {
  deps: Deps;
  /** The caller's rate-limit pseudonym: the external page's (keyed and dated, never the address). */
  client: string;
}

/** Wrong tokens one client may send per hour before every token read answers 429. */
export const SHARE_FAILURES_PER_CLIENT: RateRule = { limit: 10, windowSeconds: 3600 };
/** Token reads per client per hour (a school's or a home's network shares an address). */
export const SHARE_CALLS_PER_CLIENT: RateRule = { limit: 120, windowSeconds: 3600 };
/** Reads per token prefix per hour: far more than one recipient opens their link. */
export const SHARE_CALLS_PER_PREFIX: RateRule = { limit: 30, windowSeconds: 3600 };
export const PREFIX_LENGTH = 6;

/**
 * The rate-limit buckets of a call. A malformed token's first characters count like a real one's; the prefix is
 * kept only as a keyed pseudonym, so the rate-limit table holds no part of a real token.
 */
export const shareBuckets = (client: string, token: string, pseudonym: (text: string) => string) => ({
  calls: `ext-apshare-call:${client}`,
  failures: `ext-apshare-fail:${client}`,
  prefix: `ext-apshare-prefix:${pseudonym(`apshare-prefix|${token.slice(0, PREFIX_LENGTH)}`).slice(0, 22)}`,
});

const linkInvalid = () => new AppError("NOT_FOUND", { reason: { key: "shareLinkInvalid" } });

async function admit(sctx: ShareReadContext, token: string): Promise<void> {
  const { rateLimiter } = sctx.deps;
  const buckets = shareBuckets(sctx.client, token, sctx.deps.pseudonym);
  const calls = await rateLimiter.hit(buckets.calls, SHARE_CALLS_PER_CLIENT);
  if (!calls.allowed) throw rateLimited("tooManyAttempts");
  const failures = await rateLimiter.count(buckets.failures, SHARE_FAILURES_PER_CLIENT);
  if (failures >= SHARE_FAILURES_PER_CLIENT.limit) throw rateLimited("tooManyAttempts");
  const prefix = await rateLimiter.hit(buckets.prefix, SHARE_CALLS_PER_PREFIX);
  if (!prefix.allowed) throw rateLimited("tooManyAttempts");
}

async function failed(sctx: ShareReadContext, token: string): Promise<never> {
  await sctx.deps.rateLimiter.hit(
    shareBuckets(sctx.client, token, sctx.deps.pseudonym).failures,
    SHARE_FAILURES_PER_CLIENT,
  );
  throw linkInvalid();
}

const orNull = (value: string) => (value === "" ? null : value);

function toSharedProgram(
  program: ActionProgramItem,
  names: { school: string; pupilFirstName: string; className: string | null },
  expiresAt: string,
): SharedProgram {
  return {
    schoolName: names.school,
    pupilFirstName: names.pupilFirstName,
    className: names.className,
    status: program.status === "archived" ? "archived" : "published",
    specialNeeds: program.specialNeeds,
    actions: program.actions,
    followUpDate: orNull(program.followUpDate),
    evaluationDate: orNull(program.evaluationDate),
    studentInformedOn: orNull(program.studentInformedOn),
    guardiansInformedOn: orNull(program.guardiansInformedOn),
    place: program.place,
    attendees: program.attendees,
    studentInvolved: program.studentInvolved,
    guardianInvolved: program.guardianInvolved,
    links: program.links,
    decidedByName: program.decidedByName,
    decidedAt: program.decidedAt,
    expiresAt,
  };
}

/** GET /external/action-program/{token}: the decided program of a valid link, or the one 404. */
export async function readSharedProgram(
  sctx: ShareReadContext,
  input: { token: string },
): Promise<SharedProgram> {
  const { deps } = sctx;
  const token = input.token;
  await admit(sctx, token);
  if (!SHARE_TOKEN_PATTERN.test(token)) return failed(sctx, token);
  const link = await getShareLinkByHash(deps.db, hashSecret(token));
  const now = deps.clock.now().toISOString();
  if (!link || link.revokedAt !== "" || link.expiresAt <= now) return failed(sctx, token);
  const program = await getProgram(deps.db, link.actionProgramId);
  // A decided program only (a program is shared once published; published and archived are the decided text).
  if (!program || program.status === "draft" || program.decidedAt === "") return failed(sctx, token);
  const [school, pupil] = await Promise.all([
    getSchool(deps.db, program.schoolId),
    getStudent(deps.db, program.studentId),
  ]);
  if (!school || !pupil) return failed(sctx, token);
  // Which child it concerns: the first name and the class only (the page is opened without an account).
  const schoolClass = pupil.classId ? await getClass(deps.db, pupil.classId) : null;

  // A link opened before has already met the receipt (its own first opening, or an earlier one of another link).
  // The receipt is written before the opening, so an opening that failed halfway leaves the receipt to the next.
  // Only a recipient who may appeal receives the decision in the appeal's sense.
  if (link.openedCount === 0 && mayAppealOf(link)) {
    await recordReceipt(deps.db, program.id, {
      receivedAt: now,
      receivedByKind: link.kind,
      receivedByEmail: link.email,
      receivedLinkId: link.id,
    });
  }
  await recordOpening(deps.db, link, now);
  await deps.audit.recordAnonymous({
    organizationId: program.organizationId,
    schoolId: program.schoolId,
    action: "READ",
    entity: "actionProgramShareLink",
    entityId: link.id,
    outcome: "SUCCESS",
  });
  const names = {
    school: school.name,
    pupilFirstName: firstNameOf(pupil.name),
    className: schoolClass?.name ?? null,
  };
  return toSharedProgram(program, names, link.expiresAt);
}
