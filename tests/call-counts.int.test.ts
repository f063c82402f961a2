import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "./helpers/fixtures.js";
import { createTestApp, type TestApp } from "./helpers/test-app.js";

/**
 * DynamoDB calls per request (quality.md): a document read <= 2 (session + item), a list page <= 2 (session +
 * one query), a write <= 3, each plus the one audit write that pupil data requires. Counted, not timed.
 */
let t: TestApp;
let f: ReturnType<typeof fixtures>;
const calls: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t);
  t.deps.db.client.middlewareStack.add(
    (next, context) => async (args) => {
      calls.push(`${context.commandName}`);
      return next(args);
    },
    { step: "initialize", name: "countCalls" },
  );
});

async function count(method: string, path: string, email: string, body?: unknown) {
  const token = await t.login(email);
  calls.length = 0;
  const res = await t.request(method, path, { token, ...(body !== undefined ? { body } : {}) });
  expect(res.status).toBeLessThan(300);
  const audit = calls.filter((name) => name === "PutItemCommand").length;
  return { data: calls.length - audit, audit, all: [...calls] };
}

describe("DynamoDB calls per request", () => {
  it("a pupil read: session + item, and one audit write", async () => {
    const result = await count("GET", `/api/student/${t.seeded.studentIds.ek![0]}`, "teacher@demo.test");
    expect(result).toMatchObject({ data: 2, audit: 1 });
  });
  it("a pupil list page: session + one query, and one audit write", async () => {
    const result = await count("GET", `/api/student/school/${t.seeded.schoolIds.ek}`, "teacher@demo.test");
    expect(result).toMatchObject({ data: 2, audit: 1 });
  });
  it("a class list page and GET /auth/me: two calls", async () => {
    expect(
      (await count("GET", `/api/classes/school/${t.seeded.schoolIds.ek}`, "teacher@demo.test")).data,
    ).toBe(2);
    expect((await count("GET", "/api/auth/me", "teacher@demo.test")).data).toBe(2);
  });
  it("a pupil update: session + item + conditional write answering the new item, and one audit write", async () => {
    const result = await count("PATCH", `/api/student/${t.seeded.studentIds.ek![1]}`, "admin@demo.test", {
      name: "Nytt Namn",
      version: 1,
    });
    expect(result.audit).toBe(1);
    expect(result.data).toBe(3);
  });

  it("a ticket page: session + one query of the ticket's partition, and one audit write", async () => {
    const { ticketId } = await f.ticket();
    expect(await count("GET", `/api/tickets/${ticketId}`, "counselor@demo.test")).toMatchObject({
      data: 2,
      audit: 1,
    });
    // A teacher's timeline needs the pupil read to judge mentorship (the pupil's own mentor here) ...
    expect((await count("GET", `/api/tickets/${ticketId}`, "teacher@demo.test")).data).toBe(3);
    // ... and the pupil's class too when the teacher mentors the class, not the pupil.
    const classId = await f.schoolClass("ek", { mentors: [t.seeded.userIds["teacher@demo.test"]!] });
    const inClass = await f.ticket({ studentId: await f.student("ek", { classId }) });
    expect((await count("GET", `/api/tickets/${inClass.ticketId}`, "teacher@demo.test")).data).toBe(4);
  });
  it("a ticket list page: session + one query, and one audit write; team tickets add one batched read", async () => {
    const bjork = t.seeded.schoolIds.bjork!;
    expect(await count("GET", `/api/tickets/school/${bjork}`, "counselor@demo.test")).toMatchObject({
      data: 2,
      audit: 1,
    });
    // Ekskolan's demo tickets include a team ticket the counselor neither owns nor wrote.
    const ek = await count("GET", `/api/tickets/school/${t.seeded.schoolIds.ek}`, "counselor@demo.test");
    expect(ek).toMatchObject({ data: 3, audit: 1 });
    expect(ek.all).toContain("BatchGetItemCommand");
  });
  it("editing a ticket: session + page + conditional write answering the new ticket, and one audit write", async () => {
    const { ticketId } = await f.ticket();
    const result = await count("PATCH", `/api/tickets/${ticketId}`, "counselor@demo.test", {
      version: 1,
      title: "Ny titel",
    });
    expect(result).toMatchObject({ data: 3, audit: 1 });
  });
  it("a step move: session + page + one transaction, and one audit write (nobody else to tell)", async () => {
    const { ticketId } = await f.ticket();
    const result = await count("POST", "/api/step", "counselor@demo.test", {
      ticketId,
      status: "RECEIVED",
      version: 1,
    });
    expect(result).toMatchObject({ data: 3, audit: 1 });
  });
  it("a message: session + ticket + one transaction + audit; telling one person adds a read and a write", async () => {
    const { ticketId } = await f.ticket({ owner: "head@demo.test" });
    const result = await count("POST", "/api/messages", "counselor@demo.test", { ticketId, text: "Hej" });
    expect(result.audit).toBe(1);
    expect(result.all.filter((name) => name !== "PutItemCommand")).toEqual([
      "TransactGetItemsCommand",
      "GetItemCommand",
      "TransactWriteItemsCommand",
      "BatchGetItemCommand",
      "BatchWriteItemCommand",
    ]);
  });
  it("the notifications dropdown: session + one query", async () => {
    expect(
      (await count("GET", `/api/notifications?schoolId=${t.seeded.schoolIds.ek}`, "counselor@demo.test")).all,
    ).toEqual(["TransactGetItemsCommand", "QueryCommand"]);
  });
});
