import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/errors";
import type { TicketDetail, TicketSummary } from "#shared/tickets/ticket.schema";
import type { Page } from "#shared/common.schema";
import { DEMO_PASSWORD } from "../local/demo-data.js";
import { shareLinkFixtures } from "../actionprograms/share-links.fixtures.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";

const { t, f } = useTestApp();
const links = shareLinkFixtures(() => t);
let token: string;
/** When set, the first table call after a mail has gone out fails, as a lost connection or a throttle would. */
let failAfterMail: { mailsBefore: number } | undefined;
beforeAll(async () => {
  token = await t.login("counselor@demo.test");
  t.deps.db.client.middlewareStack.add(
    (next) => async (args) => {
      if (failAfterMail && t.outbox.sent.length > failAfterMail.mailsBefore) {
        failAfterMail = undefined;
        throw new Error("injected failure after the mail");
      }
      return next(args);
    },
    { step: "initialize", name: "failAfterMail" },
  );
});

const pupil = () => t.seeded.studentIds.ek![3]!;
const key = () => randomUUID();

function post(body: unknown, idempotencyKey?: string, path = "/api/tickets") {
  return t.request("POST", path, {
    token,
    body,
    headers: { "accept-language": "en", ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}) },
  });
}

/** Shares the program's links with guardians by email; each call sends it again with the same idempotency key. */
function sharingWithGuardians(actionProgramId: string, emails: string[]) {
  const sameKey = key();
  const body = { actionProgramId, recipients: emails.map((email) => ({ email, kind: "GUARDIAN" })) };
  return () => post(body, sameKey, "/api/action-program/links");
}

const ticketBody = (title: string) => ({
  studentId: pupil(),
  title,
  description: "Eleven verkar ledsen.",
  access: "SELF",
});

async function ticketsTitled(title: string): Promise<TicketSummary[]> {
  const res = await t.request(
    "GET",
    `/api/tickets/school/${t.seeded.schoolIds.ek}?limit=100&studentId=${pupil()}`,
    {
      token,
    },
  );
  expect(res.status).toBe(200);
  const page = (await res.json()) as Page<TicketSummary>;
  return page.items.filter((ticket) => ticket.title === title);
}

describe("Idempotency-Key on writes", () => {
  it("a double click (two requests at once with one key) creates one ticket and answers both alike", async () => {
    const title = `Dubbelklick ${randomUUID()}`;
    const sameKey = key();
    const [first, second] = await Promise.all([
      post(ticketBody(title), sameKey),
      post(ticketBody(title), sameKey),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = [(await first.json()) as TicketDetail, (await second.json()) as TicketDetail];
    expect(b.id).toBe(a.id);
    expect([first.headers.get("idempotent-replayed"), second.headers.get("idempotent-replayed")]).toContain(
      "true",
    );
    expect(await ticketsTitled(title)).toHaveLength(1);
  });

  it("a retry after the answer was lost gets the same answer, not a second ticket", async () => {
    const title = `Omförsök ${randomUUID()}`;
    const sameKey = key();
    const first = await post(ticketBody(title), sameKey);
    const retry = await post(ticketBody(title), sameKey);
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as TicketDetail).id).toBe(((await first.json()) as TicketDetail).id);
    expect(await ticketsTitled(title)).toHaveLength(1);
  });

  it("without a key, two identical requests are two tickets (the key is what says 'the same write')", async () => {
    const title = `Utan nyckel ${randomUUID()}`;
    await post(ticketBody(title));
    await post(ticketBody(title));
    expect(await ticketsTitled(title)).toHaveLength(2);
  });

  it("refuses the same key with another body (409), and a malformed key (400), doing nothing", async () => {
    const title = `Annan kropp ${randomUUID()}`;
    const sameKey = key();
    await post(ticketBody(title), sameKey);
    const other = await post(ticketBody(`${title} 2`), sameKey);
    expect(other.status).toBe(409);
    expect(((await other.json()) as ErrorBody).error).toMatchObject({ reason: "idempotencyKeyReused" });
    const malformed = await post(ticketBody(`${title} 3`), "short");
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorBody).error).toMatchObject({ reason: "idempotencyKeyInvalid" });
    expect(await ticketsTitled(`${title} 2`)).toHaveLength(0);
    expect(await ticketsTitled(`${title} 3`)).toHaveLength(0);
  });

  it("refuses the same key on the same path with another query (409): it is another write, not a retry", async () => {
    const sameKey = key();
    const clear = (schoolId: string) =>
      t.request("DELETE", `/api/notifications/category/TICKET?schoolId=${schoolId}`, {
        token,
        headers: { "accept-language": "en", "idempotency-key": sameKey },
      });
    expect((await clear(t.seeded.schoolIds.ek!)).status).toBe(204);
    const other = await clear(t.seeded.schoolIds.bjork!);
    expect(other.status).toBe(409);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(((await other.json()) as ErrorBody).error).toMatchObject({ reason: "idempotencyKeyReused" });
  });

  it("keeps keys of different sessions apart", async () => {
    const title = `Två sessioner ${randomUUID()}`;
    const sameKey = key();
    await post(ticketBody(title), sameKey);
    const login = await t.request("POST", "/api/auth/login", {
      body: { email: "counselor@demo.test", password: DEMO_PASSWORD },
    });
    const otherSession = ((await login.json()) as { token: string }).token;
    expect(otherSession).not.toBe(token);
    const res = await t.request("POST", "/api/tickets", {
      token: otherSession,
      body: ticketBody(title),
      headers: { "idempotency-key": sameKey },
    });
    expect(res.status).toBe(201);
    expect(await ticketsTitled(title)).toHaveLength(2);
  });

  it("keeps one key of one session apart per active role: another role's answer is never replayed", async () => {
    const password = "Tva1Roller";
    const person = await f.person({ ek: ["TEACHER", "COUNSELOR"] }, [], { password });
    const both = await t.login(person.email, password);
    const title = `Två roller ${randomUUID()}`;
    const sameKey = key();
    const as = (role: string) =>
      t.request("POST", "/api/tickets", {
        token: both,
        role,
        body: { ...ticketBody(title), access: "STANDARD" },
        headers: { "idempotency-key": sameKey },
      });
    const teacher = await as("TEACHER");
    expect(teacher.status).toBe(201);
    expect(((await teacher.json()) as TicketDetail).view).toBe("timeline");
    const counselor = await as("COUNSELOR");
    expect(counselor.status).toBe(201);
    expect(counselor.headers.get("idempotent-replayed")).toBeNull();
    expect(((await counselor.json()) as TicketDetail).view).toBe("full");
    // Each role's own retry still replays its own answer.
    const retry = await as("TEACHER");
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(((await retry.json()) as TicketDetail).view).toBe("timeline");
  });

  it("keeps one key of one session apart per active school", async () => {
    const password = "Tva1Skolor";
    const person = await f.person({ ek: ["COUNSELOR"], bjork: ["COUNSELOR"] }, [], { password });
    const both = await t.login(person.email, password);
    const title = `Två skolor ${randomUUID()}`;
    const sameKey = key();
    const at = (school: string) =>
      t.request("POST", "/api/tickets", {
        token: both,
        body: ticketBody(title),
        headers: { "idempotency-key": sameKey, "x-active-school": school },
      });
    expect((await at(t.seeded.schoolIds.ek!)).status).toBe(201);
    const other = await at(t.seeded.schoolIds.bjork!);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(other.status).toBe(201);
    expect((await at(t.seeded.schoolIds.ek!)).headers.get("idempotent-replayed")).toBe("true");
  });

  it("keeps the answer of a write whose mail went out, even a 5xx: the retry replays it and mails nothing", async () => {
    const program = await links.published();
    const share = sharingWithGuardians(program.id, [
      "vardnadshavare1@example.se",
      "vardnadshavare2@example.se",
    ]);
    const mailsBefore = t.outbox.sent.length;
    // The first guardian's link is mailed, then the table fails before the second one's link is stored.
    failAfterMail = { mailsBefore };
    const first = await share();
    expect(failAfterMail, "the failure was injected").toBeUndefined();
    expect(first.status).toBe(500);
    expect(t.outbox.sent.length - mailsBefore).toBe(1);
    const retry = await share();
    expect(retry.status).toBe(500);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.text()).toBe(await first.text());
    expect(t.outbox.sent.length - mailsBefore, "mailed again by the retry").toBe(1);
  });

  it("still frees the key after a 5xx when no mail went out, so the retry does the work", async () => {
    const program = await links.published();
    const share = sharingWithGuardians(program.id, ["vardnadshavare3@example.se"]);
    const mailsBefore = t.outbox.sent.length;
    // The mail service refuses the mail: nothing went out, so the failed request may be done again.
    const send = t.deps.mailer.send.bind(t.deps.mailer);
    t.deps.mailer.send = () => Promise.reject(new Error("injected mail failure"));
    const first = await share().finally(() => {
      t.deps.mailer.send = send;
    });
    expect(first.status).toBe(500);
    const retry = await share();
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(retry.status).toBe(201);
    expect(t.outbox.sent.length - mailsBefore).toBe(1);
  });

  it("never replays an answer older than ten minutes (it may hold pupil data): the key is refused instead", async () => {
    const title = `Utgången ${randomUUID()}`;
    const sameKey = key();
    await post(ticketBody(title), sameKey);
    t.clock.advance(10 * 60 * 1000 + 1000);
    const late = await post(ticketBody(title), sameKey);
    expect(late.status).toBe(409);
    expect(late.headers.get("idempotent-replayed")).toBeNull();
    expect(await ticketsTitled(title)).toHaveLength(1);
  });

  it("replays an error answer too: a refused write stays refused, and nothing is written", async () => {
    const sameKey = key();
    const body = { ...ticketBody("x"), studentId: "no-such-pupil" };
    const first = await post(body, sameKey);
    const again = await post(body, sameKey);
    expect(again.status).toBe(first.status);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
  });
});
