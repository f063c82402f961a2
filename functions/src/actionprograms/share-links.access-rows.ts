import {
  CreateShareLinksInputSchema,
  RegisterAppealInputSchema,
  ShareLinkParamSchema,
  ShareTokenParamSchema,
  stockholmDateOf,
} from "#shared/actionprograms/share-link.schema";
import {
  app,
  userOf,
  type CallBudget,
  type Expect,
  type FuzzRoutes,
  type MassAssignment,
  type MatrixRow,
} from "../../../tests/helpers/domain-tests/index.js";
import { hashSecret } from "../core/ids.js";
import { program } from "./action-programs.access.js";
import {
  SHARE_CALLS_PER_CLIENT,
  SHARE_CALLS_PER_PREFIX,
  SHARE_FAILURES_PER_CLIENT,
  shareBuckets,
  shareClientOf,
} from "./share-links.external.js";

/**
 * The share-link routes' part of the action programs' access plug-in (action-programs.access.ts spreads these in):
 * the staff routes on a published STANDARD program by C (T reads it as the pupil's mentor), and the token page's
 * read with a valid, unknown, malformed, expired and revoked token.
 */

/** A link of the given program stored directly; answers its id and token. */
export async function shareLink(
  programId: string,
  options: { expiresInMs?: number; revoked?: boolean } = {},
): Promise<{ id: string; token: string }> {
  const t = app();
  const token = t.deps.ids.secret();
  const id = t.deps.ids.id();
  const now = t.clock.now();
  await t.db.actionProgramShareLink
    .create({
      tokenHash: hashSecret(token),
      id,
      actionProgramId: programId,
      schoolId: t.seeded.schoolIds.ek!,
      organizationId: t.seeded.organizationIds.demo!,
      email: "vardnadshavare@example.se",
      kind: "GUARDIAN",
      expiresAt: new Date(now.getTime() + (options.expiresInMs ?? 30 * 24 * 3600 * 1000)).toISOString(),
      revokedAt: options.revoked ? now.toISOString() : "",
      revokedById: options.revoked ? userOf("C") : "",
      openings: [],
      openedCount: 0,
      createdById: userOf("C"),
      createdByName: "Cecilia Kurator",
      createdAt: now.toISOString(),
    })
    .go();
  return { id, token };
}

let lastToken = "";
/** The test app's requests come from "local": its counters and the last token's prefix, cleared before each call. */
async function clearShareCounters(): Promise<void> {
  const deps = app().deps;
  const buckets = shareBuckets(shareClientOf(deps, "local"), lastToken);
  await deps.rateLimiter.clear(buckets.calls, SHARE_CALLS_PER_CLIENT);
  await deps.rateLimiter.clear(buckets.failures, SHARE_FAILURES_PER_CLIENT);
  await deps.rateLimiter.clear(buckets.prefix, SHARE_CALLS_PER_PREFIX);
}

async function tokenCall(token: string) {
  lastToken = token;
  await clearShareCounters();
  return { path: `/api/external/action-program/${token}` };
}

const published = () => program({ status: "published" });
/** A change on the program (write): T reads it as the mentor (403), student-health staff of Ekskolan, others 404. */
const WRITE = (ok: number): Expect => ({ anon: 401, T: 403, C: ok, H: ok, M: ok, default: 404 });

export const shareLinkRows: MatrixRow[] = [
  {
    route: "POST /api/action-program/links",
    call: async () => ({
      path: "/api/action-program/links",
      body: {
        actionProgramId: await published(),
        recipients: [{ email: "vh@example.se", kind: "GUARDIAN" }],
      },
    }),
    expect: WRITE(201),
  },
  {
    route: "POST /api/action-program/links",
    label: "a draft is not shared",
    call: async () => ({
      path: "/api/action-program/links",
      body: { actionProgramId: await program(), recipients: [{ email: "vh@example.se", kind: "GUARDIAN" }] },
    }),
    expect: WRITE(409),
  },
  {
    route: "GET /api/action-program/:id/links",
    call: async () => ({ path: `/api/action-program/${await published()}/links` }),
    expect: { anon: 401, T: 200, C: 200, H: 200, M: 200, default: 404 },
  },
  {
    route: "DELETE /api/action-program/:id/links/:linkId",
    call: async () => {
      const programId = await published();
      return { path: `/api/action-program/${programId}/links/${(await shareLink(programId)).id}` };
    },
    expect: WRITE(200),
  },
  {
    route: "POST /api/action-program/:id/appeal",
    call: async () => ({
      path: `/api/action-program/${await published()}/appeal`,
      body: { arrivedOn: stockholmDateOf(app().clock.now()) },
    }),
    expect: WRITE(200),
  },
  {
    route: "POST /api/action-program/:id/appeal",
    label: "a draft has no appeal",
    call: async () => ({
      path: `/api/action-program/${await program()}/appeal`,
      body: { arrivedOn: stockholmDateOf(app().clock.now()) },
    }),
    expect: WRITE(409),
  },
  {
    route: "GET /api/external/action-program/:token",
    label: "a valid link",
    call: async () => tokenCall((await shareLink(await published())).token),
    expect: { default: 200 },
  },
  {
    route: "GET /api/external/action-program/:token",
    label: "an unknown token",
    call: () => tokenCall(app().deps.ids.secret()),
    expect: { default: 404 },
  },
  {
    route: "GET /api/external/action-program/:token",
    label: "a malformed token",
    call: () => tokenCall("abc"),
    expect: { default: 404 },
  },
  {
    route: "GET /api/external/action-program/:token",
    label: "an expired link",
    call: async () => tokenCall((await shareLink(await published(), { expiresInMs: -1000 })).token),
    expect: { default: 404 },
  },
  {
    route: "GET /api/external/action-program/:token",
    label: "a revoked link",
    call: async () => tokenCall((await shareLink(await published(), { revoked: true })).token),
    expect: { default: 404 },
  },
  {
    route: "GET /api/external/action-program/:token",
    label: "a link of a draft",
    call: async () => tokenCall((await shareLink(await program())).token),
    expect: { default: 404 },
  },
];

export const shareLinkFuzz: FuzzRoutes = {
  "POST /api/action-program/links": { actor: "C", body: CreateShareLinksInputSchema },
  "GET /api/action-program/:id/links": { actor: "T" },
  "DELETE /api/action-program/:id/links/:linkId": { actor: "H", params: ShareLinkParamSchema },
  "POST /api/action-program/:id/appeal": { actor: "M", body: RegisterAppealInputSchema },
  "GET /api/external/action-program/:token": {
    actor: "anon",
    row: "a valid link",
    params: ShareTokenParamSchema,
    before: clearShareCounters,
  },
};

export const shareLinkMassAssignment: MassAssignment = {
  "POST /api/action-program/links": ["actionProgramId", "recipients", "expiresInDays"],
  "POST /api/action-program/:id/appeal": ["arrivedOn"],
};

export const shareLinkCalls: CallBudget[] = [
  {
    route: "GET /api/action-program/:id/links",
    label: "a program's links: session + program + links query + appeal clock, and one audit write",
    actor: "C",
    call: async () => ({ path: `/api/action-program/${await published()}/links` }),
    data: 4,
    audit: 1,
  },
];
