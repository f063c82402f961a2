import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/test-app.js";

/**
 * Mass assignment (quality.md): a valid body plus any extra field is refused and stores nothing. Rate-limit
 * counters and audit events record attempts, so they are left out of the digest. (Fuzzing is each domain's own:
 * functions/src/<d>/<d>.access.ts.)
 */
let t: TestApp;
let token: string;

async function digest(): Promise<string> {
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await t.deps.db.client.send(
      new ScanCommand({ TableName: t.tableName, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) {
      const pk = String(item.pk);
      if (pk.startsWith("RATE#") || pk.startsWith("AUDIT#")) continue;
      items.push(JSON.stringify(item, Object.keys(item).sort()));
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return items.sort().join("\n");
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login("admin@demo.test");
});

describe("mass assignment: a valid body plus any extra field is refused and stores nothing", () => {
  const extraKey = fc.string({ minLength: 1, maxLength: 20 }).filter(
    (name) =>
      ![
        "name",
        "schoolId",
        "classId",
        "mentorId",
        "members",
        "mentors",
        "teachers",
        // Ticket fields.
        "studentId",
        "title",
        "description",
        "access",
        "recipients",
        "teamId",
        "contactTeachers",
        "editors",
        "ownerId",
      ].includes(name),
  );
  const cases = [
    { path: "/api/student", body: () => ({ name: "Ny Elev", schoolId: t.seeded.schoolIds.ek }) },
    { path: "/api/classes", body: () => ({ name: "7Q", schoolId: t.seeded.schoolIds.ek }) },
    { path: "/api/team", body: () => ({ name: "Lag Q", schoolId: t.seeded.schoolIds.ek }) },
    {
      path: "/api/tickets",
      body: () => ({
        studentId: t.seeded.studentIds.ek![0],
        title: "Oro",
        description: "Text",
        access: "STANDARD",
      }),
    },
  ];
  for (const { path, body } of cases) {
    it(`POST ${path}`, async () => {
      const before = await digest();
      await fc.assert(
        fc.asyncProperty(extraKey, fc.jsonValue({ maxDepth: 2 }), async (name, value) => {
          const res = await t.request("POST", path, { token, body: { ...body(), [name]: value } });
          expect(res.status).toBe(400);
        }),
        { numRuns: 100 },
      );
      expect(await digest()).toBe(before);
    });
  }
});
