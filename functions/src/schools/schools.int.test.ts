import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";

const { t, f } = useTestApp();
type Json = Record<string, unknown> & { error: { code: string } };
const json = async (res: Response) => (await res.json()) as Json;
const ek = () => t.seeded.schoolIds.ek!;

describe("schools", () => {
  it("GET /schools/{id} answers the spec's shape with classes, users and two-step share", async () => {
    const token = await t.login("teacher@demo.test");
    const school = await json(await t.request("GET", `/api/schools/${ek()}`, { token }));
    expect(school).toMatchObject({
      id: ek(),
      name: "Ekskolan",
      code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      hiddenParts: [],
      subscriptions: ["ELEVHALSA", "EHTCHATTEN", "TWOSTEPAUTH"],
      organization: { name: "Demo kommun", schoolName: null },
      firstAndLastYear: [7, 9],
      twoStepEnabled: false,
    });
    expect((school.classes as { name: string }[]).map((item) => item.name)).toEqual([
      "7A",
      "7B",
      "8A",
      "8B",
      "9A",
      "9B",
    ]);
    expect((school.users as { name: string }[]).map((user) => user.name)).toContain("Tove Lärare");
  });

  it("each list shows only what the actor may see", async () => {
    const names = async (email: string) =>
      (
        (await json(await t.request("GET", "/api/schools", { token: await t.login(email) }))).items as {
          name: string;
        }[]
      )
        .map((school) => school.name)
        .sort();
    expect(await names("teacher@demo.test")).toEqual(["Ekskolan"]);
    expect(await names("owner@demo.test")).toEqual(expect.arrayContaining(["Björkskolan", "Ekskolan"]));
    expect(await names("owner@demo.test")).not.toContain("Andra skolan");
    expect(await names("counselor@other.test")).toEqual(["Andra skolan"]);
    expect(await names("superadmin@demo.test")).toEqual(
      expect.arrayContaining(["Andra skolan", "Björkskolan", "Ekskolan"]),
    );
  });

  it("an owner creates a school with a unique code; a mainadmin who creates one does not make themselves a member", async () => {
    const owner = await t.login("owner@demo.test");
    const created = await json(
      await t.request("POST", "/api/schools", {
        token: owner,
        body: { name: "Lindskolan", firstAndLastYear: [0, 6] },
      }),
    );
    expect(created).toMatchObject({
      name: "Lindskolan",
      firstAndLastYear: [0, 6],
      subscriptions: ["ELEVHALSA"],
      users: [],
    });
    const mainadmin = await t.login("mainadmin@demo.test");
    const mine = await json(
      await t.request("POST", "/api/schools", { token: mainadmin, body: { name: "Almskolan" } }),
    );
    // Nobody grants themselves a membership; the main admin still manages the school organization-wide.
    expect(mine.users).toEqual([]);
    expect((await t.request("GET", `/api/schools/${mine.id as string}`, { token: mainadmin })).status).toBe(
      200,
    );
    expect(mine.code).not.toBe(created.code);
    // Subscriptions are the platform's to set.
    expect(
      (
        await t.request("POST", "/api/schools", {
          token: owner,
          body: { name: "X", subscriptions: ["TWOSTEPAUTH"] },
        })
      ).status,
    ).toBe(403);
    // Another organization's id is not there for an owner.
    const res = await t.request("POST", "/api/schools", {
      token: owner,
      body: { name: "X", organizationId: t.seeded.organizationIds.other },
    });
    expect(res.status).toBe(404);
    // A SUPERADMIN must say which organization.
    const superadmin = await t.login("superadmin@demo.test");
    expect((await t.request("POST", "/api/schools", { token: superadmin, body: { name: "X" } })).status).toBe(
      400,
    );
  });

  it("PATCH changes years, hidden parts and naming with a version check; subscriptions only for a SUPERADMIN", async () => {
    const admin = await t.login("admin@demo.test");
    const before = await json(await t.request("GET", `/api/schools/${ek()}`, { token: admin }));
    const res = await t.request("PATCH", `/api/schools/${ek()}`, {
      token: admin,
      body: {
        version: before.version,
        firstAndLastYear: [6, 9],
        hiddenParts: ["WHISTLES", "WHISTLES"],
        teacherName: "Pedagog",
      },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      firstAndLastYear: [6, 9],
      hiddenParts: ["WHISTLES"],
      teacherName: "Pedagog",
    });
    const stale = await t.request("PATCH", `/api/schools/${ek()}`, {
      token: admin,
      body: { version: before.version, teacherName: null },
    });
    expect(stale.status).toBe(409);
    expect(
      (await t.request("PATCH", `/api/schools/${ek()}`, { token: admin, body: { subscriptions: [] } }))
        .status,
    ).toBe(403);
    expect(
      (await t.request("PATCH", `/api/schools/${ek()}`, { token: admin, body: { firstAndLastYear: [9, 7] } }))
        .status,
    ).toBe(400);
    expect((await t.request("PATCH", `/api/schools/${ek()}`, { token: admin, body: {} })).status).toBe(400);
    const cleared = await json(
      await t.request("PATCH", `/api/schools/${ek()}`, {
        token: admin,
        body: { teacherName: null, firstAndLastYear: [7, 9] },
      }),
    );
    expect(cleared.teacherName).toBeNull();
  });

  it("usersToRemove takes users out of the school and out of its classes", async () => {
    const target = await f.user("ek", ["TEACHER"]);
    const classId = await f.schoolClass("ek", { teachers: [target.id] });
    const admin = await t.login("admin@demo.test");
    const res = await t.request("PATCH", `/api/schools/${ek()}`, {
      token: admin,
      body: { usersToRemove: [{ id: target.id }] },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).users).not.toContainEqual(expect.objectContaining({ id: target.id }));
    expect(
      (await json(await t.request("GET", `/api/classes/${classId}`, { token: admin }))).teachers,
    ).toEqual([]);
    // Removing someone who is not at the school, or oneself, is refused.
    expect(
      (
        await t.request("PATCH", `/api/schools/${ek()}`, {
          token: admin,
          body: { usersToRemove: [{ id: target.id }] },
        })
      ).status,
    ).toBe(404);
    const self = t.seeded.userIds["admin@demo.test"]!;
    expect(
      (
        await t.request("PATCH", `/api/schools/${ek()}`, {
          token: admin,
          body: { usersToRemove: [{ id: self }] },
        })
      ).status,
    ).toBe(403);
  });

  it("a school with classes or pupils cannot be deleted; an empty one can", async () => {
    const owner = await t.login("owner@demo.test");
    const bjork = await t.request("DELETE", `/api/schools/${t.seeded.schoolIds.bjork}`, { token: owner });
    expect(bjork.status).toBe(409);
    const empty = await f.emptySchool("demo");
    expect((await t.request("DELETE", `/api/schools/${empty}`, { token: owner })).status).toBe(204);
    expect((await t.request("GET", `/api/schools/${empty}`, { token: owner })).status).toBe(404);
  });

  it("the QR code of the external page downloads as a PNG named with the school code", async () => {
    const token = await t.login("teacher@demo.test");
    const school = await json(await t.request("GET", `/api/schools/${ek()}`, { token }));
    const res = await t.request("GET", `/api/schools/${ek()}/external-page-qr-code`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="external-page-qr-code-${school.code as string}.png"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
});

describe("organizations", () => {
  it("a SUPERADMIN creates and lists organizations; an owner reads their own and its schools", async () => {
    const superadmin = await t.login("superadmin@demo.test");
    const created = await json(
      await t.request("POST", "/api/organizations", {
        token: superadmin,
        body: { name: "Ny kommun", schoolName: "Enhet", schoolNamePlural: "Enheter" },
      }),
    );
    expect(created).toMatchObject({
      name: "Ny kommun",
      schoolName: "Enhet",
      schoolNamePlural: "Enheter",
      version: 1,
    });
    const list = await json(await t.request("GET", "/api/organizations", { token: superadmin }));
    expect((list.items as { name: string }[]).map((item) => item.name)).toContain("Ny kommun");
    const owner = await t.login("owner@demo.test");
    const own = await json(
      await t.request("GET", `/api/organizations/${t.seeded.organizationIds.demo}`, { token: owner }),
    );
    expect(own.name).toBe("Demo kommun");
    const schools = await json(
      await t.request("GET", `/api/organizations/schools/${t.seeded.organizationIds.demo}`, { token: owner }),
    );
    expect((schools.items as { name: string }[]).map((item) => item.name)).toEqual(
      expect.arrayContaining(["Ekskolan", "Björkskolan"]),
    );
    expect(
      (await t.request("GET", `/api/organizations/${created.id as string}`, { token: owner })).status,
    ).toBe(404);
    expect(
      (await t.request("POST", "/api/organizations", { token: superadmin, body: { name: "" } })).status,
    ).toBe(400);
  });
});
