import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/errors";
import type { ActionProgram } from "#shared/actionprograms/action-program.schema";
import {
  addDaysToDate,
  appealDeadlineOf,
  forwardDeadlineOf,
  stockholmDateOf,
  type ProgramSharing,
  type ShareLink,
  type SharedProgram,
} from "#shared/actionprograms/share-link.schema";
import { hashSecret } from "../core/ids.js";
import { DEMO_PASSWORD } from "../local/demo-data.js";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import { SHARE_CALLS_PER_PREFIX, SHARE_FAILURES_PER_CLIENT } from "./share-links.external.js";

/**
 * Share links through the API: sharing a decided program (mail with one link, no pupil data), the token page's read
 * (one answer for every invalid link, the opening logged), revoking, rate limits, and the appeal clock.
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

const COUNSELOR = "counselor@demo.test";
const HEAD = "head@demo.test";
const TEACHER = "teacher@demo.test";
const uid = (email: string) => t.seeded.userIds[email]!;
const pupil = () => t.seeded.studentIds.ek![0]!;

/** Sessions last 8 hours and these tests move the clock by days: a session that ran out is renewed once. */
const sessions = new Map<string, string>();
async function signIn(email: string): Promise<string> {
  const res = await t.request("POST", "/api/auth/login", { body: { email, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  const { token } = await json<{ token: string }>(res);
  sessions.set(email, token);
  return token;
}
async function call(email: string, method: string, path: string, body?: unknown, language = "sv") {
  const send = (token: string) =>
    t.request(method, path, {
      token,
      headers: { "accept-language": language },
      ...(body !== undefined ? { body } : {}),
    });
  const res = await send(sessions.get(email) ?? (await signIn(email)));
  return res.status === 401 ? send(await signIn(email)) : res;
}
const json = async <T>(res: Response) => (await res.json()) as T;

let clientNumber = 0;
const newClient = () => `198.51.100.${++clientNumber}, 10.0.0.1`;
/** A token read as one client (the cloud mode reads the address from X-Forwarded-For). */
async function open(token: string, client = newClient(), language = "sv"): Promise<Response> {
  const config = t.deps.config as { mode: "cloud" | "embedded" };
  config.mode = "cloud";
  try {
    return await t.request("GET", `/api/external/action-program/${token}`, {
      headers: { "x-forwarded-for": client, "accept-language": language },
    });
  } finally {
    config.mode = "embedded";
  }
}

const COMPLETE = {
  specialNeeds: "Behöver stöd i läsförståelse och struktur i skolarbetet.",
  actions: [
    { action: "Anpassad läsning", timespan: "v. 3–10", followUp: "Varannan vecka", responsible: "Mentor" },
  ],
  followUpDate: "2027-02-01",
  evaluationDate: "2027-04-01",
};

async function draft(): Promise<ActionProgram> {
  const res = await call(COUNSELOR, "POST", "/api/action-program", {
    studentId: pupil(),
    access: "STANDARD",
    ...COMPLETE,
  });
  expect(res.status).toBe(201);
  return json<ActionProgram>(res);
}

async function published(): Promise<ActionProgram> {
  const program = await draft();
  const res = await call(HEAD, "PATCH", `/api/action-program/${program.id}`, {
    version: 1,
    status: "published",
  });
  expect(res.status).toBe(200);
  return json<ActionProgram>(res);
}

const tokenOf = (text: string) => /\/actions\/action-program\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

async function share(
  programId: string,
  recipients: { email: string; kind: "GUARDIAN" | "STUDENT"; sixteenOrOlder?: boolean }[],
  extra: Record<string, unknown> = {},
): Promise<{ links: ShareLink[]; tokens: string[] }> {
  const res = await call(COUNSELOR, "POST", "/api/action-program/links", {
    actionProgramId: programId,
    recipients,
    ...extra,
  });
  expect(res.status).toBe(201);
  const links = await json<ShareLink[]>(res);
  const tokens = recipients.map((recipient) => tokenOf(t.outbox.lastTo(recipient.email)!.text));
  return { links, tokens };
}

const sharing = async (programId: string, by = COUNSELOR) =>
  json<ProgramSharing>(await call(by, "GET", `/api/action-program/${programId}/links`));

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

describe("sharing a decided program", () => {
  it("each recipient gets a mail with one link and no pupil data; the answer lists the links with actionProgramId", async () => {
    const program = await published();
    const student = (await t.db.student.get({ id: pupil() }).go()).data!;
    const before = t.outbox.sent.length;
    const res = await call(COUNSELOR, "POST", "/api/action-program/links", {
      actionProgramId: program.id,
      recipients: [
        { email: "Vardnadshavare@Example.se", kind: "GUARDIAN" },
        { email: "elev@example.se", kind: "STUDENT", sixteenOrOlder: false },
      ],
    });
    expect(res.status).toBe(201);
    const links = await json<ShareLink[]>(res);
    expect(links).toHaveLength(2);
    expect(links[0]).toMatchObject({
      actionProgramId: program.id,
      email: "vardnadshavare@example.se",
      kind: "GUARDIAN",
      mayAppeal: true,
      firstOpenedAt: null,
      openedCount: 0,
      revokedAt: null,
    });
    expect(links[1]).toMatchObject({ actionProgramId: program.id, kind: "STUDENT", mayAppeal: false });
    // Default expiry: 30 days.
    expect(Date.parse(links[0]!.expiresAt) - t.clock.now().getTime()).toBe(30 * 24 * 3600 * 1000);
    expect(t.outbox.sent.length).toBe(before + 2);

    const mail = t.outbox.lastTo("vardnadshavare@example.se")!;
    const urls = mail.text.match(/https?:\/\/\S+/g) ?? [];
    expect(new Set(urls).size).toBe(1);
    expect(urls[0]).toMatch(/^http:\/\/localhost:3000\/actions\/action-program\/[A-Za-z0-9_-]{43}$/);
    for (const secret of [student.name, ...student.name.split(" "), "Ekskolan", COMPLETE.specialNeeds]) {
      expect(mail.text).not.toContain(secret);
      expect(mail.subject).not.toContain(secret);
    }
    // The token is stored only as its hash: no item of the table holds it.
    const token = tokenOf(mail.text);
    const stored = (await t.db.actionProgramShareLink.query.byProgram({ actionProgramId: program.id }).go())
      .data;
    expect(stored).toHaveLength(2);
    expect(JSON.stringify(stored)).not.toContain(token);
    // Each creation is audited.
    const events = (await t.db.auditEvent.query.byStudent({ studentId: pupil() }).go({ pages: "all" })).data;
    const created = events.filter(
      (event) =>
        event.entity === "actionProgramShareLink" && event.action === "CREATE" && event.outcome === "SUCCESS",
    );
    expect(created.map((event) => event.entityId)).toEqual(
      expect.arrayContaining(links.map((link) => link.id)),
    );
  });

  it("a bad address answers 400 'Ange en giltig e-postadress' (en: 'Enter a valid email address'); nothing is stored or sent", async () => {
    const program = await published();
    const before = t.outbox.sent.length;
    for (const [language, text] of [
      ["sv", "Ange en giltig e-postadress"],
      ["en", "Enter a valid email address"],
    ] as const) {
      const res = await call(
        COUNSELOR,
        "POST",
        "/api/action-program/links",
        {
          actionProgramId: program.id,
          recipients: [
            { email: "ok@example.se", kind: "GUARDIAN" },
            { email: "inte en adress", kind: "GUARDIAN" },
          ],
        },
        language,
      );
      expect(res.status).toBe(400);
      const body = await json<ErrorBody>(res);
      expect(body.error.issues?.[0]).toMatchObject({ path: ["recipients", 1, "email"], message: text });
    }
    expect(t.outbox.sent.length).toBe(before);
    expect((await sharing(program.id)).links).toEqual([]);
  });

  it("the age question: required for a pupil, refused for a guardian (400 with the reason in sv and en); a bad recipient among several sends no mail at all", async () => {
    const program = await published();
    const before = t.outbox.sent.length;
    const cases = [
      {
        recipients: [
          { email: "vh11@example.se", kind: "GUARDIAN" },
          { email: "elev11@example.se", kind: "STUDENT" },
        ],
        sv: "Ange om eleven har fyllt 16 år",
        en: "Say whether the student is 16 or older",
      },
      {
        recipients: [
          { email: "elev11@example.se", kind: "STUDENT", sixteenOrOlder: true },
          { email: "vh11@example.se", kind: "GUARDIAN", sixteenOrOlder: false },
        ],
        sv: "Åldersfrågan gäller bara elever. Ta bort den för vårdnadshavare.",
        en: "The age question is for students only. Remove it for guardians.",
      },
    ];
    for (const { recipients, sv, en } of cases) {
      for (const [language, text] of [
        ["sv", sv],
        ["en", en],
      ] as const) {
        const res = await call(
          COUNSELOR,
          "POST",
          "/api/action-program/links",
          { actionProgramId: program.id, recipients },
          language,
        );
        expect(res.status).toBe(400);
        const body = await json<ErrorBody>(res);
        expect(body.error.issues).toEqual([
          expect.objectContaining({ path: ["recipients", 1, "sixteenOrOlder"], message: text }),
        ]);
      }
    }
    const notBoolean = await call(COUNSELOR, "POST", "/api/action-program/links", {
      actionProgramId: program.id,
      recipients: [{ email: "elev11@example.se", kind: "STUDENT", sixteenOrOlder: "ja" }],
    });
    expect(notBoolean.status).toBe(400);
    expect(t.outbox.sent.length).toBe(before);
    expect((await sharing(program.id)).links).toEqual([]);
  });

  it("a draft is not shared: 409 with the reason, nothing sent", async () => {
    const program = await draft();
    const before = t.outbox.sent.length;
    const res = await call(COUNSELOR, "POST", "/api/action-program/links", {
      actionProgramId: program.id,
      recipients: [{ email: "vh@example.se", kind: "GUARDIAN" }],
    });
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).error.message).toBe(
      "Bara ett beslutat åtgärdsprogram kan delas. Publicera det först.",
    );
    expect(t.outbox.sent.length).toBe(before);
  });

  it("the mentor who only reads the program may see its links but not share it (403)", async () => {
    const program = await published();
    const res = await call(TEACHER, "POST", "/api/action-program/links", {
      actionProgramId: program.id,
      recipients: [{ email: "vh@example.se", kind: "GUARDIAN" }],
    });
    expect(res.status).toBe(403);
    expect((await call(TEACHER, "GET", `/api/action-program/${program.id}/links`)).status).toBe(200);
  });
});

describe("the token page's read", () => {
  it("a valid link answers the decided program and nothing else; the opening is logged in the link and the audit trail", async () => {
    const program = await published();
    const { links, tokens } = await share(program.id, [{ email: "vh1@example.se", kind: "GUARDIAN" }]);
    const res = await open(tokens[0]!);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const shown = await json<SharedProgram>(res);
    expect(shown).toEqual({
      schoolName: "Ekskolan",
      status: "published",
      specialNeeds: COMPLETE.specialNeeds,
      actions: COMPLETE.actions,
      followUpDate: "2027-02-01",
      evaluationDate: "2027-04-01",
      studentInformedOn: null,
      guardiansInformedOn: null,
      place: "",
      attendees: [],
      studentInvolved: false,
      guardianInvolved: false,
      links: [],
      decidedByName: "Henrik Rektor",
      decidedAt: program.decidedAt,
      expiresAt: links[0]!.expiresAt,
    });
    const text = JSON.stringify(shown);
    for (const id of [program.id, pupil(), program.schoolId, uid(HEAD), uid(COUNSELOR)]) {
      expect(text).not.toContain(id);
    }
    expect(text).not.toContain("@");

    const openedAt = t.clock.now().toISOString();
    const after = (await sharing(program.id)).links[0]!;
    expect(after).toMatchObject({ firstOpenedAt: openedAt, lastOpenedAt: openedAt, openedCount: 1 });
    const trail = (
      await t.db.auditEvent.query.byScope({ scopeId: program.schoolId }).go({ pages: "all" })
    ).data.filter((event) => event.entity === "actionProgramShareLink" && event.entityId === links[0]!.id);
    expect(trail.find((event) => event.action === "READ")).toMatchObject({
      actorId: "anonymous",
      at: openedAt.slice(0, 10),
      outcome: "SUCCESS",
    });
    // The token and the mail's text never reach the logs.
    expect(t.logLines.join("\n")).not.toContain(tokens[0]!);
    // No address or browser is kept with the link.
    const stored = (await t.db.actionProgramShareLink.query.byProgram({ actionProgramId: program.id }).go())
      .data;
    expect(JSON.stringify(stored)).not.toContain("198.51.100");
  });

  it("unknown, malformed, expired and revoked tokens all answer the same 404 'invalid link'", async () => {
    const program = await published();
    const { links, tokens } = await share(
      program.id,
      [
        { email: "vh2@example.se", kind: "GUARDIAN" },
        { email: "vh3@example.se", kind: "GUARDIAN" },
      ],
      { expiresInDays: 2 },
    );
    const revoke = await call(COUNSELOR, "DELETE", `/api/action-program/${program.id}/links/${links[1]!.id}`);
    expect(revoke.status).toBe(200);
    expect((await json<ShareLink>(revoke)).revokedAt).toBe(t.clock.now().toISOString());

    const bodies = new Set<string>();
    const tryToken = async (token: string) => {
      const res = await open(token);
      expect(res.status).toBe(404);
      bodies.add(JSON.stringify({ ...(await json<ErrorBody>(res)).error, requestId: undefined }));
    };
    await tryToken("A".repeat(43));
    await tryToken("kort");
    // Far too long is malformed too: the same 404, not a validation error that tells it apart.
    await tryToken("A".repeat(201));
    await tryToken("A".repeat(2000));
    await tryToken(tokens[1]!);
    t.clock.advance(2 * 24 * 3600 * 1000);
    await tryToken(tokens[0]!);
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0]!)).toMatchObject({
      code: "NOT_FOUND",
      message: "Länken är ogiltig eller har gått ut",
    });
    const english = await open("A".repeat(43), newClient(), "en");
    expect((await json<ErrorBody>(english)).error.message).toBe("The link is invalid or has expired");
  });

  it("brute force: after 10 wrong tokens a client gets 429 even for a valid link, another client is served, and an hour later it may try again", async () => {
    const program = await published();
    const { tokens } = await share(program.id, [{ email: "vh4@example.se", kind: "GUARDIAN" }]);
    const client = newClient();
    for (let i = 0; i < SHARE_FAILURES_PER_CLIENT.limit; i += 1) {
      const guess = `${String(i).padStart(2, "0")}${"B".repeat(41)}`;
      expect((await open(guess, client)).status).toBe(404);
    }
    const blocked = await open(tokens[0]!, client);
    expect(blocked.status).toBe(429);
    expect((await open(tokens[0]!, newClient())).status).toBe(200);
    t.clock.advance(3600 * 1000);
    expect((await open(tokens[0]!, client)).status).toBe(200);
  });

  it("many clients aiming at one token prefix are limited per prefix", async () => {
    t.clock.advance(3600 * 1000);
    const prefix = "Zq9x_-";
    let last = 0;
    for (let i = 0; i <= SHARE_CALLS_PER_PREFIX.limit; i += 1) {
      last = (await open(`${prefix}${String(i).padStart(37, "C")}`, newClient())).status;
    }
    expect(last).toBe(429);
    // The counter is keyed by a pseudonym: no part of a token is kept in the table.
    let stored = "";
    let start: Record<string, unknown> | undefined;
    do {
      const page = await t.deps.db.client.send(
        new ScanCommand({ TableName: t.tableName, ConsistentRead: true, ExclusiveStartKey: start }),
      );
      stored += JSON.stringify(page.Items ?? []);
      start = page.LastEvaluatedKey;
    } while (start);
    expect(stored).toContain("ext-apshare-prefix:");
    expect(stored).not.toContain(prefix);
    t.clock.advance(3600 * 1000);
  });
});

describe("the demo", () => {
  it("the first pupil's decided program was shared: a guardian opened it (the receipt), the pupil (under 16) has not, a mistyped link was revoked", async () => {
    const list = await json<{ items: ActionProgram[] }>(
      await call(
        HEAD,
        "GET",
        `/api/action-program/${t.seeded.schoolIds.ek!}?studentId=${pupil()}&status=ongoing`,
      ),
    );
    const demo = list.items.find(
      (item) => item.status === "published" && item.createdByName === "Cecilia Kurator",
    )!;
    const { links, clock } = await sharing(demo.id, HEAD);
    expect(
      links.map((link) => [link.kind, link.revokedAt !== null, link.openedCount > 0, link.mayAppeal]),
    ).toEqual(
      expect.arrayContaining([
        ["GUARDIAN", true, false, true],
        ["GUARDIAN", false, true, true],
        ["STUDENT", false, false, false],
      ]),
    );
    expect(clock.receivedByKind).toBe("GUARDIAN");
    expect(clock.appealBy).toBe(appealDeadlineOf(clock.receivedAt!));
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
