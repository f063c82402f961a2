import { ShareTokenParamSchema } from "#shared/actionprograms/share-link.schema";
import {
  app,
  ek,
  userOf,
  type CallBudget,
  type FuzzRoutes,
  type MatrixRow,
} from "../../../tests/helpers/domain-tests/index.js";
import {
  SHARE_CALLS_PER_CLIENT,
  SHARE_CALLS_PER_PREFIX,
  SHARE_FAILURES_PER_CLIENT,
  shareBuckets,
} from "../actionprograms/index.js";
import { hashSecret } from "../core/ids.js";
import { externalClientOf } from "./external-gate.js";

/**
 * The access plug-in's rows for the page an action program's share link opens (GET /external/action-program/{token},
 * served by this domain): one answer for every link that does not open, the opening's reads, and fuzz.
 */
/**
 * A share link of one of the demo's action programs at Ekskolan (the decided one, or the draft), stored directly:
 * answers the path of the token page's read. The counters of the test app's client and of the token's prefix are
 * cleared first, and again before each fuzz run.
 */
let lastShareToken = "";
async function clearShareCounters(): Promise<void> {
  const deps = app().deps;
  const buckets = shareBuckets(externalClientOf(deps, "local"), lastShareToken, deps.pseudonym);
  await deps.rateLimiter.clear(buckets.calls, SHARE_CALLS_PER_CLIENT);
  await deps.rateLimiter.clear(buckets.failures, SHARE_FAILURES_PER_CLIENT);
  await deps.rateLimiter.clear(buckets.prefix, SHARE_CALLS_PER_PREFIX);
}
async function sharedProgramPath(
  options: {
    status?: "published" | "draft";
    expiresInMs?: number;
    revoked?: boolean;
    token?: string;
    /** A decided program whose receipt is recorded already (the demo's, opened by a guardian). */
    received?: boolean;
  } = {},
): Promise<{ path: string }> {
  const t = app();
  let token = options.token;
  if (token === undefined) {
    token = t.deps.ids.secret();
    const { data } = await t.db.actionProgram.query.bySchool({ schoolId: ek() }).go({ pages: "all" });
    const candidates = data.filter((item) => item.status === (options.status ?? "published"));
    const clocks = await Promise.all(
      candidates.map(
        async (item) => (await t.db.actionProgramAppealClock.get({ actionProgramId: item.id }).go()).data,
      ),
    );
    const program = options.received
      ? candidates.find((_, index) => (clocks[index]?.receivedAt ?? "") !== "")!
      : candidates[0]!;
    const now = t.clock.now();
    await t.db.actionProgramShareLink
      .create({
        tokenHash: hashSecret(token),
        id: t.deps.ids.id(),
        actionProgramId: program.id,
        schoolId: program.schoolId,
        organizationId: program.organizationId,
        email: "vardnadshavare@example.se",
        kind: "GUARDIAN",
        expiresAt: new Date(now.getTime() + (options.expiresInMs ?? 30 * 24 * 3600 * 1000)).toISOString(),
        revokedAt: options.revoked ? now.toISOString() : "",
        revokedById: options.revoked ? userOf("H") : "",
        openings: [],
        openedCount: 0,
        createdById: userOf("H"),
        createdByName: "Henrik Rektor",
        createdAt: now.toISOString(),
      })
      .go();
  }
  lastShareToken = token;
  await clearShareCounters();
  return { path: `/api/external/action-program/${token}` };
}

export const shareTokenRows: MatrixRow[] = [
  {
    route: "GET /api/external/action-program/:token",
    label: "a valid share link",
    call: () => sharedProgramPath(),
    expect: { default: 200 },
  },
  {
    route: "GET /api/external/action-program/:token",
    label: "an unknown share token",
    call: () => sharedProgramPath({ token: app().deps.ids.secret() }),
    expect: { default: 404 },
  },
  {
    route: "GET /api/external/action-program/:token",
    label: "a malformed share token",
    call: () => sharedProgramPath({ token: "abc" }),
    expect: { default: 404 },
  },
  {
    route: "GET /api/external/action-program/:token",
    label: "an expired share link",
    call: () => sharedProgramPath({ expiresInMs: -1000 }),
    expect: { default: 404 },
  },
  {
    route: "GET /api/external/action-program/:token",
    label: "a revoked share link",
    call: () => sharedProgramPath({ revoked: true }),
    expect: { default: 404 },
  },
  {
    route: "GET /api/external/action-program/:token",
    label: "a share link of a draft",
    call: () => sharedProgramPath({ status: "draft" }),
    expect: { default: 404 },
  },
];

export const shareTokenFuzz: FuzzRoutes = {
  "GET /api/external/action-program/:token": {
    actor: "anon",
    row: "a valid share link",
    params: ShareTokenParamSchema,
    before: clearShareCounters,
  },
};

export const shareTokenCalls: CallBudget[] = [
  {
    route: "GET /api/external/action-program/:token",
    label:
      "no session: the call counter, the failure count, the prefix counter, the link by its hash, the program, the school and the pupil, the pupil's class (which child it concerns), the opening logged, the receipt already there; one audit write",
    actor: "T",
    call: () => sharedProgramPath({ received: true }),
    data: 10,
    audit: 1,
  },
  {
    route: "GET /api/external/action-program/:token",
    label: "a link opened before: the same without the receipt's read; one audit write",
    actor: "T",
    call: async () => {
      const opened = await sharedProgramPath();
      await app().request("GET", opened.path);
      await clearShareCounters();
      return opened;
    },
    data: 9,
    audit: 1,
  },
];
