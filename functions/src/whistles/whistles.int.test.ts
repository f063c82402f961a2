import { beforeAll, describe, expect, it } from "vitest";
import {
  asCloudClient,
  CANARY_HEADERS,
  changedItems,
  expectCleanLogLines,
  expectNoCanary,
  tableItems,
} from "../../../tests/helpers/canary.js";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import { EXTERNAL_FAILURES_PER_CLIENT, externalClientOf } from "../external/external-gate.js";
import { deliverDueWhistleNotices, nextFullHour } from "./whistle-notice-batch.js";

/** Whistles end to end over HTTP: the external page's sender, the staff who receive it, and what is kept. */
let t: TestApp;
let code: string;
const ek = () => t.seeded.schoolIds.ek!;
type Json = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.login("head@demo.test");
  const school = (await (await t.request("GET", `/api/schools/${ek()}`, { token })).json()) as {
    code: string;
  };
  code = school.code;
});

/** A different caller each time, so limits of one test do not reach another (the test app reads it in cloud mode). */
let clientNumber = 0;
const newClient = () => `198.51.100.${++clientNumber}, 10.0.0.1`;

const external = (method: string, path: string, client: string, body?: unknown, headers: Json = {}) =>
  asCloudClient(t, () =>
    t.request(method, `/api/external${path}`, {
      ...(body !== undefined ? { body } : {}),
      headers: { "x-forwarded-for": client, ...(headers as Record<string, string>) },
    }),
  );

async function sendWhistle(client: string, body: Json = {}, headers: Json = {}) {
  const res = await external(
    "POST",
    "/whistle",
    client,
    { code, message: "Några i 8A blir utfrysta på rasterna.", recipient: "COUNSELOR", ...body },
    headers,
  );
  return { res, json: (await res.json()) as Json };
}

async function listAs(email: string, archived = false) {
  const token = await t.login(email);
  const res = await t.request("GET", `/api/whistle?schoolId=${ek()}${archived ? "&archived=true" : ""}`, {
    token,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Json[] }).items;
}

describe("a pupil's whistle from the external page", () => {
  it("the school by its code; a whistle to student-health staff; staff reply; the pupil reads it with the receipt and adds more", async () => {
    const client = newClient();
    const lookup = await external("GET", `/school/${code.toLowerCase()}`, client);
    expect(lookup.status).toBe(200);
    const school = (await lookup.json()) as { name: string; staff: { id: string; name: string }[] };
    expect(school.name).toBe("Ekskolan");
    expect(school.staff.map((person) => person.id)).toContain(t.seeded.userIds["counselor@demo.test"]);
    expect(school.staff.map((person) => person.id)).not.toContain(t.seeded.userIds["teacher@demo.test"]);

    const message = `Någon blir slagen i omklädningsrummet ${Math.random()}`;
    const { res, json } = await sendWhistle(client, { message });
    expect(res.status).toBe(201);
    const receipt = json.receipt as string;
    expect(receipt).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(json.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Only its recipients see it: the counselor, not the head; a teacher may not list whistles.
    const mine = (await listAs("counselor@demo.test")).find((item) => item.message === message)!;
    expect(mine).toMatchObject({ recipient: "COUNSELOR", archived: false, spam: false, entries: [] });
    expect((await listAs("head@demo.test")).map((item) => item.message)).not.toContain(message);
    const teacher = await t.login("teacher@demo.test");
    expect((await t.request("GET", `/api/whistle?schoolId=${ek()}`, { token: teacher })).status).toBe(403);
    const head = await t.login("head@demo.test");
    expect(
      (
        await t.request("POST", `/api/whistle/${mine.id as string}/reply`, {
          token: head,
          body: { message: "x" },
        })
      ).status,
    ).toBe(404);

    // The counselor is told in the next hourly batch, not the second the whistle came (nothing before it runs),
    // without any text, dated to the day.
    const counselor = await t.login("counselor@demo.test");
    const noticesOf = async () =>
      (
        (await (
          await t.request("GET", `/api/notifications?schoolId=${ek()}`, { token: counselor })
        ).json()) as { items: Json[] }
      ).items.filter((item) => item.itemId === mine.id);
    expect(await noticesOf()).toEqual([]);
    await deliverDueWhistleNotices(t.deps);
    expect(await noticesOf()).toEqual([]);
    t.clock.set(nextFullHour(t.clock.now()));
    await deliverDueWhistleNotices(t.deps);
    expect(await noticesOf()).toHaveLength(1);
    await deliverDueWhistleNotices(t.deps);
    expect(await noticesOf()).toHaveLength(1);
    const notes = (await (
      await t.request("GET", `/api/notifications?schoolId=${ek()}`, { token: counselor })
    ).json()) as { items: Json[] };
    const note = notes.items.find((item) => item.itemId === mine.id)!;
    expect(note).toMatchObject({ category: "WHISTLE", kind: "WHISTLE_NEW", description: "" });
    expect(JSON.stringify(note)).not.toContain(message);
    expect(note.createdAt).toMatch(/T00:00:00\.000Z$/);

    const reply = await t.request("POST", `/api/whistle/${mine.id as string}/reply`, {
      token: counselor,
      body: { message: "Tack för att du hörde av dig. Vi pratar med klassen i morgon." },
    });
    expect(reply.status).toBe(200);

    const thread = await external("POST", "/whistle/thread", client, { receipt });
    expect(thread.status).toBe(200);
    expect(await thread.json()).toMatchObject({
      message,
      archived: false,
      entries: [{ by: "STAFF", message: "Tack för att du hörde av dig. Vi pratar med klassen i morgon." }],
    });

    const added = await external("POST", "/whistle/addition", client, {
      receipt,
      message: "Det hände igen i dag.",
    });
    expect(added.status).toBe(201);
    const again = (await listAs("counselor@demo.test")).find((item) => item.id === mine.id)!;
    expect((again.entries as Json[]).map((entry) => entry.by)).toEqual(["STAFF", "SENDER"]);
  });

  it("chosen staff: only the chosen one reads it; a teacher cannot be chosen (400, nothing stored)", async () => {
    const client = newClient();
    const chosen = t.seeded.userIds["head@demo.test"]!;
    const message = `Till rektorn ${Math.random()}`;
    expect(
      (await sendWhistle(client, { message, recipient: "SELECTED", recipientIds: [{ id: chosen }] })).res
        .status,
    ).toBe(201);
    expect((await listAs("head@demo.test")).map((item) => item.message)).toContain(message);
    expect((await listAs("counselor@demo.test")).map((item) => item.message)).not.toContain(message);

    const teacherId = t.seeded.userIds["teacher@demo.test"]!;
    const refused = await sendWhistle(client, {
      message: "x",
      recipient: "SELECTED",
      recipientIds: [{ id: teacherId }],
    });
    expect(refused.res.status).toBe(400);
    expect((await sendWhistle(client, { message: "x", recipient: "SELECTED" })).res.status).toBe(400);
    expect(
      (await sendWhistle(client, { message: "x", recipient: "HEAD", recipientIds: [{ id: chosen }] })).res
        .status,
    ).toBe(400);
  });

  it("the owner sees whistles to the owner; spam leaves the lists and stays in the audit trail; archived ones move", async () => {
    const client = newClient();
    const spam = `Skräp ${Math.random()}`;
    const kept = `Arkiveras ${Math.random()}`;
    await sendWhistle(client, { message: spam, recipient: "OWNER" });
    await sendWhistle(client, { message: kept, recipient: "OWNER" });
    const owner = await t.login("owner@demo.test");
    const items = await listAs("owner@demo.test");
    const spamItem = items.find((item) => item.message === spam)!;
    const keptItem = items.find((item) => item.message === kept)!;

    const flagged = await t.request("POST", `/api/whistle/spam/${spamItem.id as string}`, { token: owner });
    expect(flagged.status).toBe(200);
    expect(await flagged.json()).toMatchObject({ id: spamItem.id, spam: true });
    const archived = await t.request("PATCH", `/api/whistle/${keptItem.id as string}`, {
      token: owner,
      body: { version: keptItem.version, archived: true },
    });
    expect(archived.status).toBe(200);
    expect(
      (
        await t.request("PATCH", `/api/whistle/${keptItem.id as string}`, {
          token: owner,
          body: { version: keptItem.version, archived: false },
        })
      ).status,
    ).toBe(409);

    const current = (await listAs("owner@demo.test")).map((item) => item.message);
    const old = (await listAs("owner@demo.test", true)).map((item) => item.message);
    expect(current).not.toContain(spam);
    expect(old).not.toContain(spam);
    expect(current).not.toContain(kept);
    expect(old).toContain(kept);

    const events = await t.db.auditEvent.query.byScope({ scopeId: ek() }).go({ pages: "all" });
    const ofSpam = events.data.filter((event) => event.entityId === spamItem.id);
    expect(ofSpam.map((event) => `${event.action} ${event.actorId}`)).toEqual(
      expect.arrayContaining(["CREATE anonymous", `UPDATE ${t.seeded.userIds["owner@demo.test"]!}`]),
    );
  });
});

describe("invalid codes and receipts", () => {
  it("every invalid school code gets the same answer, in Swedish and English", async () => {
    const client = newClient();
    const bodies = new Set<string>();
    for (const typed of ["ZZZZ2222", "abc", "0OIL0OIL", "ZZZZ2222ZZZZ", "%20", "Z".repeat(300)]) {
      const res = await external("GET", `/school/${typed}`, client);
      expect(res.status).toBe(404);
      const { error } = (await res.json()) as { error: Json };
      bodies.add(JSON.stringify({ ...error, requestId: undefined }));
    }
    const other = await sendWhistle(newClient(), { code: "ZZZZ2222" });
    expect(other.res.status).toBe(404);
    bodies.add(JSON.stringify({ ...(other.json.error as Json), requestId: undefined }));
    expect([...bodies]).toHaveLength(1);
    expect(JSON.parse([...bodies][0]!)).toMatchObject({ code: "NOT_FOUND", message: "Skolan finns inte" });
    const english = await asCloudClient(t, () =>
      t.request("GET", "/api/external/school/ZZZZ2222", { headers: { "accept-language": "en" } }),
    );
    expect(((await english.json()) as { error: Json }).error.message).toBe("The school does not exist");
  });

  it("a forged, malformed or unknown receipt gets the same answer as an invalid code", async () => {
    const client = newClient();
    const bodies = new Set<string>();
    for (const receipt of ["A".repeat(43), "kort", "x".repeat(128), "", "y".repeat(3000)]) {
      for (const [path, body] of [
        ["/whistle/thread", { receipt }],
        ["/whistle/addition", { receipt, message: "Hej" }],
      ] as const) {
        const res = await external("POST", path, client, body);
        expect(res.status).toBe(404);
        bodies.add(
          JSON.stringify({ ...((await res.json()) as { error: Json }).error, requestId: undefined }),
        );
      }
      await t.deps.rateLimiter.clear(
        `ext-fail:${externalClientOf(t.deps, "198.51.100." + clientNumber)}`,
        EXTERNAL_FAILURES_PER_CLIENT,
      );
    }
    expect([...bodies]).toHaveLength(1);
    expect(JSON.parse([...bodies][0]!)).toMatchObject({ code: "NOT_FOUND", message: "Koden är ogiltig" });
  });

  it("brute force: after 10 wrong codes a client gets 429 even for the right code, while another client is served; an hour later it may try again", async () => {
    const client = newClient();
    for (let i = 0; i < EXTERNAL_FAILURES_PER_CLIENT.limit; i += 1) {
      const guess = `ZZZZ${String(2000 + i).replace(/[01]/g, "2")}`;
      expect((await external("GET", `/school/${guess}`, client)).status).toBe(404);
    }
    const blocked = await external("GET", `/school/${code}`, client);
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error: Json }).error.message).toBe(
      "Du har gjort för många försök. Försök igen om en stund.",
    );
    expect((await external("POST", "/whistle/thread", client, { receipt: "A".repeat(43) })).status).toBe(429);
    expect((await sendWhistle(client)).res.status).toBe(429);
    expect((await external("GET", `/school/${code}`, newClient())).status).toBe(200);
    t.clock.advance(3600 * 1000);
    expect((await external("GET", `/school/${code}`, client)).status).toBe(200);
  });

  it("a flood of whistles to one school is limited per code", async () => {
    const { SUBMISSIONS_PER_SCHOOL_CODE: WHISTLES_PER_SCHOOL_CODE } =
      await import("../external/external-gate.js");
    t.clock.advance(3600 * 1000);
    let last = 0;
    for (let i = 0; i <= WHISTLES_PER_SCHOOL_CODE.limit; i += 1) {
      last = (await sendWhistle(`203.0.113.${i}, 10.0.0.1`, { message: `Flod ${i}` })).res.status;
    }
    expect(last).toBe(429);
    t.clock.advance(3600 * 1000);
  });
});

describe("Idempotency-Key on the external page", () => {
  it("a retried whistle creates one whistle and answers the same receipt; the record holds neither key nor receipt", async () => {
    const client = newClient();
    const key = "kvitto-nyckel-0123456789abcdef";
    const message = `Idempotent ${Math.random()}`;
    const before = await tableItems(t);
    const first = await sendWhistle(client, { message }, { "idempotency-key": key });
    const second = await sendWhistle(client, { message }, { "idempotency-key": key });
    expect(first.res.status).toBe(201);
    expect(second.res.status).toBe(201);
    expect(second.res.headers.get("idempotent-replayed")).toBe("true");
    expect(second.json).toEqual(first.json);
    expect((await listAs("counselor@demo.test")).filter((item) => item.message === message)).toHaveLength(1);

    const other = await sendWhistle(client, { message: "Något annat" }, { "idempotency-key": key });
    expect(other.res.status).toBe(409);

    const added = [...(await tableItems(t)).entries()].filter(([id]) => !before.has(id));
    const records = added.filter(([id]) => id.startsWith("IDEMPOTENCY#"));
    expect(records).toHaveLength(1);
    const text = JSON.stringify(records);
    expect(text).not.toContain(key);
    expect(text).not.toContain(first.json.receipt as string);
    expect(Number(records[0]![1].ttl) % 86400).toBe(0);
  });

  it("a malformed key answers 400 and stores nothing", async () => {
    const res = await sendWhistle(newClient(), { message: "Kort nyckel" }, { "idempotency-key": "kort" });
    expect(res.res.status).toBe(400);
    expect((await listAs("counselor@demo.test")).map((item) => item.message)).not.toContain("Kort nyckel");
  });
});

describe("the canary: nothing identifies a whistle's sender", () => {
  it("no address, browser, account or time of day in any stored item, audit entry or log line", async () => {
    t.clock.set(new Date("2026-11-20T10:23:17.456Z"));
    const before = await tableItems(t);
    const logsBefore = t.logLines.length;
    const key = "kanarie-nyckel-abcdefghijklmnop";

    const send = await asCloudClient(t, () =>
      t.request("POST", "/api/external/whistle", {
        body: { code, message: "Något har hänt på skolgården.", recipient: "HEAD" },
        headers: { ...CANARY_HEADERS, "idempotency-key": key },
      }),
    );
    expect(send.status).toBe(201);
    const { receipt } = (await send.json()) as { receipt: string };
    for (const [method, path, body] of [
      ["GET", `/api/external/school/${code}`, undefined],
      ["POST", "/api/external/whistle/thread", { receipt }],
      ["POST", "/api/external/whistle/addition", { receipt, message: "Mer information." }],
    ] as const) {
      const res = await asCloudClient(t, () =>
        t.request(method, path, { ...(body ? { body } : {}), headers: CANARY_HEADERS }),
      );
      expect(res.status).toBeLessThan(300);
    }

    const changed = await changedItems(t, before);
    // The whistle, its audit entries, the notices, the counters and the sealed idempotency record.
    expect(changed.some(([id]) => id.startsWith("WHISTLE#"))).toBe(true);
    expect(changed.filter(([, item]) => item.actorId === "anonymous").length).toBeGreaterThanOrEqual(3);
    const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
    for (const [id, item] of changed) {
      const text = JSON.stringify(item);
      expectNoCanary(text, [receipt, key], id);
      // No time of day: an ISO time is midnight at most, an epoch number a whole hour at most.
      for (const time of text.match(/T\d{2}:\d{2}:\d{2}(\.\d+)?Z?/g) ?? [])
        expect(time, id).toMatch(/^T00:00:00(\.000)?Z$/);
      for (const value of Object.values(item)) {
        if (typeof value !== "number") continue;
        if (value > 1e12) throw new Error(`${id}: a millisecond time ${value}`);
        if (value > 1e9) expect(value % 3600, `${id}: ${value}`).toBe(0);
      }
      expect(text).not.toContain(String(nowSeconds));
      expect(text).not.toContain("10:23");
    }
    const logs = t.logLines.slice(logsBefore);
    expect(logs.length).toBeGreaterThanOrEqual(4);
    expectCleanLogLines(logs, [receipt, key]);
  });
});

describe("a school that hides whistles (spec section 2)", () => {
  it("offers no whistle section and takes no whistle, with the answer for no school", async () => {
    await t.db.school
      .patch({ id: ek() })
      .set({ hiddenParts: ["WHISTLES"] })
      .go();
    try {
      const client = newClient();
      const lookup = await external("GET", `/school/${code}`, client);
      expect(await lookup.json()).toMatchObject({ name: "Ekskolan", sections: ["report"] });
      const refused = await sendWhistle(client, { message: "Dold" });
      expect(refused.res.status).toBe(404);
      expect((refused.json.error as Json).message).toBe("Skolan finns inte");
    } finally {
      await t.db.school.patch({ id: ek() }).set({ hiddenParts: [] }).go();
    }
    expect(await (await external("GET", `/school/${code}`, newClient())).json()).toMatchObject({
      sections: ["whistle", "report"],
    });
  });
});

describe("a whistle from a staff account", () => {
  it("is stored and audited without its author, its log line is dated to the day, and a retry creates one", async () => {
    const token = await t.login("teacher@demo.test");
    const teacherId = t.seeded.userIds["teacher@demo.test"]!;
    const message = `Från personal ${Math.random()}`;
    const logsBefore = t.logLines.length;
    const before = await tableItems(t);
    const send = () =>
      t.request("POST", "/api/whistle", {
        token,
        body: { schoolId: ek(), message, recipient: "HEAD" },
        headers: { "idempotency-key": "personal-nyckel-0123456789" },
      });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
    expect((await listAs("head@demo.test")).filter((item) => item.message === message)).toHaveLength(1);

    const added = [...(await tableItems(t)).entries()].filter(([id]) => !before.has(id));
    const whistleItem = added.find(([id]) => id.startsWith("WHISTLE#"))![1];
    const audits = added.filter(([, item]) => item.entityId === whistleItem.id);
    expect(audits.map(([, item]) => item.actorId)).toEqual(["anonymous"]);
    expect(JSON.stringify(added)).not.toContain(teacherId);
    const lines = t.logLines
      .slice(logsBefore)
      .filter((line) => line.includes('"route":"/api/whistle"') && line.includes('"method":"POST"'));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line).not.toMatch(/T\d{2}:\d{2}/);
  });
});
