import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";

const { t, f } = useTestApp();
type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;
const ek = () => t.seeded.schoolIds.ek!;
const auditOf = async (studentId: string) => (await t.db.auditEvent.query.byStudent({ studentId }).go()).data;

describe("pupils", () => {
  it("lists a school's pupils by name, a page at a time, and narrows to a class", async () => {
    const token = await t.login("teacher@demo.test");
    const first = await json(await t.request("GET", `/api/student/school/${ek()}?limit=10`, { token }));
    const items = first.items as { name: string; schoolId: string }[];
    expect(items).toHaveLength(10);
    // Ordered by the lower-cased name (the index's sort key).
    const keys = items.map((item) => item.name.toLowerCase());
    expect(keys).toEqual([...keys].sort());
    const second = await json(
      await t.request(
        "GET",
        `/api/student/school/${ek()}?limit=10&cursor=${encodeURIComponent(first.cursor as string)}`,
        { token },
      ),
    );
    expect((second.items as { name: string }[])[0]!.name.toLowerCase() >= keys[9]!).toBe(true);

    let total = 0;
    let cursor: string | null = null;
    do {
      const page: Json = await json(
        await t.request(
          "GET",
          `/api/student/school/${ek()}?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
          { token },
        ),
      );
      total += (page.items as unknown[]).length;
      cursor = page.cursor as string | null;
    } while (cursor);
    expect(total).toBe(150);

    const classId = t.seeded.classIds.ek![0]!;
    const inClass = await json(
      await t.request("GET", `/api/student/school/${ek()}?classId=${classId}&limit=100`, { token }),
    );
    expect((inClass.items as { classId: string }[]).every((item) => item.classId === classId)).toBe(true);
    expect(inClass.items as unknown[]).toHaveLength(25);
  });

  it("a class of another school never reveals its pupils", async () => {
    const token = await t.login("teacher@demo.test");
    const foreignClass = t.seeded.classIds.bjork![0]!;
    const res = await json(
      await t.request("GET", `/api/student/school/${ek()}?classId=${foreignClass}`, { token }),
    );
    expect(res.items).toEqual([]);
  });

  it("an admin creates, renames, moves and deletes a pupil; every step is audited without names", async () => {
    const admin = await t.login("admin@demo.test");
    const classId = t.seeded.classIds.ek![1]!;
    const teacher = t.seeded.userIds["teacher@demo.test"]!;
    const created = await json(
      await t.request("POST", "/api/student", {
        token: admin,
        body: { name: "Ny Elev", schoolId: ek(), classId, mentorId: teacher },
      }),
    );
    expect(created).toMatchObject({
      name: "Ny Elev",
      classId,
      mentor: { id: teacher, name: "Tove Lärare" },
      version: 1,
    });
    const id = created.id as string;
    const renamed = await json(
      await t.request("PATCH", `/api/student/${id}`, {
        token: admin,
        body: { name: "Annat Namn", classId: null, version: 1 },
      }),
    );
    expect(renamed).toMatchObject({ name: "Annat Namn", classId: null, version: 2 });
    expect(
      (await t.request("PATCH", `/api/student/${id}`, { token: admin, body: { name: "X", version: 1 } }))
        .status,
    ).toBe(409);
    expect((await t.request("GET", `/api/student/${id}`, { token: admin })).status).toBe(200);
    expect((await t.request("DELETE", `/api/student/${id}`, { token: admin })).status).toBe(204);
    expect((await t.request("GET", `/api/student/${id}`, { token: admin })).status).toBe(404);

    const events = await auditOf(id);
    expect(events.map((event) => `${event.action}:${event.outcome}`).sort()).toEqual(
      ["CREATE:SUCCESS", "DELETE:SUCCESS", "READ:SUCCESS", "UPDATE:CONFLICT", "UPDATE:SUCCESS"].sort(),
    );
    for (const event of events) {
      expect(event).toMatchObject({
        actorId: t.seeded.userIds["admin@demo.test"],
        role: "ADMIN",
        schoolId: ek(),
        entity: "student",
      });
      expect(event.requestId).toEqual(expect.any(String));
      expect(JSON.stringify(event)).not.toMatch(/Ny Elev|Annat Namn/);
    }
  });

  it("a pupil with tickets cannot be deleted (409, said in the user's language) until the tickets are gone", async () => {
    const admin = await t.login("admin@demo.test");
    const counselor = await t.login("counselor@demo.test");
    const studentId = await f.student("ek");
    const { ticketId } = await f.ticket({ studentId });
    const refused = await t.request("DELETE", `/api/student/${studentId}`, {
      token: admin,
      headers: { "accept-language": "sv" },
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: "CONFLICT",
      message: "Eleven har ärenden och kan inte tas bort. Elevhälsan behöver först ta bort dem.",
    });
    expect((await t.request("GET", `/api/student/${studentId}`, { token: admin })).status).toBe(200);
    expect((await t.request("DELETE", `/api/tickets/${ticketId}`, { token: counselor })).status).toBe(204);
    expect((await t.request("DELETE", `/api/student/${studentId}`, { token: admin })).status).toBe(204);
  });

  it("refusals are audited too, and a class or mentor from elsewhere is refused", async () => {
    const studentId = t.seeded.studentIds.ek![3]!;
    const owner = await t.login("owner@demo.test");
    expect((await t.request("GET", `/api/student/${studentId}`, { token: owner })).status).toBe(403);
    const events = await auditOf(studentId);
    expect(events).toContainEqual(
      expect.objectContaining({ action: "READ", outcome: "DENIED", role: "OWNER" }),
    );

    const admin = await t.login("admin@demo.test");
    const foreignClass = t.seeded.classIds.bjork![0]!;
    expect(
      (
        await t.request("PATCH", `/api/student/${studentId}`, {
          token: admin,
          body: { classId: foreignClass },
        })
      ).status,
    ).toBe(400);
    const foreignMentor = t.seeded.userIds["teacher2@demo.test"];
    expect(
      (
        await t.request("PATCH", `/api/student/${studentId}/mentor`, {
          token: admin,
          body: { userId: foreignMentor },
        })
      ).status,
    ).toBe(400);
  });

  it("a teacher sets and removes themselves as mentor, but not someone else", async () => {
    const studentId = await f.student("ek");
    const teacher = await t.login("teacher@demo.test");
    const me = t.seeded.userIds["teacher@demo.test"]!;
    const set = await json(
      await t.request("PATCH", `/api/student/${studentId}/mentor`, { token: teacher, body: { userId: me } }),
    );
    expect(set.mentor).toEqual({ id: me, name: "Tove Lärare" });
    const head = t.seeded.userIds["head@demo.test"];
    expect(
      (
        await t.request("PATCH", `/api/student/${studentId}/mentor`, {
          token: teacher,
          body: { userId: head },
        })
      ).status,
    ).toBe(403);
    expect(
      (await json(await t.request("DELETE", `/api/student/${studentId}/mentor`, { token: teacher }))).mentor,
    ).toBeNull();
    const admin = await t.login("admin@demo.test");
    await t.request("PATCH", `/api/student/${studentId}/mentor`, { token: admin, body: { userId: head } });
    expect((await t.request("DELETE", `/api/student/${studentId}/mentor`, { token: teacher })).status).toBe(
      403,
    );
  });

  it("setting the mentor the pupil already has changes nothing, so another tab's edit is not refused", async () => {
    const studentId = await f.student("ek");
    const admin = await t.login("admin@demo.test");
    const head = t.seeded.userIds["head@demo.test"]!;
    const mentorOf = () =>
      t.request("PATCH", `/api/student/${studentId}/mentor`, { token: admin, body: { userId: head } });
    const set = await json(await mentorOf());
    const again = await json(await mentorOf());
    expect(again.version).toBe(set.version);
    expect(again.mentor).toEqual(set.mentor);
    const renamed = await t.request("PATCH", `/api/student/${studentId}`, {
      token: admin,
      body: { name: "Ny Elevsson", version: set.version },
    });
    expect(renamed.status).toBe(200);
  });

  it("listing pupils is audited as one LIST event for the school", async () => {
    const token = await t.login("counselor@demo.test");
    await t.request("GET", `/api/student/school/${ek()}?limit=5`, { token });
    const { data } = await t.db.auditEvent.query.byScope({ scopeId: ek() }).go({ order: "desc", limit: 50 });
    expect(data).toContainEqual(
      expect.objectContaining({
        action: "LIST",
        entity: "student",
        actorId: t.seeded.userIds["counselor@demo.test"],
        outcome: "SUCCESS",
      }),
    );
  });
});

describe("teams", () => {
  it("a head creates, renames and deletes a team of the school's staff", async () => {
    const head = await t.login("head@demo.test");
    const teacher = t.seeded.userIds["teacher@demo.test"]!;
    const created = await json(
      await t.request("POST", "/api/team", {
        token: head,
        body: { name: "Arbetslag 8", schoolId: ek(), members: [{ id: teacher }] },
      }),
    );
    expect(created).toMatchObject({ name: "Arbetslag 8", members: [teacher], version: 1 });
    const outsider = t.seeded.userIds["teacher2@demo.test"];
    expect(
      (
        await t.request("PATCH", `/api/team/${created.id as string}`, {
          token: head,
          body: { members: [{ id: outsider }] },
        })
      ).status,
    ).toBe(400);
    const renamed = await json(
      await t.request("PATCH", `/api/team/${created.id as string}`, {
        token: head,
        body: { name: "Lag 8", version: 1 },
      }),
    );
    expect(renamed).toMatchObject({ name: "Lag 8", version: 2 });
    expect(
      (
        await t.request("PATCH", `/api/team/${created.id as string}`, {
          token: head,
          body: { name: "X", version: 1 },
        })
      ).status,
    ).toBe(409);
    expect((await t.request("DELETE", `/api/team/${created.id as string}`, { token: head })).status).toBe(
      204,
    );
    const list = await json(await t.request("GET", `/api/team/school/${ek()}`, { token: head }));
    expect((list.items as { id: string }[]).map((team) => team.id)).not.toContain(created.id);
  });
});
