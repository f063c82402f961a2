import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import type { Notification } from "#shared/notifications/notification.schema";
import type { Feedback, TicketDetail } from "#shared/tickets/ticket.schema";
import { COUNSELOR, HEAD, MAINADMIN, TEACHER } from "../../../tests/helpers/demo-accounts.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";

const { t, f } = useTestApp();

const ek = () => t.seeded.schoolIds.ek!;
const uid = (email: string) => t.seeded.userIds[email]!;

async function call(email: string, method: string, path: string, body?: unknown) {
  t.clock.advance(10);
  return t.request(method, path, { token: await t.login(email), ...(body !== undefined ? { body } : {}) });
}
const read = async <T>(res: Response) => (await res.json()) as T;

async function inbox(userId: string) {
  return (await t.db.notification.query.byUser({ userId }).go({ pages: "all" })).data;
}

/** Runs an action and answers who got which new notifications (kind per user id), and the new mails. */
async function delivered(people: string[], action: () => Promise<Response>, expectStatus: number) {
  const before = new Map<string, Set<string>>();
  for (const id of people) before.set(id, new Set((await inbox(id)).map((item) => item.id)));
  const mails = t.outbox.sent.length;
  const res = await action();
  expect(res.status, await res.clone().text()).toBe(expectStatus);
  const got: Record<string, string[]> = {};
  for (const id of people) {
    const fresh = (await inbox(id)).filter((item) => !before.get(id)!.has(item.id));
    if (fresh.length > 0) got[id] = fresh.map((item) => item.kind).sort();
  }
  return { got, mails: t.outbox.sent.slice(mails) };
}

const everyone = () => [COUNSELOR, HEAD, TEACHER, MAINADMIN, "admin@demo.test"].map(uid);

describe("who is told about each event on a ticket", () => {
  it("a message: the people taking part, never the sender, never a mentor who only sees the timeline", async () => {
    const { ticketId } = await f.ticket({ owner: HEAD });
    const { got, mails } = await delivered(
      everyone(),
      () => call(HEAD, "POST", "/api/messages", { ticketId, text: "Hej" }),
      201,
    );
    expect(got).toEqual({ [uid(COUNSELOR)]: ["TICKET_MESSAGE"] });
    expect(mails.map((mail) => mail.to)).toEqual([COUNSELOR]);
  });

  it("a step change reaches a teacher who reported the ticket (they see the timeline); a message does not", async () => {
    const { ticketId } = await f.ticket({ notifier: TEACHER, owner: HEAD });
    const step = await delivered(
      everyone(),
      () => call(HEAD, "POST", "/api/step", { ticketId, status: "RECEIVED", version: 1 }),
      201,
    );
    expect(step.got).toEqual({ [uid(TEACHER)]: ["TICKET_STEP"] });
    const stored = (await inbox(uid(TEACHER))).find((item) => item.itemId === ticketId)!;
    expect(stored).toMatchObject({
      category: "TICKET",
      link: "/student-work/tickets",
      description: "Mottagen",
    });
    const message = await delivered(
      everyone(),
      () => call(HEAD, "POST", "/api/messages", { ticketId, text: "Internt" }),
      201,
    );
    expect(message.got).toEqual({});
  });

  it("comments, decisions and feedback go to everyone taking part who may read them", async () => {
    const { ticketId, stepId } = await f.ticket({ owner: HEAD, access: "EDITORS", editors: [uid(TEACHER)] });
    const comment = await delivered(
      everyone(),
      () => call(TEACHER, "POST", "/api/step/event", { stepId, comment: "Iakttagelse" }),
      201,
    );
    expect(comment.got).toEqual({ [uid(COUNSELOR)]: ["TICKET_COMMENT"], [uid(HEAD)]: ["TICKET_COMMENT"] });
    const decision = await delivered(
      everyone(),
      () => call(HEAD, "POST", "/api/decision", { ticketId, text: "Beslut" }),
      201,
    );
    expect(decision.got).toEqual({
      [uid(COUNSELOR)]: ["TICKET_DECISION"],
      [uid(TEACHER)]: ["TICKET_DECISION"],
    });
    const feedback = await delivered(
      everyone(),
      () => call(COUNSELOR, "POST", "/api/feedback", { ticketId, text: "Bra" }),
      201,
    );
    expect(feedback.got).toEqual({ [uid(HEAD)]: ["TICKET_FEEDBACK"], [uid(TEACHER)]: ["TICKET_FEEDBACK"] });
    expect((await inbox(uid(HEAD))).find((item) => item.kind === "TICKET_FEEDBACK")!.category).toBe(
      "FEEDBACK",
    );
  });

  it("assignment tells the new owner; sharing tells the newly named; a reminder tells only the owner", async () => {
    const { ticketId } = await f.ticket();
    const assigned = await delivered(
      everyone(),
      () => call(COUNSELOR, "PATCH", `/api/tickets/${ticketId}`, { version: 1, ownerId: uid(MAINADMIN) }),
      200,
    );
    expect(assigned.got).toEqual({ [uid(MAINADMIN)]: ["TICKET_ASSIGNED"] });
    const shared = await delivered(
      everyone(),
      () =>
        call(COUNSELOR, "PATCH", `/api/tickets/${ticketId}`, {
          version: 2,
          access: "SELECTED",
          recipients: [{ id: uid(HEAD) }, { id: uid(TEACHER) }, { id: uid(COUNSELOR) }],
        }),
      200,
    );
    expect(shared.got).toEqual({ [uid(HEAD)]: ["TICKET_SHARED"], [uid(TEACHER)]: ["TICKET_SHARED"] });
    const reminder = await delivered(
      everyone(),
      () => call(TEACHER, "POST", `/api/tickets/reminder/${ticketId}`),
      201,
    );
    expect(reminder.got).toEqual({ [uid(MAINADMIN)]: ["TICKET_REMINDER"] });
  });

  it("someone who took part but has lost access hears nothing more", async () => {
    const { ticketId, stepId } = await f.ticket({ access: "EDITORS", editors: [uid(TEACHER)] });
    expect((await call(TEACHER, "POST", "/api/step/event", { stepId, comment: "Jag var med" })).status).toBe(
      201,
    );
    expect(
      (await call(COUNSELOR, "PATCH", `/api/tickets/${ticketId}`, { version: 1, access: "COUNSELOR" }))
        .status,
    ).toBe(200);
    const { got } = await delivered(
      everyone(),
      () => call(HEAD, "POST", "/api/messages", { ticketId, text: "Efter ändringen" }),
      201,
    );
    expect(got).toEqual({ [uid(COUNSELOR)]: ["TICKET_MESSAGE"] });
  });

  it("respects hidden categories, and mails only those with notifications on and a verified address", async () => {
    const hider = await f.user("ek", ["COUNSELOR"]);
    const quiet = await f.user("ek", ["COUNSELOR"]);
    const unverified = await f.user("ek", ["COUNSELOR"]);
    await t.db.user
      .patch({ id: hider.id })
      .set({ hiddenNotificationCategories: ["TICKET"] })
      .go();
    await t.db.user.patch({ id: quiet.id }).set({ notificationSetting: "DISABLED" }).go();
    await t.db.user.patch({ id: unverified.id }).set({ emailverified: false }).go();
    const people = [hider.id, quiet.id, unverified.id];
    const { ticketId } = await f.ticket({ access: "SELECTED", recipients: people });
    const message = await delivered(
      people,
      () => call(COUNSELOR, "POST", "/api/messages", { ticketId, text: "Till alla" }),
      201,
    );
    expect(message.got).toEqual({ [quiet.id]: ["TICKET_MESSAGE"], [unverified.id]: ["TICKET_MESSAGE"] });
    expect(message.mails).toEqual([]);
    // The hidden category is only the one hidden: feedback still arrives, by notification and by mail.
    const feedback = await delivered(
      people,
      () => call(COUNSELOR, "POST", "/api/feedback", { ticketId, text: "Återkoppling" }),
      201,
    );
    expect(Object.keys(feedback.got).sort()).toEqual([...people].sort());
    expect(feedback.mails.map((mail) => mail.to)).toEqual([hider.email]);
  });
});

describe("notifications and their mails carry no pupil data (canary)", () => {
  it("no pupil name, title, description, message, comment, decision or feedback text", async () => {
    const admin = await t.login("admin@demo.test");
    const pupil = await read<{ id: string }>(
      await t.request("POST", "/api/student", {
        token: admin,
        body: { name: "Kanariefågel Elevsson", schoolId: ek() },
      }),
    );
    const mailsBefore = t.outbox.sent.length;
    const created = await read<TicketDetail>(
      await call(COUNSELOR, "POST", "/api/tickets", {
        studentId: pupil.id,
        title: "Kanarietitel om Kanariefågel",
        description: "Kanariebeskrivning",
        access: "SELECTED",
        recipients: [{ id: uid(HEAD) }, { id: uid(MAINADMIN) }],
        ownerId: uid(HEAD),
      }),
    );
    const ticketId = created.id;
    const stepId = (created as { steps: { id: string }[] }).steps[0]!.id;
    await call(HEAD, "POST", "/api/messages", { ticketId, text: "Kanariemeddelande" });
    await call(MAINADMIN, "POST", "/api/step/event", { stepId, comment: "Kanariekommentar" });
    await call(HEAD, "POST", "/api/decision", { ticketId, text: "Kanariebeslut" });
    const feedback = await read<Feedback>(
      await call(MAINADMIN, "POST", "/api/feedback", { ticketId, text: "Kanarieåterkoppling" }),
    );
    expect(feedback.text).toBe("Kanarieåterkoppling");
    await call(COUNSELOR, "POST", "/api/step", { ticketId, status: "RECEIVED", version: 1 });
    await call(MAINADMIN, "POST", `/api/tickets/reminder/${ticketId}`);

    const stored = (await t.deps.db.client.send(new ScanCommand({ TableName: t.tableName }))).Items!.filter(
      (item) => item.__edb_e__ === "notification",
    );
    const aboutTicket = stored.filter((item) => item.itemId === ticketId);
    expect(aboutTicket.length).toBeGreaterThanOrEqual(8);
    const mails = t.outbox.sent.slice(mailsBefore);
    expect(mails.length).toBeGreaterThanOrEqual(8);
    const everything = JSON.stringify(stored) + JSON.stringify(mails);
    expect(everything).not.toMatch(/Kanarie/i);
    for (const mail of mails) {
      expect(mail.text).toContain(`http://localhost:3000/student-work/tickets?id=${ticketId}`);
      expect(mail.subject).toBe("Något nytt i elevhälsan / Something new in student health");
    }
    expect(t.logLines.join("\n")).not.toMatch(/Kanarie/i);
  });
});

describe("the notifications routes", () => {
  async function list(email: string, schoolId = ek()) {
    const res = await call(email, "GET", `/api/notifications?schoolId=${schoolId}`);
    expect(res.status).toBe(200);
    return read<{ items: Notification[]; cursor: string | null }>(res);
  }

  it("lists one's own at a school, newest first; opening the dropdown marks them seen, for oneself only", async () => {
    const { ticketId } = await f.ticket({ schoolKey: "bjork", notifier: COUNSELOR });
    const ekTicket = await f.ticket({ notifier: COUNSELOR });
    await call(MAINADMIN, "POST", "/api/messages", { ticketId, text: "Björk" });
    await call(HEAD, "POST", "/api/messages", { ticketId: ekTicket.ticketId, text: "Ek 1" });
    await call(HEAD, "POST", "/api/decision", { ticketId: ekTicket.ticketId, text: "Ek 2" });
    const page = await list(COUNSELOR);
    expect(page.items.every((item) => item.schoolId === ek())).toBe(true);
    const newest = page.items.filter((item) => item.itemId === ekTicket.ticketId);
    expect(newest.map((item) => item.kind)).toEqual(["TICKET_DECISION", "TICKET_MESSAGE"]);
    expect(newest[0]).toMatchObject({
      title: "Nytt beslut i ett ärende",
      link: "/student-work/tickets",
      itemId: ekTicket.ticketId,
      seen: false,
    });
    const sorted = [...page.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(page.items.map((item) => item.createdAt)).toEqual(sorted.map((item) => item.createdAt));
    expect((await list(COUNSELOR, t.seeded.schoolIds.bjork!)).items.map((item) => item.itemId)).toContain(
      ticketId,
    );

    expect((await call(COUNSELOR, "PATCH", `/api/notifications/${uid(HEAD)}`)).status).toBe(403);
    expect((await call(COUNSELOR, "PATCH", `/api/notifications/${uid(COUNSELOR)}`)).status).toBe(204);
    expect((await list(COUNSELOR)).items.every((item) => item.seen)).toBe(true);
    await call(HEAD, "POST", "/api/messages", { ticketId: ekTicket.ticketId, text: "Ek 3" });
    const after = await list(COUNSELOR);
    expect(after.items[0]).toMatchObject({ kind: "TICKET_MESSAGE", seen: false });
    expect(after.items.slice(1).every((item) => item.seen)).toBe(true);
    // Someone else's notifications were not marked.
    expect((await list(HEAD)).items.some((item) => !item.seen)).toBe(true);
  });

  it("pages with a cursor", async () => {
    const { ticketId } = await f.ticket({ notifier: MAINADMIN });
    for (let i = 0; i < 3; i++) await call(HEAD, "POST", "/api/messages", { ticketId, text: `M${i}` });
    const first = await read<{ items: Notification[]; cursor: string }>(
      await call(MAINADMIN, "GET", `/api/notifications?schoolId=${ek()}&limit=2`),
    );
    expect(first.items).toHaveLength(2);
    const second = await read<{ items: Notification[] }>(
      await call(
        MAINADMIN,
        "GET",
        `/api/notifications?schoolId=${ek()}&limit=2&cursor=${encodeURIComponent(first.cursor)}`,
      ),
    );
    expect(second.items[0]!.createdAt <= first.items[1]!.createdAt).toBe(true);
    expect(second.items.map((item) => item.id)).not.toContain(first.items[1]!.id);
  });

  it("deletes one's own notification (another's id is not found) and clears a category", async () => {
    const recipient = await f.user("ek", ["COUNSELOR"]);
    const { ticketId } = await f.ticket({ access: "SELECTED", recipients: [recipient.id, uid(HEAD)] });
    await call(COUNSELOR, "POST", "/api/messages", { ticketId, text: "M" });
    await call(COUNSELOR, "POST", "/api/feedback", { ticketId, text: "F" });
    const headItems = await inbox(uid(HEAD));
    const theirs = (await inbox(recipient.id))[0]!;
    expect((await call(HEAD, "DELETE", `/api/notifications/${theirs.id}`)).status).toBe(404);
    expect(await inbox(recipient.id)).toHaveLength(2);
    const mine = headItems.find((item) => item.itemId === ticketId && item.kind === "TICKET_MESSAGE")!;
    expect((await call(HEAD, "DELETE", `/api/notifications/${mine.id}`)).status).toBe(204);
    expect((await call(HEAD, "DELETE", `/api/notifications/${mine.id}`)).status).toBe(404);

    await call(COUNSELOR, "POST", "/api/messages", { ticketId, text: "M2" });
    expect((await call(HEAD, "DELETE", `/api/notifications/category/TICKET?schoolId=${ek()}`)).status).toBe(
      204,
    );
    const left = await inbox(uid(HEAD));
    expect(left.filter((item) => item.category === "TICKET" && item.schoolId === ek())).toEqual([]);
    expect(left.some((item) => item.category === "FEEDBACK")).toBe(true);
    expect((await call(HEAD, "DELETE", "/api/notifications/category/FEEDBACK")).status).toBe(204);
    expect((await inbox(uid(HEAD))).filter((item) => item.category === "FEEDBACK")).toEqual([]);
    // The other recipient's notifications are untouched.
    expect(await inbox(recipient.id)).toHaveLength(3);
  });

  it("validates input and hides other organizations' schools", async () => {
    expect((await call(COUNSELOR, "GET", "/api/notifications")).status).toBe(400);
    expect((await call(COUNSELOR, "GET", "/api/notifications?schoolId=nope")).status).toBe(400);
    expect(
      (await call(COUNSELOR, "GET", `/api/notifications?schoolId=${t.seeded.schoolIds.other}`)).status,
    ).toBe(404);
    expect((await call(COUNSELOR, "DELETE", "/api/notifications/category/NOPE")).status).toBe(400);
    expect((await call(COUNSELOR, "DELETE", "/api/notifications/nope")).status).toBe(400);
    expect((await call(COUNSELOR, "PATCH", "/api/notifications/nope")).status).toBe(400);
    expect((await t.request("GET", `/api/notifications?schoolId=${ek()}`)).status).toBe(401);
  });
});

describe("which ticket a notification is about", () => {
  const listed = async (email: string) =>
    (await read<{ items: Notification[] }>(await call(email, "GET", `/api/notifications?schoolId=${ek()}`)))
      .items;

  it("names the ticket's title to a reader of the full ticket, never in the mail nor on the stored item", async () => {
    const title = `Oro för frånvaro ${Date.now()}`;
    const { ticketId } = await f.ticket({ owner: HEAD, title });
    const { got, mails } = await delivered(
      everyone(),
      () => call(HEAD, "POST", "/api/messages", { ticketId, text: "Hej" }),
      201,
    );
    expect(got).toEqual({ [uid(COUNSELOR)]: ["TICKET_MESSAGE"] });
    const mine = (await listed(COUNSELOR)).find((item) => item.itemId === ticketId)!;
    expect(mine).toMatchObject({ kind: "TICKET_MESSAGE", ticketTitle: title });
    expect(JSON.stringify(mails)).not.toContain(title);
    expect(JSON.stringify(await inbox(uid(COUNSELOR)))).not.toContain(title);
  });

  it("a notification stored with the earlier route name still leads to its ticket and names its title", async () => {
    const title = `Sparad före sökvägarna ${Date.now()}`;
    const { ticketId } = await f.ticket({ owner: HEAD, title });
    await f.notification(uid(COUNSELOR), "ek", { link: "student-work-tickets", itemId: ticketId });
    const stored = (await listed(COUNSELOR)).find((item) => item.itemId === ticketId)!;
    expect(stored).toMatchObject({ link: "student-work-tickets", ticketTitle: title });
  });

  it("names no title to a reader of the timeline only", async () => {
    const title = `Bara tidslinjen ${Date.now()}`;
    const { ticketId } = await f.ticket({ notifier: TEACHER, owner: HEAD, title });
    await call(HEAD, "POST", "/api/step", { ticketId, status: "RECEIVED", version: 1 });
    const mine = (await listed(TEACHER)).find((item) => item.itemId === ticketId)!;
    expect(mine).toMatchObject({ kind: "TICKET_STEP", ticketTitle: null });
  });

  it("stops naming the title once the reader has lost access to the ticket", async () => {
    const title = `Ändrad åtkomst ${Date.now()}`;
    const { ticketId } = await f.ticket({
      owner: HEAD,
      title,
      access: "SELECTED",
      recipients: [uid(MAINADMIN)],
    });
    await call(HEAD, "POST", "/api/messages", { ticketId, text: "Hej" });
    const about = async () => (await listed(MAINADMIN)).find((item) => item.itemId === ticketId)!;
    expect((await about()).ticketTitle).toBe(title);
    // No longer a recipient: the notification stays, the title is no longer told.
    await t.db.ticket.patch({ ticketId }).set({ recipients: [] }).go();
    expect(await about()).toMatchObject({ kind: "TICKET_MESSAGE", ticketTitle: null });
  });
});
