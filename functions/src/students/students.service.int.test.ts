import { describe, expect, it } from "vitest";
import { contextFor, outcomeOf } from "../../../tests/helpers/request-context.js";
import { ADMIN, TEACHER } from "../../../tests/helpers/demo-accounts.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import type { AppError } from "../core/errors.js";
import type { RequestContext } from "../core/request-context.js";
import {
  createStudent,
  deleteStudent,
  listStudents,
  readStudent,
  removeStudentMentor,
  setStudentMentor,
  updateStudent,
} from "./students.service.js";

/** The pupil rules called as plain functions (a request context and an input), without HTTP. */
const { t, f } = useTestApp();

const ek = () => t.seeded.schoolIds.ek!;

/** The audit events one call wrote (by its request id) in a school's or an organization's trail. */
async function eventsOf(ctx: RequestContext, scopeId: string) {
  const { data } = await t.db.auditEvent.query.byScope({ scopeId }).go({ pages: "all" });
  return data
    .filter((event) => event.requestId === ctx.requestId)
    .map(({ action, entity, entityId, outcome, schoolId, studentId }) => ({
      action,
      entity,
      entityId,
      outcome,
      schoolId,
      studentId,
    }));
}

describe("readStudent", () => {
  it("answers the pupil and audits the read with the pupil and the school", async () => {
    const ctx = await contextFor(t, TEACHER);
    const id = await f.student("ek");
    expect(await readStudent(ctx, { id })).toMatchObject({ id, schoolId: ek(), classId: null, mentor: null });
    expect(await eventsOf(ctx, ek())).toEqual([
      { action: "READ", entity: "student", entityId: id, outcome: "SUCCESS", schoolId: ek(), studentId: id },
    ]);
  });

  it("a pupil of another organization does not exist for the actor: 404, audited in the actor's own trail", async () => {
    const ctx = await contextFor(t, "counselor@other.test");
    const id = await f.student("ek");
    expect(await outcomeOf(readStudent(ctx, { id }))).toBe("NOT_FOUND");
    expect(await eventsOf(ctx, ek())).toEqual([]);
    expect(await eventsOf(ctx, ctx.actor.organizationId)).toEqual([
      {
        action: "READ",
        entity: "student",
        entityId: id,
        outcome: "NOT_FOUND",
        schoolId: undefined,
        studentId: "",
      },
    ]);
  });
});

describe("listStudents", () => {
  it("a class of another school reveals none of its pupils, and the list is one LIST event", async () => {
    const ctx = await contextFor(t, TEACHER);
    const foreignClass = t.seeded.classIds.bjork![0]!;
    const page = await listStudents(ctx, { schoolId: ek(), classId: foreignClass });
    expect(page.items).toEqual([]);
    expect(await eventsOf(ctx, ek())).toMatchObject([{ action: "LIST", outcome: "SUCCESS" }]);
  });
});

describe("createStudent", () => {
  it("stores the pupil with an active class and a mentor of the school, named as the mentor is", async () => {
    const ctx = await contextFor(t, ADMIN);
    const classId = t.seeded.classIds.ek![0]!;
    const teacher = t.seeded.userIds[TEACHER]!;
    const created = await createStudent(ctx, { name: "Alva Ny", schoolId: ek(), classId, mentorId: teacher });
    expect(created).toMatchObject({
      name: "Alva Ny",
      classId,
      mentor: { id: teacher, name: "Tove Lärare" },
      version: 1,
    });
    expect(await eventsOf(ctx, ek())).toMatchObject([
      { action: "CREATE", entityId: created.id, studentId: created.id, outcome: "SUCCESS" },
    ]);
  });

  it("refuses a class or mentor from another school (400) and a school the actor is not in (404)", async () => {
    const admin = await contextFor(t, ADMIN);
    const input = { name: "Bo Ny", schoolId: ek() };
    const foreignClass = t.seeded.classIds.bjork![0]!;
    const stranger = t.seeded.userIds["teacher2@demo.test"]!;
    expect(await outcomeOf(createStudent(admin, { ...input, classId: foreignClass }))).toBe(
      "VALIDATION_FAILED",
    );
    expect(await outcomeOf(createStudent(admin, { ...input, mentorId: stranger }))).toBe("VALIDATION_FAILED");
    const outsider = await contextFor(t, "teacher2@demo.test");
    expect(await outcomeOf(createStudent(outsider, input))).toBe("NOT_FOUND");
  });
});

describe("updateStudent", () => {
  it("a stale version conflicts, is audited as a conflict and changes nothing", async () => {
    const admin = await contextFor(t, ADMIN);
    const id = await f.student("ek");
    expect(await updateStudent(admin, { id, version: 1, name: "Nytt Namn" })).toMatchObject({
      name: "Nytt Namn",
      version: 2,
    });
    const stale = await contextFor(t, ADMIN);
    expect(await outcomeOf(updateStudent(stale, { id, version: 1, name: "Annat" }))).toBe("CONFLICT");
    expect(await eventsOf(stale, ek())).toMatchObject([
      { action: "UPDATE", outcome: "CONFLICT", studentId: id },
    ]);
    expect(await readStudent(admin, { id })).toMatchObject({ name: "Nytt Namn", version: 2 });
  });

  it("moves the pupil to another class and out of every class with null", async () => {
    const admin = await contextFor(t, ADMIN);
    const classId = t.seeded.classIds.ek![1]!;
    const id = await f.student("ek");
    expect(await updateStudent(admin, { id, version: 1, classId })).toMatchObject({ classId, version: 2 });
    expect(await updateStudent(admin, { id, version: 2, classId: null })).toMatchObject({
      classId: null,
      version: 3,
    });
  });
});

describe("deleteStudent", () => {
  it("a pupil with tickets cannot be deleted (409) and stays; one without goes", async () => {
    const admin = await contextFor(t, ADMIN, { language: "en" });
    const withTicket = await f.student("ek");
    await f.ticket({ studentId: withTicket });
    const refused = await deleteStudent(admin, { id: withTicket }).catch((err: unknown) => err);
    expect((refused as AppError).code).toBe("CONFLICT");
    expect((refused as AppError).messageIn("en")).toMatch(/has tickets/);
    expect(await readStudent(admin, { id: withTicket })).toMatchObject({ id: withTicket });

    const id = await f.student("ek");
    await deleteStudent(admin, { id });
    expect(await outcomeOf(readStudent(admin, { id }))).toBe("NOT_FOUND");
  });
});

describe("mentors", () => {
  it("a teacher sets and removes themselves, but neither names nor removes someone else", async () => {
    const teacher = await contextFor(t, TEACHER);
    const me = teacher.actor.userId;
    const id = await f.student("ek");
    expect(await setStudentMentor(teacher, { id, userId: me })).toMatchObject({
      mentor: { id: me, name: "Tove Lärare" },
    });
    expect(await removeStudentMentor(teacher, { id })).toMatchObject({ mentor: null });

    const head = t.seeded.userIds["head@demo.test"]!;
    expect(await outcomeOf(setStudentMentor(teacher, { id, userId: head }))).toBe("FORBIDDEN");
    const mentored = await f.student("ek", { mentorId: head, mentorName: "Rektor" });
    expect(await outcomeOf(removeStudentMentor(teacher, { id: mentored }))).toBe("FORBIDDEN");
    expect(await removeStudentMentor(await contextFor(t, ADMIN), { id: mentored })).toMatchObject({
      mentor: null,
    });
  });
});
