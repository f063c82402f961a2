import {
  ExternalReportAdditionInputSchema,
  ExternalReportInputSchema,
  ExternalReportReceiptInputSchema,
} from "#shared/violations/violation-external.schema";
import {
  ExternalWhistleInputSchema,
  ReceiptInputSchema,
  SchoolCodeParamSchema,
  WhistleAdditionInputSchema,
} from "#shared/whistles/whistle.schema";
import { app, defineDomainTests, ek } from "../../../tests/helpers/domain-tests/index.js";
import { getSchool } from "../schools/index.js";
import { storeExternalReport } from "../violations/index.js";
import { sendExternalWhistle } from "../whistles/index.js";
import {
  EXTERNAL_CALLS_PER_CLIENT,
  EXTERNAL_FAILURES_PER_CLIENT,
  SUBMISSIONS_PER_SCHOOL_CODE,
  callsBucket,
  externalClientOf,
  failuresBucket,
  schoolBucket,
} from "./external-gate.js";
import { externalReportBody } from "./external.fixtures.js";
import { shareTokenCalls, shareTokenFuzz, shareTokenRows } from "./share-link.access-rows.js";

/**
 * The external page's routes take no account: every actor (signed in or not) gets the same answer, decided by the
 * code or receipt alone. Limits are cleared before each row so rows and runs never meet them.
 */

const ekSchool = async () => (await getSchool(app().deps.db, ek()))!;
export const ekCode = async () => (await ekSchool()).code;

/** A fresh whistle at Ekskolan sent from the external page; its receipt. */
export async function whistleReceiptAtEk(): Promise<string> {
  const receipt = await sendExternalWhistle(app().deps, await ekSchool(), {
    message: "Några i 8A blir utfrysta på rasterna.",
    recipient: "HEAD",
  });
  return receipt.receipt;
}

/** A fresh report at Ekskolan sent from the external page; its receipt. */
export async function reportReceiptAtEk(): Promise<string> {
  const { receipt } = await storeExternalReport(app().deps, await ekSchool(), {
    ...externalReportBody,
    type: "VIOLATION",
    violationBetween: "DONTKNOW",
    whoContacted: "",
  });
  return receipt.receipt;
}

/** The test app's requests come from "local": its counters, cleared so rows and runs never meet a limit. */
export async function clearExternalCounters(): Promise<void> {
  const deps = app().deps;
  const client = externalClientOf(deps, "local");
  const code = await ekCode();
  await deps.rateLimiter.clear(failuresBucket(client), EXTERNAL_FAILURES_PER_CLIENT);
  await deps.rateLimiter.clear(callsBucket(client), EXTERNAL_CALLS_PER_CLIENT);
  await deps.rateLimiter.clear(schoolBucket("whistle", code), SUBMISSIONS_PER_SCHOOL_CODE);
  await deps.rateLimiter.clear(schoolBucket("report", code), SUBMISSIONS_PER_SCHOOL_CODE);
}

const FORGED_RECEIPT = "A".repeat(43);

/** A row's call after clearing the limits. */
const cleared =
  (make: () => Promise<{ path: string; body?: unknown }> | { path: string; body?: unknown }) => async () => {
    await clearExternalCounters();
    return make();
  };

export const externalTests = defineDomainTests({
  domain: "external",
  rows: [
    {
      route: "GET /api/external/school/:code",
      label: "the school's code",
      call: cleared(async () => ({ path: `/api/external/school/${await ekCode()}` })),
      expect: { default: 200 },
    },
    {
      route: "GET /api/external/school/:code",
      label: "an unknown code",
      call: cleared(() => ({ path: "/api/external/school/ZZZZ2222" })),
      expect: { default: 404 },
    },
    {
      route: "POST /api/external/whistle",
      call: cleared(async () => ({
        path: "/api/external/whistle",
        body: {
          code: await ekCode(),
          message: "Någon blir mobbad i omklädningsrummet.",
          recipient: "COUNSELOR",
        },
      })),
      expect: { default: 201 },
    },
    {
      route: "POST /api/external/whistle/thread",
      label: "a valid receipt",
      call: cleared(async () => ({
        path: "/api/external/whistle/thread",
        body: { receipt: await whistleReceiptAtEk() },
      })),
      expect: { default: 200 },
    },
    {
      route: "POST /api/external/whistle/thread",
      label: "a forged receipt",
      call: cleared(() => ({ path: "/api/external/whistle/thread", body: { receipt: FORGED_RECEIPT } })),
      expect: { default: 404 },
    },
    {
      route: "POST /api/external/whistle/thread",
      label: "an unknown receipt of another shape",
      call: cleared(() => ({ path: "/api/external/whistle/thread", body: { receipt: "abc" } })),
      expect: { default: 404 },
    },
    {
      route: "POST /api/external/whistle/thread",
      label: "a report's receipt",
      call: cleared(async () => ({
        path: "/api/external/whistle/thread",
        body: { receipt: await reportReceiptAtEk() },
      })),
      expect: { default: 404 },
    },
    {
      route: "POST /api/external/whistle/addition",
      label: "a valid receipt",
      call: cleared(async () => ({
        path: "/api/external/whistle/addition",
        body: { receipt: await whistleReceiptAtEk(), message: "Det hände igen i dag." },
      })),
      expect: { default: 201 },
    },
    {
      route: "POST /api/external/whistle/addition",
      label: "a forged receipt",
      call: cleared(() => ({
        path: "/api/external/whistle/addition",
        body: { receipt: FORGED_RECEIPT, message: "Det hände igen i dag." },
      })),
      expect: { default: 404 },
    },
    {
      route: "POST /api/external/report",
      label: "the school's code",
      call: cleared(async () => ({
        path: "/api/external/report",
        body: { code: await ekCode(), ...externalReportBody },
      })),
      expect: { default: 201 },
    },
    {
      route: "POST /api/external/report",
      label: "an unknown code",
      call: cleared(() => ({
        path: "/api/external/report",
        body: { code: "ZZZZ2222", ...externalReportBody },
      })),
      expect: { default: 404 },
    },
    {
      route: "POST /api/external/report/thread",
      label: "a valid receipt",
      call: cleared(async () => ({
        path: "/api/external/report/thread",
        body: { receipt: await reportReceiptAtEk() },
      })),
      expect: { default: 200 },
    },
    {
      route: "POST /api/external/report/thread",
      label: "a forged receipt",
      call: cleared(() => ({ path: "/api/external/report/thread", body: { receipt: FORGED_RECEIPT } })),
      expect: { default: 404 },
    },
    {
      route: "POST /api/external/report/thread",
      label: "a whistle's receipt",
      call: cleared(async () => ({
        path: "/api/external/report/thread",
        body: { receipt: await whistleReceiptAtEk() },
      })),
      expect: { default: 404 },
    },
    {
      route: "POST /api/external/report/addition",
      label: "a valid receipt",
      call: cleared(async () => ({
        path: "/api/external/report/addition",
        body: { receipt: await reportReceiptAtEk(), message: "Det hände igen i går kväll." },
      })),
      expect: { default: 201 },
    },
    {
      route: "POST /api/external/report/addition",
      label: "a forged receipt",
      call: cleared(() => ({
        path: "/api/external/report/addition",
        body: { receipt: FORGED_RECEIPT, message: "Det hände igen i går kväll." },
      })),
      expect: { default: 404 },
    },
    ...shareTokenRows,
  ],
  fuzz: {
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
    "POST /api/external/report": {
      actor: "anon",
      row: "the school's code",
      body: ExternalReportInputSchema,
      before: clearExternalCounters,
    },
    "POST /api/external/report/thread": {
      actor: "anon",
      row: "a valid receipt",
      body: ExternalReportReceiptInputSchema,
      before: clearExternalCounters,
    },
    "POST /api/external/report/addition": {
      actor: "anon",
      row: "a valid receipt",
      body: ExternalReportAdditionInputSchema,
      before: clearExternalCounters,
    },
    ...shareTokenFuzz,
  },
  massAssignment: {
    "POST /api/external/whistle": ["code", "message", "recipient", "recipientIds"],
    "POST /api/external/whistle/thread": ["receipt"],
    "POST /api/external/report/thread": ["receipt"],
    "POST /api/external/whistle/addition": ["receipt", "message"],
    "POST /api/external/report": [
      "code",
      "reporter",
      "reporterName",
      "reporterContact",
      "type",
      "violationBetween",
      "victim",
      "incidentDetails",
      "when",
      "location",
      "witness",
      "hasContactedSchool",
      "hasContactedParents",
      "whoContacted",
    ],
    "POST /api/external/report/addition": ["receipt", "message"],
  },
  calls: [
    {
      route: "POST /api/external/whistle/thread",
      label:
        "no session: the call counter, the failure count, the receipt index and the item, and one audit write",
      actor: "T",
      call: cleared(async () => ({
        path: "/api/external/whistle/thread",
        body: { receipt: await whistleReceiptAtEk() },
      })),
      data: 4,
      audit: 1,
    },
    {
      route: "POST /api/external/report/thread",
      label:
        "no session: the call counter, the failure count, the receipt ref and the report, and one audit write",
      actor: "T",
      call: cleared(async () => ({
        path: "/api/external/report/thread",
        body: { receipt: await reportReceiptAtEk() },
      })),
      data: 4,
      audit: 1,
    },
    ...shareTokenCalls,
  ],
});
