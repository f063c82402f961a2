import { describe, expect, it } from "vitest";
import { contextFor, outcomeOf } from "../../../tests/helpers/request-context.js";
import { ADMIN, TEACHER } from "../../../tests/helpers/demo-accounts.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { AppError } from "../core/errors.js";
import {
  archiveClass,
  changeClassStaff,
  createClass,
  deleteClass,
  listClasses,
  readClass,
  updateClass,
} from "./classes.service.js";

/** The class rules called as plain functions (a request context and an input), without HTTP. */
const { t, f } = useTestApp();

const ek = () => t.seeded.schoolIds.ek!;

describe("createClass", () => {
  it("creates an active class at version 1 with each staff member once", async () => {
    const teacher = t.seeded.userIds[TEACHER]!;
    const created = await createClass(await contextFor(t, ADMIN), {
      name: "8Q",
      schoolId: ek(),
      mentors: [{ id: teacher }, { id: teacher }],
    });
    expect(created).toMatchObject({
      name: "8Q",
      schoolId: ek(),
      mentors: [teacher],
      teachers: [],
      archived: false,
      version: 1,
    });
    expect(await readClass(await contextFor(t, TEACHER), { id: created.id })).toEqual(created);
  });

  it("refuses staff of another school (400), a teacher (403) and an actor outside the school (404)", async () => {
    const stranger = t.seeded.userIds["teacher2@demo.test"]!;
    const admin = await contextFor(t, ADMIN);
    const input = { name: "8R", schoolId: ek() };
    expect(await outcomeOf(createClass(admin, { ...input, teachers: [{ id: stranger }] }))).toBe(
      "VALIDATION_FAILED",
    );
    expect(await outcomeOf(createClass(await contextFor(t, TEACHER), input))).toBe("FORBIDDEN");
    expect(await outcomeOf(createClass(await contextFor(t, "teacher2@demo.test"), input))).toBe("NOT_FOUND");
    expect(await outcomeOf(createClass(await contextFor(t, "counselor@other.test"), input))).toBe(
      "NOT_FOUND",
    );
  });
});

describe("class names", () => {
  it("refuses a second active class with the same name (ignoring case and spaces), on create and rename", async () => {
    const ctx = await contextFor(t, ADMIN);
    const first = await createClass(ctx, { name: "6Ö", schoolId: ek() });
    const duplicate = createClass(ctx, { name: " 6ö ", schoolId: ek() });
    await expect(duplicate).rejects.toMatchObject({
      code: "CONFLICT",
      detail: { reason: { key: "classNameTaken" } },
    });
    const other = await createClass(ctx, { name: "6P", schoolId: ek() });
    expect(await outcomeOf(updateClass(ctx, { id: other.id, version: other.version, name: "6ö" }))).toBe(
      "CONFLICT",
    );
    // Keeping one's own name is no clash; an archived class's name is free again.
    expect(await outcomeOf(updateClass(ctx, { id: first.id, version: first.version, name: "6Ö" }))).toBe(
      "ok",
    );
    await archiveClass(ctx, { id: other.id });
    const names = (await listClasses(ctx, { schoolId: ek(), includeArchived: false })).items.map(
      (item) => item.name,
    );
    expect(names.filter((name) => name.toLowerCase() === "6ö")).toHaveLength(1);
  });
});

describe("readClass and listClasses", () => {
  it("a class of another school does not exist for the actor: 404, and its school's list is 404 too", async () => {
    const classId = await f.schoolClass("ek");
    const stranger = await contextFor(t, "teacher2@demo.test");
    expect(await outcomeOf(readClass(stranger, { id: classId }))).toBe("NOT_FOUND");
    expect(await outcomeOf(listClasses(stranger, { schoolId: ek(), includeArchived: false }))).toBe(
      "NOT_FOUND",
    );
  });

  it("an archived class leaves the active list and stays in the full one", async () => {
    const admin = await contextFor(t, ADMIN);
    const classId = await f.schoolClass("ek");
    expect(await archiveClass(admin, { id: classId })).toMatchObject({ archived: true, version: 2 });
    const ids = async (includeArchived: boolean) =>
      (await listClasses(admin, { schoolId: ek(), limit: 100, includeArchived })).items.map((c) => c.id);
    expect(await ids(false)).not.toContain(classId);
    expect(await ids(true)).toContain(classId);
  });
});

describe("updateClass", () => {
  it("writes on the version read; a stale version conflicts and changes nothing", async () => {
    const admin = await contextFor(t, ADMIN);
    const classId = await f.schoolClass("ek");
    expect(await updateClass(admin, { id: classId, version: 1, name: "9K" })).toMatchObject({
      name: "9K",
      version: 2,
    });
    expect(await outcomeOf(updateClass(admin, { id: classId, version: 1, name: "9L" }))).toBe("CONFLICT");
    expect(await readClass(admin, { id: classId })).toMatchObject({ name: "9K", version: 2 });
  });
});

describe("deleteClass", () => {
  it("a class with pupils cannot be deleted (409 with the reason) and stays; an empty one goes", async () => {
    const admin = await contextFor(t, ADMIN, { language: "en" });
    const classId = await f.schoolClass("ek");
    await f.student("ek", { classId });
    const refused = await deleteClass(admin, { id: classId }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("CONFLICT");
    expect((refused as AppError).messageIn("en")).toMatch(/has students/);
    expect(await readClass(admin, { id: classId })).toMatchObject({ id: classId });

    const empty = await f.schoolClass("ek");
    await deleteClass(admin, { id: empty });
    expect(await outcomeOf(readClass(admin, { id: empty }))).toBe("NOT_FOUND");
  });
});

describe("changeClassStaff", () => {
  it("a teacher adds themselves once, removes themselves, and may not name someone else", async () => {
    const teacher = await contextFor(t, TEACHER);
    const me = teacher.actor.userId;
    const classId = await f.schoolClass("ek");
    const add = { id: classId, list: "mentors" as const, add: true };
    expect((await changeClassStaff(teacher, add)).mentors).toEqual([me]);
    expect((await changeClassStaff(teacher, add)).mentors).toEqual([me]);
    expect((await changeClassStaff(teacher, { ...add, add: false })).mentors).toEqual([]);
    const head = t.seeded.userIds["head@demo.test"]!;
    expect(await outcomeOf(changeClassStaff(teacher, { ...add, userId: head }))).toBe("FORBIDDEN");
  });

  it("an admin may add staff of the school only, and a change made meanwhile is kept (read again, retried)", async () => {
    const admin = await contextFor(t, ADMIN);
    const head = t.seeded.userIds["head@demo.test"]!;
    const teacher = t.seeded.userIds[TEACHER]!;
    const stranger = t.seeded.userIds["teacher2@demo.test"]!;
    const classId = await f.schoolClass("ek");
    const add = { id: classId, list: "teachers" as const, add: true };
    expect(await outcomeOf(changeClassStaff(admin, { ...add, userId: stranger }))).toBe("VALIDATION_FAILED");
    const both = await Promise.all([
      changeClassStaff(admin, { ...add, userId: head }),
      changeClassStaff(admin, { ...add, userId: teacher }),
    ]);
    expect(both).toHaveLength(2);
    expect((await readClass(admin, { id: classId })).teachers.sort()).toEqual([head, teacher].sort());
  });
});
