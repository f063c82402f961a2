import { beforeAll, describe, expect, it } from "vitest";
import type { ProgramSharing } from "#shared/actionprograms/share-link.schema";
import {
  addDaysToDate,
  appealDeadlineOf,
  forwardDeadlineOf,
  stockholmDateOf,
} from "#shared/actionprograms/share-link.schema";
import { hashSecret } from "../core/ids.js";
import { COUNSELOR, HEAD, json, shareLinkFixtures } from "./share-links.fixtures.js";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";

/**
 * The appeal clock of a shared program through the API: the first opening by someone who may appeal is the receipt
 * (its Stockholm date + 3 weeks is the appeal deadline), a pupil under 16 starts no clock, staff register an appeal
 * (the forward-by date), and a failed or concurrent clock write costs no receipt. The share links themselves are in
 * share-links.int.test.ts.
 */
let t: TestApp;
/** Runs once just before the next write of an appeal clock (a receipt or an appeal), then is cleared. */
let beforeClockWrite: (() => Promise<void>) | undefined;
beforeAll(async () => {
  t = await createTestApp();
  t.deps.db.client.middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as Record<string, unknown>;
      const write = "Item" in input || "UpdateExpression" in input;
      const hook = beforeClockWrite;
      if (hook && write && JSON.stringify(input).includes("APPEALCLOCK")) {
        beforeClockWrite = undefined;
        await hook();
      }
      return next(args);
    },
    { step: "initialize", name: "beforeClockWrite" },
  );
  // 23:30 UTC on 22 November is already 23 November in Stockholm (UTC+1): the receipt's date is the local one.
  t.clock.set(new Date("2026-11-22T23:30:00.000Z"));
});
const { uid, pupil, call, open, draft, published, share, sharing } = shareLinkFixtures(() => t);

describe("the appeal clock", () => {
  it("the first opening is the receipt: the deadline is its Stockholm date + 3 weeks; a later opening changes nothing", async () => {
    const program = await published();
    const { tokens } = await share(program.id, [
      { email: "vh5@example.se", kind: "GUARDIAN" },
      { email: "elev5@example.se", kind: "STUDENT", sixteenOrOlder: true },
    ]);
    expect((await sharing(program.id)).clock).toMatchObject({ receivedAt: null, appealBy: null });
    expect((await open(tokens[0]!)).status).toBe(200);
    const first = (await sharing(program.id)).clock;
    expect(first).toMatchObject({
      receivedAt: "2026-11-22T23:30:00.000Z",
      receivedByKind: "GUARDIAN",
      receivedByEmail: "vh5@example.se",
      appealBy: "2026-12-14",
    });
    t.clock.advance(5 * 24 * 3600 * 1000);
    expect((await open(tokens[1]!)).status).toBe(200);
    expect((await sharing(program.id)).clock).toMatchObject({
      receivedAt: "2026-11-22T23:30:00.000Z",
      receivedByKind: "GUARDIAN",
      appealBy: "2026-12-14",
    });
  });

  it("a pupil under 16 may not appeal: that pupil's first opening is logged but starts no clock; the guardian's later opening does", async () => {
    const program = await published();
    const { links, tokens } = await share(program.id, [
      { email: "elev8@example.se", kind: "STUDENT", sixteenOrOlder: false },
      { email: "vh8@example.se", kind: "GUARDIAN" },
    ]);
    expect(links.map((link) => [link.kind, link.mayAppeal])).toEqual([
      ["STUDENT", false],
      ["GUARDIAN", true],
    ]);
    const pupilOpenedAt = t.clock.now().toISOString();
    expect((await open(tokens[0]!)).status).toBe(200);
    const afterPupil = await sharing(program.id);
    expect(afterPupil.clock).toMatchObject({ receivedAt: null, receivedByKind: null, appealBy: null });
    // The opening is still logged, and the staff's list says this recipient may not appeal.
    expect(afterPupil.links.find((link) => link.id === links[0]!.id)).toMatchObject({
      kind: "STUDENT",
      mayAppeal: false,
      firstOpenedAt: pupilOpenedAt,
      openedCount: 1,
    });
    expect(await t.db.actionProgramAppealClock.get({ actionProgramId: program.id }).go()).toMatchObject({
      data: null,
    });

    t.clock.advance(3 * 24 * 3600 * 1000);
    const guardianOpenedAt = t.clock.now().toISOString();
    expect((await open(tokens[1]!)).status).toBe(200);
    expect((await sharing(program.id)).clock).toMatchObject({
      receivedAt: guardianOpenedAt,
      receivedByKind: "GUARDIAN",
      receivedByEmail: "vh8@example.se",
      appealBy: appealDeadlineOf(guardianOpenedAt),
    });
  });

  it("a pupil of 16 or more may appeal: that pupil's first opening is the receipt", async () => {
    const program = await published();
    const { links, tokens } = await share(program.id, [
      { email: "vh9@example.se", kind: "GUARDIAN" },
      { email: "elev9@example.se", kind: "STUDENT", sixteenOrOlder: true },
    ]);
    expect(links[1]).toMatchObject({ kind: "STUDENT", mayAppeal: true });
    const openedAt = t.clock.now().toISOString();
    expect((await open(tokens[1]!)).status).toBe(200);
    expect((await sharing(program.id)).clock).toMatchObject({
      receivedAt: openedAt,
      receivedByKind: "STUDENT",
      receivedByEmail: "elev9@example.se",
      appealBy: appealDeadlineOf(openedAt),
    });
    t.clock.advance(24 * 3600 * 1000);
    expect((await open(tokens[0]!)).status).toBe(200);
    expect((await sharing(program.id)).clock).toMatchObject({
      receivedAt: openedAt,
      receivedByKind: "STUDENT",
    });
  });

  it("links stored before the age question: a pupil's opening starts no clock and a pupil's old receipt is not shown; a guardian's opening is the receipt", async () => {
    const program = await published();
    const stored = async (email: string, kind: "GUARDIAN" | "STUDENT") => {
      const token = t.deps.ids.secret();
      const now = t.clock.now();
      await t.db.actionProgramShareLink
        .create({
          tokenHash: hashSecret(token),
          id: t.deps.ids.id(),
          actionProgramId: program.id,
          schoolId: program.schoolId,
          organizationId: t.seeded.organizationIds.demo!,
          email,
          kind,
          expiresAt: new Date(now.getTime() + 30 * 24 * 3600 * 1000).toISOString(),
          revokedAt: "",
          revokedById: "",
          openings: [],
          openedCount: 0,
          createdById: uid(COUNSELOR),
          createdByName: "Cecilia Kurator",
          createdAt: now.toISOString(),
        })
        .go();
      return token;
    };
    const pupilToken = await stored("elev10@example.se", "STUDENT");
    const guardianToken = await stored("vh10@example.se", "GUARDIAN");
    expect((await open(pupilToken)).status).toBe(200);
    const before = await sharing(program.id);
    expect(before.clock.receivedAt).toBeNull();
    expect(before.links.map((link) => [link.kind, link.mayAppeal])).toEqual(
      expect.arrayContaining([
        ["STUDENT", false],
        ["GUARDIAN", true],
      ]),
    );

    // A receipt a pupil's link wrote before the rule (no receivedMayAppeal) is no receipt: the guardian's takes over.
    await t.db.actionProgramAppealClock
      .create({
        actionProgramId: program.id,
        receivedAt: t.clock.now().toISOString(),
        receivedByKind: "STUDENT",
        receivedByEmail: "elev10@example.se",
        receivedLinkId: before.links.find((link) => link.kind === "STUDENT")!.id,
        appealArrivedOn: "",
        appealRegisteredAt: "",
        appealRegisteredById: "",
        appealRegisteredByName: "",
        version: 1,
      })
      .go();
    expect((await sharing(program.id)).clock).toMatchObject({ receivedAt: null, appealBy: null });
    t.clock.advance(2 * 24 * 3600 * 1000);
    const guardianOpenedAt = t.clock.now().toISOString();
    expect((await open(guardianToken)).status).toBe(200);
    expect((await sharing(program.id)).clock).toMatchObject({
      receivedAt: guardianOpenedAt,
      receivedByKind: "GUARDIAN",
      appealBy: appealDeadlineOf(guardianOpenedAt),
    });
  });

  it("an appeal registered by staff records its arrival, tells the decision maker (ACTION, no pupil text) and shows the forward-by date", async () => {
    // The decision on 28 November (Stockholm), the appeal arrives on 30 November.
    t.clock.set(new Date("2026-11-28T09:00:00.000Z"));
    const program = await published();
    const student = (await t.db.student.get({ id: pupil() }).go()).data!;
    const before = (await t.db.notification.query.byUser({ userId: uid(HEAD) }).go({ pages: "all" })).data
      .length;

    const future = await call(COUNSELOR, "POST", `/api/action-program/${program.id}/appeal`, {
      arrivedOn: "2026-12-01",
    });
    expect(future.status).toBe(400);
    const early = await call(COUNSELOR, "POST", `/api/action-program/${program.id}/appeal`, {
      arrivedOn: "2026-11-27",
    });
    expect(early.status).toBe(400);

    t.clock.set(new Date("2026-11-30T10:00:00.000Z"));
    const res = await call(COUNSELOR, "POST", `/api/action-program/${program.id}/appeal`, {
      arrivedOn: "2026-11-30",
    });
    expect(res.status).toBe(200);
    const clock = (await json<ProgramSharing>(res)).clock;
    expect(clock).toMatchObject({
      appealArrivedOn: "2026-11-30",
      forwardBy: "2026-12-07",
      appealRegisteredByName: expect.any(String),
      appealRegisteredAt: "2026-11-30T10:00:00.000Z",
    });
    const notes = (await t.db.notification.query.byUser({ userId: uid(HEAD) }).go({ pages: "all" })).data;
    expect(notes.length).toBe(before + 1);
    const note = notes.find((item) => item.kind === "ACTION_PROGRAM_APPEAL" && item.itemId === program.id)!;
    expect(note).toMatchObject({ category: "ACTION" });
    expect(JSON.stringify(note)).not.toContain(student.name);

    const again = await call(COUNSELOR, "POST", `/api/action-program/${program.id}/appeal`, {
      arrivedOn: "2026-11-30",
    });
    expect(again.status).toBe(409);
  });

  it("a first opening whose receipt could not be written leaves no opening behind: the next opening is the receipt", async () => {
    const program = await published();
    const { tokens } = await share(program.id, [{ email: "vh6@example.se", kind: "GUARDIAN" }]);
    beforeClockWrite = () => Promise.reject(new Error("DynamoDB unavailable for a moment"));
    expect((await open(tokens[0]!)).status).toBe(500);
    t.clock.advance(60 * 1000);
    expect((await open(tokens[0]!)).status).toBe(200);
    expect((await sharing(program.id)).clock).toMatchObject({
      receivedAt: t.clock.now().toISOString(),
      receivedByKind: "GUARDIAN",
      receivedByEmail: "vh6@example.se",
      appealBy: appealDeadlineOf(t.clock.now().toISOString()),
    });
  });

  it("an appeal registered at the moment of the first opening does not cost the receipt", async () => {
    const program = await published();
    const { tokens } = await share(program.id, [{ email: "vh7@example.se", kind: "GUARDIAN" }]);
    const today = stockholmDateOf(t.clock.now());
    // Staff register an appeal (the clock's first write) just before the opening writes the receipt.
    beforeClockWrite = async () => {
      await t.db.actionProgramAppealClock
        .create({
          actionProgramId: program.id,
          receivedAt: "",
          receivedByKind: "",
          receivedByEmail: "",
          receivedLinkId: "",
          appealArrivedOn: today,
          appealRegisteredAt: t.clock.now().toISOString(),
          appealRegisteredById: uid(COUNSELOR),
          appealRegisteredByName: "Cecilia Kurator",
          version: 1,
        })
        .go();
    };
    expect((await open(tokens[0]!)).status).toBe(200);
    expect((await sharing(program.id)).clock).toMatchObject({
      receivedAt: t.clock.now().toISOString(),
      receivedByKind: "GUARDIAN",
      appealArrivedOn: today,
      forwardBy: forwardDeadlineOf(today),
    });
  });

  it("a draft has no appeal (409)", async () => {
    const program = await draft();
    const res = await call(COUNSELOR, "POST", `/api/action-program/${program.id}/appeal`, {
      arrivedOn: stockholmDateOf(t.clock.now()),
    });
    expect(res.status).toBe(409);
  });
});

describe("date helpers (Europe/Stockholm)", () => {
  it("dates an instant in Stockholm across midnight and the daylight-saving change", () => {
    expect(stockholmDateOf("2026-11-22T23:30:00Z")).toBe("2026-11-23");
    expect(stockholmDateOf("2026-11-22T22:59:59Z")).toBe("2026-11-22");
    // Summer time: UTC+2.
    expect(stockholmDateOf("2027-06-30T22:30:00Z")).toBe("2027-07-01");
    expect(stockholmDateOf("2027-06-30T21:30:00Z")).toBe("2027-06-30");
  });

  it("adds whole days over month ends, leap days and the clock change", () => {
    expect(addDaysToDate("2028-02-20", 21)).toBe("2028-03-12");
    expect(addDaysToDate("2027-03-20", 21)).toBe("2027-04-10");
    expect(appealDeadlineOf("2027-10-30T23:15:00Z")).toBe("2027-11-21");
    expect(forwardDeadlineOf("2026-12-28")).toBe("2027-01-04");
  });
});
