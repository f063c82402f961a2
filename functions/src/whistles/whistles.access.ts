import { IdParamSchema } from "#shared/common.schema";
import type { WhistleRecipient } from "#shared/whistles/whistle.schema";
import {
  CreateWhistleInputSchema,
  ExternalWhistleInputSchema,
  ListWhistlesQuerySchema,
  ReceiptInputSchema,
  SchoolCodeParamSchema,
  UpdateWhistleInputSchema,
  WhistleAdditionInputSchema,
  WhistleReplyInputSchema,
} from "#shared/whistles/whistle.schema";
import { ShareTokenParamSchema } from "#shared/actionprograms/share-link.schema";
import { app, defineDomainTests, ek, userOf } from "../../../tests/helpers/domain-tests/index.js";
import {
  SHARE_CALLS_PER_CLIENT,
  SHARE_CALLS_PER_PREFIX,
  SHARE_FAILURES_PER_CLIENT,
  shareBuckets,
} from "../actionprograms/index.js";
import { hashSecret } from "../core/ids.js";
import { getSchool } from "../schools/index.js";
import {
  EXTERNAL_CALLS_PER_CLIENT,
  EXTERNAL_FAILURES_PER_CLIENT,
  WHISTLES_PER_SCHOOL_CODE,
  externalClientOf,
} from "./external.service.js";
import { storeWhistle } from "./whistles.service.js";

/** A fresh whistle at Ekskolan to the given recipients; its id and receipt. */
export async function whistleAtEk(
  recipient: WhistleRecipient = "HEAD",
  recipientIds: string[] = [],
): Promise<{ id: string; receipt: string }> {
  const school = (await getSchool(app().deps.db, ek()))!;
  const { whistle, receipt } = await storeWhistle(app().deps, school, {
    message: "Några i 8A blir utfrysta på rasterna.",
    recipient,
    recipientIds: recipientIds.map((id) => ({ id })),
  });
  return { id: whistle.id, receipt: receipt.receipt };
}

export const ekCode = async () => (await getSchool(app().deps.db, ek()))!.code;

/** The test app's requests come from "local": its counters, cleared so rows and runs never meet a limit. */
export async function clearExternalCounters(): Promise<void> {
  const deps = app().deps;
  const client = externalClientOf(deps, "local");
  await deps.rateLimiter.clear(`ext-fail:${client}`, EXTERNAL_FAILURES_PER_CLIENT);
  await deps.rateLimiter.clear(`ext-call:${client}`, EXTERNAL_CALLS_PER_CLIENT);
  await deps.rateLimiter.clear(`ext-school:${await ekCode()}`, WHISTLES_PER_SCHOOL_CODE);
}

const FORGED_RECEIPT = "A".repeat(43);

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
  options: { status?: "published" | "draft"; expiresInMs?: number; revoked?: boolean; token?: string } = {},
): Promise<{ path: string }> {
  const t = app();
  let token = options.token;
  if (token === undefined) {
    token = t.deps.ids.secret();
    const { data } = await t.db.actionProgram.query.bySchool({ schoolId: ek() }).go({ pages: "all" });
    const program = data.find((item) => item.status === (options.status ?? "published"))!;
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

export const whistlesTests = defineDomainTests({
  domain: "whistles",
  rows: [
    {
      route: "GET /api/whistle",
      call: () => ({ path: `/api/whistle?schoolId=${ek()}` }),
      expect: { anon: 401, T: 403, A: 403, T2: 404, S: 404, X: 404, default: 200 },
    },
    {
      route: "POST /api/whistle",
      call: () => ({
        path: "/api/whistle",
        body: { schoolId: ek(), message: "Jag har sett något som inte står rätt till.", recipient: "HEAD" },
      }),
      expect: { anon: 401, T2: 404, S: 404, X: 404, O: 403, default: 201 },
    },
    {
      route: "POST /api/whistle/spam/:id",
      label: "a whistle to the head",
      call: async () => ({ path: `/api/whistle/spam/${(await whistleAtEk("HEAD")).id}` }),
      expect: { anon: 401, H: 200, default: 404 },
    },
    {
      route: "POST /api/whistle/spam/:id",
      label: "a whistle to chosen staff: the counselor",
      call: async () => ({ path: `/api/whistle/spam/${(await whistleAtEk("SELECTED", [userOf("C")])).id}` }),
      expect: { anon: 401, C: 200, default: 404 },
    },
    {
      route: "PATCH /api/whistle/:id",
      label: "a whistle to student-health staff",
      call: async () => ({
        path: `/api/whistle/${(await whistleAtEk("COUNSELOR")).id}`,
        body: { version: 1, archived: true },
      }),
      expect: { anon: 401, C: 200, default: 404 },
    },
    {
      route: "POST /api/whistle/:id/reply",
      label: "a whistle to the owner",
      call: async () => ({
        path: `/api/whistle/${(await whistleAtEk("OWNER")).id}/reply`,
        body: { message: "Tack, vi tittar på det här." },
      }),
      expect: { anon: 401, O: 200, default: 404 },
    },
    {
      route: "GET /api/external/school/:code",
      label: "the school's code",
      call: async () => {
        await clearExternalCounters();
        return { path: `/api/external/school/${await ekCode()}` };
      },
      expect: { default: 200 },
    },
    {
      route: "GET /api/external/school/:code",
      label: "an unknown code",
      call: async () => {
        await clearExternalCounters();
        return { path: "/api/external/school/ZZZZ2222" };
      },
      expect: { default: 404 },
    },
    {
      route: "POST /api/external/whistle",
      call: async () => {
        await clearExternalCounters();
        return {
          path: "/api/external/whistle",
          body: {
            code: await ekCode(),
            message: "Någon blir mobbad i omklädningsrummet.",
            recipient: "COUNSELOR",
          },
        };
      },
      expect: { default: 201 },
    },
    {
      route: "POST /api/external/whistle/thread",
      label: "a valid receipt",
      call: async () => {
        await clearExternalCounters();
        return { path: "/api/external/whistle/thread", body: { receipt: (await whistleAtEk()).receipt } };
      },
      expect: { default: 200 },
    },
    {
      route: "POST /api/external/whistle/thread",
      label: "a forged receipt",
      call: async () => {
        await clearExternalCounters();
        return { path: "/api/external/whistle/thread", body: { receipt: FORGED_RECEIPT } };
      },
      expect: { default: 404 },
    },
    {
      route: "POST /api/external/whistle/thread",
      label: "an unknown receipt of another shape",
      call: async () => {
        await clearExternalCounters();
        return { path: "/api/external/whistle/thread", body: { receipt: "abc" } };
      },
      expect: { default: 404 },
    },
    {
      route: "POST /api/external/whistle/addition",
      label: "a valid receipt",
      call: async () => {
        await clearExternalCounters();
        return {
          path: "/api/external/whistle/addition",
          body: { receipt: (await whistleAtEk()).receipt, message: "Det hände igen i dag." },
        };
      },
      expect: { default: 201 },
    },
    {
      route: "POST /api/external/whistle/addition",
      label: "a forged receipt",
      call: async () => {
        await clearExternalCounters();
        return {
          path: "/api/external/whistle/addition",
          body: { receipt: FORGED_RECEIPT, message: "Det hände igen i dag." },
        };
      },
      expect: { default: 404 },
    },
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
  ],
  fuzz: {
    "GET /api/whistle": { actor: "H", query: ListWhistlesQuerySchema },
    "POST /api/whistle": { actor: "T", body: CreateWhistleInputSchema },
    "POST /api/whistle/spam/:id": { actor: "H", params: IdParamSchema },
    "PATCH /api/whistle/:id": { actor: "C", body: UpdateWhistleInputSchema },
    "POST /api/whistle/:id/reply": { actor: "O", body: WhistleReplyInputSchema },
    "GET /api/external/school/:code": {
      actor: "anon",
      row: "the school's code",
      params: SchoolCodeParamSchema,
      before: clearExternalCounters,
    },
    "POST /api/external/whistle": {
      actor: "anon",
      body: ExternalWhistleInputSchema,
      before: clearExternalCounters,
    },
    "POST /api/external/whistle/thread": {
      actor: "anon",
      row: "a valid receipt",
      body: ReceiptInputSchema,
      before: clearExternalCounters,
    },
    "POST /api/external/whistle/addition": {
      actor: "anon",
      row: "a valid receipt",
      body: WhistleAdditionInputSchema,
      before: clearExternalCounters,
    },
    "GET /api/external/action-program/:token": {
      actor: "anon",
      row: "a valid share link",
      params: ShareTokenParamSchema,
      before: clearShareCounters,
    },
  },
  massAssignment: {
    "POST /api/whistle": ["schoolId", "message", "recipient", "recipientIds"],
    "PATCH /api/whistle/:id": ["version", "archived"],
    "POST /api/whistle/:id/reply": ["message"],
    "POST /api/external/whistle": ["code", "message", "recipient", "recipientIds"],
    "POST /api/external/whistle/addition": ["receipt", "message"],
  },
  calls: [
    {
      route: "GET /api/whistle",
      label: "session + school + one list page, and one audit write",
      actor: "H",
      call: () => ({ path: `/api/whistle?schoolId=${ek()}` }),
      data: 3,
      audit: 1,
    },
    {
      route: "POST /api/whistle/spam/:id",
      label: "session + item + the write, and one audit write",
      actor: "H",
      call: async () => ({ path: `/api/whistle/spam/${(await whistleAtEk("HEAD")).id}` }),
      data: 3,
      audit: 1,
    },
    {
      route: "POST /api/external/whistle/thread",
      label:
        "no session: the call counter, the failure count, the receipt index and the item, and one audit write",
      actor: "T",
      call: async () => {
        await clearExternalCounters();
        return { path: "/api/external/whistle/thread", body: { receipt: (await whistleAtEk()).receipt } };
      },
      data: 4,
      audit: 1,
    },
    {
      route: "GET /api/external/action-program/:token",
      label:
        "no session: the call counter, the failure count, the prefix counter, the link by its hash, the program, the school, the opening logged, the receipt already there; one audit write",
      actor: "T",
      call: () => sharedProgramPath(),
      data: 8,
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
      data: 7,
      audit: 1,
    },
  ],
});
