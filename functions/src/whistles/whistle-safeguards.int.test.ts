import { describe, expect, it } from "vitest";
import {
  asCloudClient,
  CANARY_HEADERS,
  changedItems,
  expectNoCanary,
  tableItems,
} from "../../../tests/helpers/canary.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { whistleFixtures, type Json } from "./whistles.fixtures.js";
import { EXTERNAL_FAILURES_PER_CLIENT, externalClientOf } from "../external/external-gate.js";

/**
 * What guards a whistle's sender on the external page: every invalid code or receipt gets one answer, wrong guesses
 * and floods are limited, a retried whistle is stored once, and no stored item, audit entry or log line identifies
 * the sender (canary headers). The whistle journey itself is in whistles.int.test.ts.
 */
const { t } = useTestApp();
const { code, external, sendWhistle, listAs } = whistleFixtures(t);

/** A different caller each time, so limits of one test do not reach another (the test app reads it in cloud mode). */
let clientNumber = 0;
const newClient = () => `198.51.100.${++clientNumber}, 10.0.0.1`;

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
    const blocked = await external("GET", `/school/${code()}`, client);
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error: Json }).error.message).toBe(
      "Du har gjort för många försök. Försök igen om en stund.",
    );
    expect((await external("POST", "/whistle/thread", client, { receipt: "A".repeat(43) })).status).toBe(429);
    expect((await sendWhistle(client)).res.status).toBe(429);
    expect((await external("GET", `/school/${code()}`, newClient())).status).toBe(200);
    t.clock.advance(3600 * 1000);
    expect((await external("GET", `/school/${code()}`, client)).status).toBe(200);
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
        body: { code: code(), message: "Något har hänt på skolgården.", recipient: "HEAD" },
        headers: { ...CANARY_HEADERS, "idempotency-key": key },
      }),
    );
    expect(send.status).toBe(201);
    const { receipt } = (await send.json()) as { receipt: string };
    for (const [method, path, body] of [
      ["GET", `/api/external/school/${code()}`, undefined],
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
    // No line at all: even one dated to the day would be dated by its place among the others.
    expect(t.logLines.slice(logsBefore)).toEqual([]);
  });
});
