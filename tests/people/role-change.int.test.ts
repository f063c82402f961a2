import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "../helpers/fixtures.js";
import { peopleApi, type Json } from "../helpers/people.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

/**
 * People as they are: someone's roles at their school change while they stay. A student-health worker who becomes a
 * teacher at the same school keeps only what a teacher may see, from the next request on, in every domain, without
 * signing in again; the student-health staff who remain keep everything.
 */
let t: TestApp;
let f: ReturnType<typeof fixtures>;
const PASSWORD = "Ny1Rollen";
const { ek, call, created, expectGone } = peopleApi(() => t);

beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t);
});

describe("a student-health worker becomes a teacher at the same school", () => {
  it("loses student health's sight of pupils' documents at once; a teacher's view remains only where it applies", async () => {
    const person = await f.person({ ek: ["COUNSELOR"] }, [], { password: PASSWORD });
    const token = await t.login(person.email, PASSWORD);
    const counselor = await t.login("counselor@demo.test");
    const studentId = await f.student("ek");
    const ticket = await created(counselor, "/tickets", {
      studentId,
      title: "Elevhälsans ärende",
      description: "Känsligt",
      access: "COUNSELOR",
    });
    const owned = await created(counselor, "/tickets", {
      studentId,
      title: "Ägs av elevhälsan",
      description: "Text",
      access: "STANDARD",
      ownerId: person.id,
    });
    const program = await created(counselor, "/action-program", { studentId, access: "COUNSELOR" });
    // A student-health-only draft the head gave them to decide.
    const toDecide = await created(await t.login("head@demo.test"), "/action-program", {
      studentId,
      access: "COUNSELOR",
      decisionMakerId: person.id,
    });
    const adaptation = await created(counselor, "/adaptions", {
      studentId,
      subjects: ["Slöjd"],
      categories: ["EXTRA_TIME"],
      startDate: "2026-11-02",
      reviewDate: "2026-12-07",
    });
    const mapping = await created(counselor, "/mappings", {
      studentId,
      respondents: [{ id: t.seeded.userIds["teacher@demo.test"]! }],
      deadline: "2027-12-15",
    });
    const investigation = await created(counselor, "/investigations", {
      studentId,
      healthInformation: "Diagnos från BUP.",
      contributors: [{ id: person.id }],
    });
    const violation = await created(counselor, "/violations", {
      access: "COUNSELOR",
      type: "DISCRIMINATION",
      violationBetween: "STUDENTTOSTUDENT",
      victim: "En elev",
      incidentDetails: "Kallades saker om sitt ursprung.",
      when: "2026-11-17T08:30:00.000Z",
      location: "Korridoren",
      witness: "Två elever",
      hasContactedSchool: "YES",
      hasContactedParents: "YES",
      whoContacted: "Mentor",
      victimStudentId: studentId,
      schoolId: ek(),
    });
    const whistle = await call(await t.login("teacher@demo.test"), "POST", "/whistle", {
      schoolId: ek(),
      message: "Till elevhälsan.",
      recipient: "COUNSELOR",
    });
    expect(whistle.status).toBe(201);

    const reads = [
      `/tickets/${ticket.id}`,
      `/action-program/${ek()}/${program.id}`,
      `/action-program/${ek()}/${toDecide.id}`,
      `/mappings/${ek()}/${mapping.id}`,
    ];
    for (const path of reads) expect((await call(token, "GET", path)).status, path).toBe(200);
    const health = await call(token, "GET", `/investigations/school/${ek()}?studentId=${studentId}`);
    expect((health.body.items as Json[])[0]).toMatchObject({ healthInformation: "Diagnos från BUP." });

    // The admin changes their roles at Ekskolan to teacher only.
    const admin = await t.login("admin@demo.test");
    const changed = await call(admin, "PATCH", `/user/${person.id}`, {
      version: 1,
      schoolId: ek(),
      roles: ["TEACHER"],
    });
    expect(changed.status, changed.text).toBe(200);

    // The same session: student health's documents are gone (404), and the lists leave them out.
    await expectGone(token, reads, [studentId]);
    const adaptations = await call(token, "GET", `/adaptions/${ek()}?id=${adaptation.id as string}`);
    expect(adaptations.body.items).toEqual([]);
    const violations = await call(token, "GET", `/violations/${ek()}`);
    expect(violations.status).toBe(200);
    expect(violations.text).not.toContain(violation.id as string);
    expect((await call(token, "GET", `/whistle?schoolId=${ek()}`)).status).toBe(403);
    // Student health's own listing of investigations is refused; the teacher's shows the draft they were asked to
    // contribute to, without the health information.
    expect((await call(token, "GET", `/investigations/school/${ek()}`)).status).toBe(403);
    const teaching = await call(token, "GET", `/investigations/teacher/school/${ek()}`);
    const row = (teaching.body.items as Json[]).find((item) => item.id === investigation.id);
    expect(row).toMatchObject({ healthInformation: null });
    expect(teaching.text).not.toContain("Diagnos från BUP.");
    // Nor can they do student health's work any more.
    const edit = await call(token, "PATCH", `/investigations/${investigation.id}`, {
      version: investigation.version,
      healthInformation: "Ändrad",
    });
    expect(edit.status).toBe(403);
    // The ticket they owned no longer waits on them: it is back among the unassigned, for the staff to take on.
    const unassigned = await call(
      counselor,
      "GET",
      `/tickets/school/${ek()}?status=unassigned&studentId=${studentId}`,
    );
    const released = (unassigned.body.items as Json[]).find((item) => item.id === owned.id);
    expect(released).toMatchObject({ status: "unassigned", owner: null });
    // The remaining student-health staff keep everything.
    for (const path of reads) expect((await call(counselor, "GET", path)).status, path).toBe(200);
  });
});
