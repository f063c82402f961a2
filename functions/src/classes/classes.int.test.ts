import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";

const { t, f } = useTestApp();
type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;
const ek = () => t.seeded.schoolIds.ek!;
const names = (page: Json) => (page.items as { name: string }[]).map((item) => item.name).sort();

describe("classes", () => {
  it("an admin creates a class with mentors and teachers of the school only", async () => {
    const admin = await t.login("admin@demo.test");
    const teacher = t.seeded.userIds["teacher@demo.test"]!;
    const res = await t.request("POST", "/api/classes", {
      token: admin,
      body: {
        name: "7C",
        schoolId: ek(),
        mentors: [{ id: teacher }],
        teachers: [{ id: teacher }, { id: teacher }],
      },
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      name: "7C",
      mentors: [teacher],
      teachers: [teacher],
      archived: false,
      version: 1,
    });
    const outsider = await t.request("POST", "/api/classes", {
      token: admin,
      body: { name: "7D", schoolId: ek(), mentors: [{ id: t.seeded.userIds["teacher2@demo.test"] }] },
    });
    expect(outsider.status).toBe(400);
    expect(
      (await t.request("POST", "/api/classes", { token: admin, body: { name: "", schoolId: ek() } })).status,
    ).toBe(400);
  });

  it("a teacher adds and removes themselves as teacher or mentor, never someone else", async () => {
    const classId = await f.schoolClass("ek");
    const token = await t.login("teacher@demo.test");
    const me = t.seeded.userIds["teacher@demo.test"]!;
    expect(
      (await json(await t.request("POST", `/api/classes/${classId}/mentor`, { token }))).mentors,
    ).toEqual([me]);
    expect(
      (await json(await t.request("POST", `/api/classes/${classId}/mentor`, { token }))).mentors,
    ).toEqual([me]);
    expect(
      (await json(await t.request("POST", `/api/classes/${classId}/teacher`, { token }))).teachers,
    ).toEqual([me]);
    expect(
      (await json(await t.request("DELETE", `/api/classes/${classId}/mentor`, { token }))).mentors,
    ).toEqual([]);
    const head = t.seeded.userIds["head@demo.test"];
    expect(
      (await t.request("POST", `/api/classes/${classId}/teacher`, { token, body: { id: head } })).status,
    ).toBe(403);
    const admin = await t.login("admin@demo.test");
    expect(
      (
        await json(
          await t.request("POST", `/api/classes/${classId}/teacher`, { token: admin, body: { id: head } }),
        )
      ).teachers,
    ).toEqual([me, head]);
  });

  it("joining a class one is already in, or leaving one one is not in, changes nothing (no spurious 409)", async () => {
    const classId = await f.schoolClass("ek");
    const teacher = await t.login("teacher@demo.test");
    const admin = await t.login("admin@demo.test");
    const joined = await json(await t.request("POST", `/api/classes/${classId}/mentor`, { token: teacher }));
    // The admin's tab read the class now; the teacher's stale tab joins again and leaves the teacher list twice.
    for (const [method, list] of [
      ["POST", "mentor"],
      ["DELETE", "teacher"],
    ] as const) {
      const again = await json(
        await t.request(method, `/api/classes/${classId}/${list}`, { token: teacher }),
      );
      expect(again.version, `${method} ${list}`).toBe(joined.version);
    }
    const renamed = await t.request("PATCH", `/api/classes/${classId}`, {
      token: admin,
      body: { name: "7Q", version: joined.version },
    });
    expect(renamed.status).toBe(200);
  });

  it("archiving moves a class out of the active list but keeps it in /all", async () => {
    const classId = await f.schoolClass("ek");
    const admin = await t.login("admin@demo.test");
    const archived = await json(
      await t.request("PATCH", `/api/classes/archive/${classId}`, { token: admin }),
    );
    expect(archived.archived).toBe(true);
    const active = await json(
      await t.request("GET", `/api/classes/school/${ek()}?limit=100`, { token: admin }),
    );
    const all = await json(
      await t.request("GET", `/api/classes/school/${ek()}/all?limit=100`, { token: admin }),
    );
    expect((active.items as { id: string }[]).map((item) => item.id)).not.toContain(classId);
    expect((all.items as { id: string }[]).map((item) => item.id)).toContain(classId);
  });

  it("archiving an archived class again changes nothing (no spurious 409 for another tab)", async () => {
    const classId = await f.schoolClass("ek");
    const admin = await t.login("admin@demo.test");
    const archive = () => t.request("PATCH", `/api/classes/archive/${classId}`, { token: admin });
    const first = await json(await archive());
    const again = await json(await archive());
    expect(again.version).toBe(first.version);
    expect(again.archived).toBe(true);
  });

  it("a stale version answers 409 and a class with pupils cannot be deleted", async () => {
    const admin = await t.login("admin@demo.test");
    const classId = await f.schoolClass("ek");
    expect(
      (
        await t.request("PATCH", `/api/classes/${classId}`, {
          token: admin,
          body: { name: "7K", version: 1 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.request("PATCH", `/api/classes/${classId}`, {
          token: admin,
          body: { name: "7L", version: 1 },
        })
      ).status,
    ).toBe(409);
    await f.student("ek", { classId });
    expect((await t.request("DELETE", `/api/classes/${classId}`, { token: admin })).status).toBe(409);
  });

  it("two concurrent edits with the same version: one wins, the other gets 409", async () => {
    const admin = await t.login("admin@demo.test");
    const classId = await f.schoolClass("ek");
    const results = await Promise.all(
      ["7M", "7N"].map((name) =>
        t.request("PATCH", `/api/classes/${classId}`, { token: admin, body: { name, version: 1 } }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
  });

  it("the school-year roll-over renames 7A to 8A and archives the classes past the last year", async () => {
    const admin = await t.login("admin@demo.test");
    const schoolId = t.seeded.schoolIds.bjork!;
    const mainadmin = await t.login("mainadmin@demo.test");
    expect(
      names(await json(await t.request("GET", `/api/classes/school/${schoolId}`, { token: mainadmin }))),
    ).toEqual(["4A", "5A", "6A"]);
    const res = await t.request("PATCH", `/api/classes/upgrade/${schoolId}`, { token: mainadmin });
    expect(res.status).toBe(200);
    expect(names(await json(res))).toEqual(["5A", "6A"]);
    const all = await json(
      await t.request("GET", `/api/classes/school/${schoolId}/all`, { token: mainadmin }),
    );
    expect(
      (all.items as { name: string; archived: boolean }[])
        .filter((item) => item.archived)
        .map((item) => item.name),
    ).toEqual(["6A"]);
    expect((await t.request("PATCH", `/api/classes/upgrade/${schoolId}`, { token: admin })).status).toBe(404);
  });

  it("a roll-over sent with the classes as read: again from a stale tab it answers 409 and moves nothing", async () => {
    const admin = await t.login("admin@demo.test");
    const mainadmin = await t.login("mainadmin@demo.test");
    const active = async () =>
      (await json(await t.request("GET", `/api/classes/school/${ek()}?limit=100`, { token: admin })))
        .items as { id: string; name: string; version: number }[];
    const read = await active();
    const asRead = { classes: read.map(({ id, version }) => ({ id, version })) };
    // Two admins open the classes tab; the first moves the classes up a year.
    const first = await t.request("PATCH", `/api/classes/upgrade/${ek()}`, { token: admin, body: asRead });
    expect(first.status).toBe(200);
    const after = await active();
    const stale = await t.request("PATCH", `/api/classes/upgrade/${ek()}`, {
      token: mainadmin,
      body: asRead,
      headers: { "accept-language": "en" },
    });
    expect(stale.status).toBe(409);
    expect(((await json(stale)).error as Json).message).toBe(
      "The classes have changed since you read them. Reload them before moving them up a year.",
    );
    expect(await active()).toEqual(after);
    // A class the caller did not see (made in another tab) is a change since reading too.
    await t.request("POST", "/api/classes", { token: admin, body: { name: "7U", schoolId: ek() } });
    const fresh = { classes: after.map(({ id, version }) => ({ id, version })) };
    expect(
      (await t.request("PATCH", `/api/classes/upgrade/${ek()}`, { token: admin, body: fresh })).status,
    ).toBe(409);
    // A body that is no list of classes is refused; nothing moves.
    const bad = await t.request("PATCH", `/api/classes/upgrade/${ek()}`, {
      token: admin,
      body: { classes: 7 },
    });
    expect(bad.status).toBe(400);
    expect((await active()).map((item) => item.name).sort()).toEqual(
      [...after.map((item) => item.name), "7U"].sort(),
    );
  });
});
