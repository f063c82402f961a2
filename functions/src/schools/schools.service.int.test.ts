import { describe, expect, it } from "vitest";
import { contextFor, refusalOf } from "../../../tests/helpers/request-context.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { AppError } from "../core/errors.js";
import { createSchool, deleteSchool, listSchools, readSchool, updateSchool } from "./schools.service.js";

/** The schools rules called as plain functions (a request context and an input), without HTTP. */
const { t, f } = useTestApp();

const school = (key: string) => t.seeded.schoolIds[key]!;

describe("reading schools", () => {
  it("each actor lists only the schools they may see", async () => {
    const names = async (email: string) =>
      (await listSchools(await contextFor(t, email), {})).items.map((item) => item.name).sort();
    expect(await names("teacher@demo.test")).toEqual(["Ekskolan"]);
    expect(await names("owner@demo.test")).toEqual(expect.arrayContaining(["Björkskolan", "Ekskolan"]));
    expect(await names("owner@demo.test")).not.toContain("Andra skolan");
    expect(await names("counselor@other.test")).toEqual(["Andra skolan"]);
  });

  it("a school of another organization is not found, exactly like a missing one", async () => {
    const stranger = await contextFor(t, "counselor@other.test");
    expect(await refusalOf(readSchool(stranger, { id: school("ek") }))).toBe("NOT_FOUND");
    expect(await refusalOf(readSchool(stranger, { id: t.deps.ids.id() }))).toBe("NOT_FOUND");
    const owner = await contextFor(t, "owner@demo.test");
    expect(await refusalOf(deleteSchool(owner, { id: school("other") }))).toBe("NOT_FOUND");
    expect(await refusalOf(updateSchool(owner, { id: school("other"), name: "X" }))).toBe("NOT_FOUND");
  });
});

describe("creating a school", () => {
  it("the creator does not become a member; subscriptions are the platform's; a SUPERADMIN names the organization", async () => {
    const owner = await contextFor(t, "owner@demo.test");
    const created = await createSchool(owner, { name: "Lönnskolan" });
    expect(created).toMatchObject({
      name: "Lönnskolan",
      subscriptions: ["ELEVHALSA"],
      users: [],
      version: 1,
    });
    expect(await refusalOf(createSchool(owner, { name: "X", subscriptions: ["TWOSTEPAUTH"] }))).toBe(
      "FORBIDDEN",
    );
    expect(
      await refusalOf(createSchool(owner, { name: "X", organizationId: t.seeded.organizationIds.other! })),
    ).toBe("NOT_FOUND");
    const superadmin = await contextFor(t, "superadmin@demo.test");
    expect(await refusalOf(createSchool(superadmin, { name: "X" }))).toBe("VALIDATION_FAILED");
  });
});

describe("changing a school", () => {
  it("a stale version conflicts and changes nothing", async () => {
    const admin = await contextFor(t, "admin@demo.test");
    const before = await readSchool(admin, { id: school("ek") });
    const changed = await updateSchool(admin, {
      id: school("ek"),
      version: before.version,
      teacherName: "Pedagog",
    });
    expect(changed).toMatchObject({ teacherName: "Pedagog", version: before.version + 1 });
    expect(
      await refusalOf(updateSchool(admin, { id: school("ek"), version: before.version, teacherName: null })),
    ).toBe("CONFLICT");
    expect((await readSchool(admin, { id: school("ek") })).teacherName).toBe("Pedagog");
  });

  it("an admin may not set subscriptions nor remove themselves", async () => {
    const admin = await contextFor(t, "admin@demo.test");
    expect(await refusalOf(updateSchool(admin, { id: school("ek"), subscriptions: [] }))).toBe("FORBIDDEN");
    const self = t.seeded.userIds["admin@demo.test"]!;
    expect(await refusalOf(updateSchool(admin, { id: school("ek"), usersToRemove: [{ id: self }] }))).toBe(
      "FORBIDDEN",
    );
  });
});

describe("deleting a school", () => {
  it("a school with classes cannot be deleted; an empty one can, and is gone", async () => {
    const owner = await contextFor(t, "owner@demo.test", { language: "en" });
    const refused = await deleteSchool(owner, { id: school("bjork") }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("CONFLICT");
    expect((refused as AppError).messageIn("en")).toMatch(/classes or students/);
    expect((await readSchool(owner, { id: school("bjork") })).name).toBe("Björkskolan");

    const empty = await f.emptySchool("demo");
    await deleteSchool(owner, { id: empty });
    expect(await refusalOf(readSchool(owner, { id: empty }))).toBe("NOT_FOUND");
  });

  it("a teacher may not delete their own school", async () => {
    const teacher = await contextFor(t, "teacher@demo.test");
    expect(await refusalOf(deleteSchool(teacher, { id: school("ek") }))).toBe("FORBIDDEN");
  });
});

describe("school names", () => {
  it("refuses a second school of the organization with the same name (case and spaces aside), on create and rename", async () => {
    const owner = await contextFor(t, "owner@demo.test");
    await expect(createSchool(owner, { name: " ekskolan " })).rejects.toMatchObject({
      code: "CONFLICT",
      detail: { reason: { key: "schoolNameTaken" } },
    });
    const superadmin = await contextFor(t, "superadmin@demo.test");
    // Another organization may have a school of the name.
    const elsewhere = await createSchool(superadmin, {
      name: "Ekskolan",
      organizationId: t.seeded.organizationIds.other!,
    });
    expect(elsewhere.name).toBe("Ekskolan");
    const admin = await contextFor(t, "admin@demo.test");
    const bjork = await readSchool(owner, { id: school("bjork") });
    expect(
      await refusalOf(updateSchool(owner, { id: bjork.id, version: bjork.version, name: "EKSKOLAN" })),
    ).toBe("CONFLICT");
    expect((await readSchool(owner, { id: bjork.id })).name).toBe(bjork.name);
    // A school keeps its own name.
    const ek = await readSchool(admin, { id: school("ek") });
    expect((await updateSchool(admin, { id: ek.id, version: ek.version, name: "Ekskolan" })).name).toBe(
      "Ekskolan",
    );
  });
});
