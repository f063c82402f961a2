import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  asCloudClient,
  CANARY_HEADERS,
  changedItems,
  expectNoCanary,
  tableItems,
} from "../../../tests/helpers/canary.js";
import { useExternalPage } from "../../../tests/helpers/external-page.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { makeIdempotencyRecordEntity } from "../core/idempotency.entity.js";
import { entityGroup } from "../db/entities.js";
import { DEMO_REPORT_RECEIPT } from "./external.demo.js";
import { SUBMISSIONS_PER_SCHOOL_CODE } from "./external-gate.js";
import { PENDING_SECONDS } from "./external-idempotency.js";
import { externalReportBody } from "./external.fixtures.js";

/** A violation report from the external page end to end over HTTP: the sender, the staff, and what is kept. */
const { t } = useTestApp();
const { code, newClient, external } = useExternalPage(t);
const ek = () => t.seeded.schoolIds.ek!;
type Json = Record<string, unknown>;

const asClient = <T>(work: () => Promise<T>) => asCloudClient(t, work);

async function sendReport(client: string, body: Json = {}, headers: Json = {}) {
  const res = await external(
    "POST",
    "/report",
    client,
    { code: code(), ...externalReportBody, ...body },
    headers,
  );
  return { res, json: (await res.json()) as Json };
}

async function listAs(email: string) {
  const token = await t.login(email);
  const res = await t.request("GET", `/api/violations/${ek()}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Json[] }).items;
}

const byStory = (items: Json[], incidentDetails: string) =>
  items.filter((item) => item.incidentDetails === incidentDetails);

describe("a pupil's violation report from the external page", () => {
  it("reaches the principal and student health (not teachers), who are told without text; the head replies; the pupil reads it and adds more", async () => {
    const client = newClient();
    const lookup = await external("GET", `/school/${code()}`, client);
    expect(await lookup.json()).toMatchObject({ name: "Ekskolan", sections: ["whistle", "report"] });

    const incidentDetails = `Jag blir utfryst på rasterna ${Math.random()}`;
    const { res, json } = await sendReport(client, { incidentDetails });
    expect(res.status).toBe(201);
    const receipt = json.receipt as string;
    expect(receipt).toMatch(/^([A-HJKMNP-Z2-9]{4}-){12}[A-HJKMNP-Z2-9]{4}$/);
    expect(json.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const [report] = byStory(await listAs("head@demo.test"), incidentDetails);
    expect(report).toMatchObject({
      access: "COUNSELOR",
      authorId: "",
      name: "",
      type: "VIOLATION",
      victim: "Jag, i 8A",
      external: { reporter: "PUPIL", reporterName: "", reporterContact: "", entries: [] },
    });
    expect(byStory(await listAs("counselor@demo.test"), incidentDetails)).toHaveLength(1);
    expect(byStory(await listAs("teacher@demo.test"), incidentDetails)).toHaveLength(0);
    const id = report!.id as string;

    const head = await t.login("head@demo.test");
    const notes = (await (
      await t.request("GET", `/api/notifications?schoolId=${ek()}`, { token: head })
    ).json()) as { items: Json[] };
    const note = notes.items.find((item) => item.itemId === id)!;
    expect(note).toMatchObject({ category: "VIOLATION", kind: "VIOLATION_CREATED", description: "" });
    expect(JSON.stringify(note)).not.toContain("utfryst");

    const reply = "Tack för att du berättade. Vi pratar med dig i morgon.";
    const replied = await t.request("POST", `/api/violations/${id}/external-reply`, {
      token: head,
      body: { message: reply },
    });
    expect(replied.status).toBe(200);
    expect(((await replied.json()) as Json).external).toMatchObject({
      entries: [{ by: "STAFF", message: reply }],
    });

    const thread = await external("POST", "/report/thread", client, { receipt });
    expect(thread.status).toBe(200);
    const read = (await thread.json()) as Json;
    expect(read).toMatchObject({
      incidentDetails,
      archived: false,
      entries: [{ by: "STAFF", message: reply }],
    });
    // The receipt typed leniently opens it too: lower case, spaces for dashes.
    const typed = receipt.toLowerCase().replaceAll("-", " ");
    expect((await external("POST", "/report/thread", client, { receipt: typed })).status).toBe(200);
    // The sender never sees who answered.
    expect(JSON.stringify(read)).not.toMatch(/Rektor|head@|authorName/i);

    const added = await external("POST", "/report/addition", client, {
      receipt,
      message: "Det hände igen i går.",
    });
    expect(added.status).toBe(201);
    const [again] = byStory(await listAs("counselor@demo.test"), incidentDetails);
    expect(((again!.external as Json).entries as Json[]).map((entry) => entry.by)).toEqual([
      "STAFF",
      "SENDER",
    ]);
    const counselor = await t.login("counselor@demo.test");
    const counselorNotes = (await (
      await t.request("GET", `/api/notifications?schoolId=${ek()}`, { token: counselor })
    ).json()) as { items: Json[] };
    expect(counselorNotes.items.map((item) => item.kind)).toContain("VIOLATION_ADDITION");
  });

  it("a guardian's optional name and contact are stored on the report for staff; a teacher cannot reply (404)", async () => {
    const incidentDetails = `Min son blir hotad på vägen hem ${Math.random()}`;
    const { res } = await sendReport(newClient(), {
      reporter: "GUARDIAN",
      reporterName: "Anna Lind",
      reporterContact: "anna.lind@example.se",
      incidentDetails,
    });
    expect(res.status).toBe(201);
    const [report] = byStory(await listAs("counselor@demo.test"), incidentDetails);
    expect(report).toMatchObject({
      name: "Anna Lind",
      email: "anna.lind@example.se",
      external: { reporter: "GUARDIAN", reporterName: "Anna Lind", reporterContact: "anna.lind@example.se" },
    });
    const teacher = await t.login("teacher@demo.test");
    const refused = await t.request("POST", `/api/violations/${report!.id as string}/external-reply`, {
      token: teacher,
      body: { message: "Hej" },
    });
    expect(refused.status).toBe(404);
  });

  it("bad input answers 400 and stores nothing: a missing story, an unknown field, a bad or later date", async () => {
    const before = (await listAs("head@demo.test")).length;
    for (const body of [
      { incidentDetails: "" },
      { extra: "x" },
      { when: "i går" },
      { when: new Date(t.clock.now().getTime() + 36 * 3600 * 1000).toISOString() },
      { reporter: "TEACHER" },
      { reporterName: "x".repeat(201) },
    ]) {
      const { res } = await sendReport(newClient(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await listAs("head@demo.test")).toHaveLength(before);
  });
});

describe("the demo's report from a guardian", () => {
  it("opens with the demo receipt: the head's reply and the guardian's addition", async () => {
    const res = await external("POST", "/report/thread", newClient(), { receipt: DEMO_REPORT_RECEIPT });
    expect(res.status).toBe(200);
    const thread = (await res.json()) as { entries: Json[] };
    expect(thread.entries.map((entry) => entry.by)).toEqual(["STAFF", "SENDER"]);
    const [report] = (await listAs("head@demo.test")).filter((item) => item.name === "Maria Berg");
    expect(report).toMatchObject({ external: { reporter: "GUARDIAN" }, access: "COUNSELOR" });
  });
});

describe("invalid codes and limits", () => {
  it("every invalid code gets the same answer, a school hiding VIOLATIONS too, and nothing is stored", async () => {
    const before = (await listAs("head@demo.test")).length;
    const answers = new Set<string>();
    for (const typed of ["", "ZZZZ2222", "abc", "X".repeat(300), `${code()}0`]) {
      const { res, json } = await sendReport(newClient(), { code: typed });
      expect(res.status, typed).toBe(404);
      answers.add(JSON.stringify((json.error as Json).message));
    }
    await t.db.school
      .patch({ id: ek() })
      .set({ hiddenParts: ["VIOLATIONS"] })
      .go();
    try {
      const client = newClient();
      expect(await (await external("GET", `/school/${code()}`, client)).json()).toMatchObject({
        sections: ["whistle"],
      });
      const { res, json } = await sendReport(client);
      expect(res.status).toBe(404);
      answers.add(JSON.stringify((json.error as Json).message));
    } finally {
      await t.db.school.patch({ id: ek() }).set({ hiddenParts: [] }).go();
    }
    expect([...answers]).toEqual(['"Skolan finns inte"']);
    expect(await listAs("head@demo.test")).toHaveLength(before);
  });

  it("a forged receipt or a whistle's receipt gets the same answer as an invalid code", async () => {
    const client = newClient();
    const whistle = (await (
      await external("POST", "/whistle", client, {
        code: code(),
        message: "Något har hänt.",
        recipient: "HEAD",
      })
    ).json()) as Json;
    const answers = new Set<string>();
    for (const receipt of ["A".repeat(43), "kort", whistle.receipt as string]) {
      for (const path of ["/report/thread", "/report/addition"]) {
        const body = path.endsWith("addition") ? { receipt, message: "Mer." } : { receipt };
        const res = await external("POST", path, client, body);
        expect(res.status).toBe(404);
        answers.add(JSON.stringify(((await res.json()) as { error: Json }).error.message));
      }
    }
    expect([...answers]).toEqual(['"Koden är ogiltig"']);
  });

  it("brute force: after 10 wrong codes a client gets 429 even with the right code; another client is served", async () => {
    const client = newClient();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendReport(client, { code: `ZZZZ${2222 + i}` })).res.status).toBe(404);
    }
    expect((await sendReport(client)).res.status).toBe(429);
    expect((await external("POST", "/report/thread", client, { receipt: "A".repeat(43) })).status).toBe(429);
    expect((await sendReport(newClient())).res.status).toBe(201);
    t.clock.advance(3600 * 1000);
  });

  it("a flood of reports to one school is limited per code, apart from whistles", async () => {
    let last = 0;
    for (let i = 0; i <= SUBMISSIONS_PER_SCHOOL_CODE.limit; i += 1) {
      last = (await sendReport(newClient(), { incidentDetails: `Flod ${i}` })).res.status;
    }
    expect(last).toBe(429);
    const whistle = await external("POST", "/whistle", newClient(), {
      code: code(),
      message: "Visselblåsning under flod",
      recipient: "HEAD",
    });
    expect(whistle.status).toBe(201);
    t.clock.advance(3600 * 1000);
  });
});

describe("Idempotency-Key on a report", () => {
  it("a retried report creates one report and answers the same receipt", async () => {
    const client = newClient();
    const key = "rapport-nyckel-0123456789abcdef";
    const incidentDetails = `Idempotent ${Math.random()}`;
    const first = await sendReport(client, { incidentDetails }, { "idempotency-key": key });
    const second = await sendReport(client, { incidentDetails }, { "idempotency-key": key });
    expect(first.res.status).toBe(201);
    expect(second.res.headers.get("idempotent-replayed")).toBe("true");
    expect(second.json).toEqual(first.json);
    expect(byStory(await listAs("head@demo.test"), incidentDetails)).toHaveLength(1);
  });

  it("a claim left by an attempt that died mid-way blocks its key only for a short time, then a retry proceeds", async () => {
    const key = "avbruten-nyckel-0123456789abcdef";
    const incidentDetails = `Avbruten ${Math.random()}`;
    const body = JSON.stringify({ code: code(), ...externalReportBody, incidentDetails });
    // What the first attempt left when it died after claiming the key (the same request: same fingerprint).
    const sha = (text: string) => createHash("sha256").update(text).digest("base64url");
    const now = Math.floor(t.clock.now().getTime() / 1000);
    await entityGroup({ record: makeIdempotencyRecordEntity })(t.deps.db)
      .record.create({
        scope: sha(`external\n${key}`),
        fingerprint: sha(`POST /api/external/report\n${body}`),
        state: "PENDING",
        ttl: now + PENDING_SECONDS,
      })
      .go();

    const blocked = await sendReport(newClient(), { incidentDetails }, { "idempotency-key": key });
    expect(blocked.res.status).toBe(409);
    expect(byStory(await listAs("head@demo.test"), incidentDetails)).toHaveLength(0);

    t.clock.advance((PENDING_SECONDS + 1) * 1000);
    const retried = await sendReport(newClient(), { incidentDetails }, { "idempotency-key": key });
    expect(retried.res.status).toBe(201);
    const replayed = await sendReport(newClient(), { incidentDetails }, { "idempotency-key": key });
    expect(replayed.json).toEqual(retried.json);
    expect(byStory(await listAs("head@demo.test"), incidentDetails)).toHaveLength(1);
  });
});

describe("the canary: nothing about the sender is kept beyond what they typed", () => {
  it("no address, browser or account in any stored item, audit entry or log line; the audit is dated to the day", async () => {
    t.clock.set(new Date("2026-11-20T10:23:17.456Z"));
    const before = await tableItems(t);
    const logsBefore = t.logLines.length;
    const key = "kanarie-rapport-abcdefghijklmnop";

    const send = await asClient(() =>
      t.request("POST", "/api/external/report", {
        body: { code: code(), ...externalReportBody, incidentDetails: "Något hände vid cykelstället." },
        headers: { ...CANARY_HEADERS, "idempotency-key": key },
      }),
    );
    expect(send.status).toBe(201);
    const { receipt } = (await send.json()) as { receipt: string };
    for (const [path, body] of [
      ["/api/external/report/thread", { receipt }],
      ["/api/external/report/addition", { receipt, message: "Mer information." }],
    ] as const) {
      const res = await asClient(() => t.request("POST", path, { body, headers: CANARY_HEADERS }));
      expect(res.status).toBeLessThan(300);
    }

    const changed = await changedItems(t, before);
    expect(changed.some(([id]) => id.startsWith("VIOLATION#"))).toBe(true);
    const anonymous = changed.filter(([, item]) => item.actorId === "anonymous");
    expect(anonymous.length).toBeGreaterThanOrEqual(3);
    for (const [id, item] of changed) expectNoCanary(JSON.stringify(item), [receipt, key], id);
    // The audit trail names the report and the day, never a time of day.
    for (const [id, item] of anonymous) expect(JSON.stringify(item), id).not.toContain("10:23");
    // No line at all: even one dated to the day would be dated by its place among the others.
    expect(t.logLines.slice(logsBefore)).toEqual([]);
  });
});
