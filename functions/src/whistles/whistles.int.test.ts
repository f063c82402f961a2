import { describe, expect, it } from "vitest";
import { tableItems } from "../../../tests/helpers/canary.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { whistleFixtures, type Json } from "./whistles.fixtures.js";
import { deliverDueWhistleNotices, nextFullHour } from "./whistle-notice-batch.js";
import { DEMO_WHISTLE_RECEIPT } from "./whistles.demo.js";

/**
 * Whistles end to end over HTTP: the external page's sender, the staff who receive it, a school that hides whistles
 * and a whistle from a staff account. What guards the external page (one answer for every invalid code or receipt,
 * limits, idempotency, nothing that identifies the sender) is in whistle-safeguards.int.test.ts.
 */
const { t } = useTestApp();
const { ek, code, newClient, external, sendWhistle, listAs } = whistleFixtures(t);

describe("a pupil's whistle from the external page", () => {
  it("the school by its code; a whistle to student-health staff; staff reply; the pupil reads it with the receipt and adds more", async () => {
    const client = newClient();
    const lookup = await external("GET", `/school/${code().toLowerCase()}`, client);
    expect(lookup.status).toBe(200);
    const school = (await lookup.json()) as { name: string; staff: { id: string; name: string }[] };
    expect(school.name).toBe("Ekskolan");
    expect(school.staff.map((person) => person.id)).toContain(t.seeded.userIds["counselor@demo.test"]);
    expect(school.staff.map((person) => person.id)).not.toContain(t.seeded.userIds["teacher@demo.test"]);

    const message = `Någon blir slagen i omklädningsrummet ${Math.random()}`;
    const { res, json } = await sendWhistle(client, { message });
    expect(res.status).toBe(201);
    const receipt = json.receipt as string;
    // 13 groups of 4 of a 31-character alphabet without look-alikes: 52 × log2(31) ≈ 257.6 bits.
    expect(receipt).toMatch(/^([A-HJKMNP-Z2-9]{4}-){12}[A-HJKMNP-Z2-9]{4}$/);
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

describe("a school that hides whistles (spec section 2)", () => {
  it("offers no whistle section and takes no whistle, with the answer for no school", async () => {
    await t.db.school
      .patch({ id: ek() })
      .set({ hiddenParts: ["WHISTLES"] })
      .go();
    try {
      const client = newClient();
      const lookup = await external("GET", `/school/${code()}`, client);
      expect(await lookup.json()).toMatchObject({ name: "Ekskolan", sections: ["report"] });
      const refused = await sendWhistle(client, { message: "Dold" });
      expect(refused.res.status).toBe(404);
      expect((refused.json.error as Json).message).toBe("Skolan finns inte");
    } finally {
      await t.db.school.patch({ id: ek() }).set({ hiddenParts: [] }).go();
    }
    expect(await (await external("GET", `/school/${code()}`, newClient())).json()).toMatchObject({
      sections: ["whistle", "report"],
    });
  });
});

describe("a whistle from a staff account", () => {
  it("is stored and audited without its author, writes no log line, and a retry creates one", async () => {
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
    // Not even a line dated to the day: its place among the other lines would date it within seconds.
    expect(t.logLines.slice(logsBefore)).toEqual([]);
    expect(first.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
    expect((await listAs("head@demo.test")).filter((item) => item.message === message)).toHaveLength(1);

    const added = [...(await tableItems(t)).entries()].filter(([id]) => !before.has(id));
    const whistleItem = added.find(([id]) => id.startsWith("WHISTLE#"))![1];
    const audits = added.filter(([, item]) => item.entityId === whistleItem.id);
    expect(audits.map(([, item]) => item.actorId)).toEqual(["anonymous"]);
    expect(JSON.stringify(added)).not.toContain(teacherId);
  });
});

describe("the receipt", () => {
  it("is read with case, spaces and dashes ignored; a receipt issued before opens as typed, and only so", async () => {
    const client = newClient();
    const message = `Kvittot läses överseende ${Math.random()}`;
    const { json } = await sendWhistle(client, { message });
    const receipt = json.receipt as string;
    for (const typed of [
      receipt,
      receipt.toLowerCase(),
      receipt.replaceAll("-", " "),
      ` ${receipt.replaceAll("-", "")} `,
    ]) {
      const thread = await external("POST", "/whistle/thread", client, { receipt: typed });
      expect(thread.status, typed).toBe(200);
      expect(await thread.json()).toMatchObject({ message });
    }
    // The demo's whistle has a receipt of the earlier kind (base64url, case matters): it opens as it was issued.
    const legacy = DEMO_WHISTLE_RECEIPT;
    expect((await external("POST", "/whistle/thread", client, { receipt: legacy })).status).toBe(200);
    expect(
      (await external("POST", "/whistle/thread", client, { receipt: legacy.toUpperCase() })).status,
    ).toBe(404);
  });
});
