import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/test-app.js";

/**
 * DynamoDB calls per request (quality.md): a document read <= 2 (session + item), a list page <= 2 (session +
 * one query), a write <= 3, each plus the one audit write that pupil data requires. Counted, not timed.
 */
let t: TestApp;
const calls: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
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
    });
    expect(result.audit).toBe(1);
    expect(result.data).toBe(3);
  });
});
