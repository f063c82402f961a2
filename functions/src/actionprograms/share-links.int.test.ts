import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { stockholmDateOf } from "#shared/dates";
import type { ErrorBody } from "#shared/errors";
import type { ActionProgram } from "#shared/actionprograms/action-program.schema";
import {
  appealDeadlineOf,
  type ShareLink,
  type SharedProgram,
} from "#shared/actionprograms/share-link.schema";
import {
  COMPLETE,
  COUNSELOR,
  HEAD,
  TEACHER,
  json,
  shareLinkFixtures,
  tokenOf,
} from "./share-links.fixtures.js";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import { SHARE_CALLS_PER_PREFIX, SHARE_FAILURES_PER_CLIENT } from "./share-links.external.js";

/**
 * Share links through the API: sharing a decided program (mail with one link, no pupil data), the token page's read
 * (one answer for every invalid link, the opening logged), revoking, rate limits, and the demo's shared program. The
 * appeal clock the openings start is in appeal-clock.int.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The same start as the appeal clock's tests: late on 22 November UTC, already 23 November in Stockholm.
  t.clock.set(new Date("2026-11-22T23:30:00.000Z"));
});
const { uid, pupil, call, newClient, open, draft, published, share, sharing } = shareLinkFixtures(() => t);

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
    const student = (await t.db.student.get({ id: pupil() }).go()).data!;
    const [firstName, ...rest] = student.name.split(" ");
    expect(shown).toEqual({
      schoolName: "Ekskolan",
      // Which child it concerns: the first name and the class (Ekskolan's first pupil is in 7A), no more.
      pupilFirstName: firstName,
      className: "7A",
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
    expect(rest.length).toBeGreaterThan(0);
    for (const part of rest) expect(text).not.toContain(part);
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
      // The anonymous trail keeps the Swedish day only (23:30 UTC is the next day in Sweden).
      at: stockholmDateOf(openedAt),
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
