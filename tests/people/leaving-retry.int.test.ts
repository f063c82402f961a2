import { beforeAll, describe, expect, it } from "vitest";
import { getProgram } from "../../functions/src/actionprograms/action-programs.repo.js";
import { getAdaptation } from "../../functions/src/adaptations/adaptations.repo.js";
import { getClass } from "../../functions/src/classes/classes.repo.js";
import { getUser } from "../../functions/src/core/identity.js";
import { getInvestigation } from "../../functions/src/investigations/investigations.repo.js";
import { getMapping } from "../../functions/src/mappings/mappings.repo.js";
import { getStudent } from "../../functions/src/students/students.repo.js";
import { getTeam } from "../../functions/src/teams/teams.repo.js";
import { getTicket } from "../../functions/src/tickets/tickets.repo.js";
import { getViolation } from "../../functions/src/violations/violations.repo.js";
import { fixtures } from "../helpers/fixtures.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

/**
 * Taking someone off a school can always be finished. A step of the cascade may fail part-way (here: another
 * change of the same document wins every one of the step's tries, so it answers 409). The person must then still
 * be a member, so the admin's retry finds them and finishes the job, and afterwards nothing at the school names
 * them. The same holds for deleting a person and for a change of roles that releases their duties.
 */
let t: TestApp;
let f: ReturnType<typeof fixtures>;
type Json = Record<string, unknown>;
const PASSWORD = "Igen1Forsok";

const ek = () => t.seeded.schoolIds.ek!;
const bjork = () => t.seeded.schoolIds.bjork!;

/** Which write to refuse next, and how many times. */
let refusal: { command: string; naming: string; times: number } | undefined;
let refused = 0;
/** Something to do, once, just before the client sends the first command of this kind naming this id. */
let meanwhile: { command: string; naming: string; run: () => Promise<void> } | undefined;

beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t);
  // The table's client refuses the chosen write as DynamoDB does when a concurrent change won the condition.
  t.deps.db.client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = JSON.stringify(args.input).toLowerCase();
      if (
        meanwhile &&
        context.commandName === meanwhile.command &&
        input.includes(meanwhile.naming.toLowerCase())
      ) {
        const { run } = meanwhile;
        meanwhile = undefined;
        await run();
      }
      if (
        refusal &&
        refusal.times > 0 &&
        context.commandName === refusal.command &&
        input.includes(refusal.naming.toLowerCase())
      ) {
        refusal.times--;
        refused++;
        const err = new Error("The conditional request failed");
        err.name = "ConditionalCheckFailedException";
        throw err;
      }
      return next(args);
    },
    { step: "initialize", name: "refuseChosenWrite" },
  );
});

/** The next `times` updates of the item with this id lose to a concurrent change (the steps retry twice). */
function refuseUpdatesOf(id: string, times = 3) {
  refusal = { command: "UpdateItemCommand", naming: id, times };
  refused = 0;
}

async function call(token: string, method: string, path: string, body?: unknown, role?: string) {
  const res = await t.request(method, `/api${path}`, {
    token,
    ...(role ? { role } : {}),
    ...(body !== undefined ? { body } : {}),
  });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : {}) as Json };
}

async function created(token: string, path: string, body: Json): Promise<Json> {
  const res = await call(token, "POST", path, body);
  expect(res.status, `${path} ${res.text}`).toBe(201);
  return res.body;
}

/** Is the person a member of the school: on their role model and by the membership item others are named from? */
async function memberAt(userId: string, schoolId: string) {
  const user = await getUser(t.deps.db, userId);
  const { data } = await t.db.membership.get({ schoolId, userId }).go();
  return { onUser: user?.schoolIds.includes(schoolId) ?? false, item: data !== null };
}

const violationBody = (studentId: string, extra: Json): Json => ({
  type: "HARASSMENT",
  violationBetween: "STUDENTTOSTUDENT",
  victim: "Elev i 8B",
  incidentDetails: "Hånades i omklädningsrummet.",
  when: "2026-11-18T10:00:00.000Z",
  location: "Idrottshallen",
  witness: "Idrottsläraren",
  hasContactedSchool: "YES",
  hasContactedParents: "NO",
  whoContacted: "Mentor",
  victimStudentId: studentId,
  schoolId: ek(),
  ...extra,
});

describe("taking someone off a school when a step of the cascade fails", () => {
  it("leaves them a member, and the admin's retry finishes the job without redoing what was done", async () => {
    const leaver = await f.person({ ek: ["COUNSELOR", "TEACHER"], bjork: ["COUNSELOR"] }, [], {
      password: PASSWORD,
    });
    const counselor = await t.login("counselor@demo.test");
    const head = await t.login("head@demo.test");
    const admin = await t.login("admin@demo.test");
    const classId = await f.schoolClass("ek", { mentors: [leaver.id], teachers: [leaver.id] });
    const studentId = await f.student("ek", { mentorId: leaver.id, mentorName: "Personal", classId });
    const teamId = await f.team("ek");
    await t.db.team
      .patch({ id: teamId })
      .set({ members: [leaver.id] })
      .go();

    const ticket = await created(counselor, "/tickets", {
      studentId,
      title: "Oro för skolgången",
      description: "Eleven kommer sent varje dag.",
      access: "SELECTED",
      recipients: [{ id: leaver.id }],
      ownerId: leaver.id,
    });
    const program = await created(counselor, "/action-program", {
      studentId,
      access: "EDITORS",
      editors: [{ id: leaver.id }],
    });
    const draft = await created(head, "/action-program", {
      studentId,
      access: "COUNSELOR",
      decisionMakerId: leaver.id,
    });
    const adaptation = await created(counselor, "/adaptions", {
      studentId,
      subjects: ["Matematik"],
      categories: ["EXTRA_TIME"],
      responsible: [leaver.id],
      startDate: "2026-11-02",
      reviewDate: "2026-12-07",
    });
    const investigation = await created(counselor, "/investigations", {
      studentId,
      contributors: [{ id: leaver.id }],
    });
    const violation = await created(
      counselor,
      "/violations",
      violationBody(studentId, { access: "SELECTED", accessUsers: [{ id: leaver.id }] }),
    );
    const mapping = await created(counselor, "/mappings", {
      studentId,
      respondents: [{ id: leaver.id }],
      deadline: "2027-12-15",
    });

    // The adaptation's step loses to a concurrent change on every try: the request answers 409, clearly.
    refuseUpdatesOf(adaptation.id as string);
    const failed = await call(admin, "PATCH", `/schools/${ek()}`, { usersToRemove: [{ id: leaver.id }] });
    expect(refused).toBe(3);
    expect(failed.status, failed.text).toBe(409);
    expect(failed.body).toMatchObject({ error: { code: "CONFLICT" } });
    // Still a member: the retry will find them.
    expect(await memberAt(leaver.id, ek())).toEqual({ onUser: true, item: true });
    // The steps before the failed one are done; what they wrote is kept to compare after the retry.
    const doneTicket = (await getTicket(t.deps.db, ticket.id as string))!;
    const doneProgram = (await getProgram(t.deps.db, program.id as string))!;
    const doneClass = (await getClass(t.deps.db, classId))!;
    expect(doneTicket).toMatchObject({ ownerId: "", recipients: [] });
    expect(doneClass).toMatchObject({ mentors: [], teachers: [] });
    // The steps after it are not: the investigation still names them.
    expect((await getInvestigation(t.deps.db, investigation.id as string))!.contributors).toContain(
      leaver.id,
    );

    const retried = await call(admin, "PATCH", `/schools/${ek()}`, { usersToRemove: [{ id: leaver.id }] });
    expect(retried.status, retried.text).toBe(200);
    expect(refused).toBe(3);
    expect(await memberAt(leaver.id, ek())).toEqual({ onUser: false, item: false });
    expect(await memberAt(leaver.id, bjork())).toEqual({ onUser: true, item: true });

    // Nothing already done was written again.
    expect((await getTicket(t.deps.db, ticket.id as string))!.version).toBe(doneTicket.version);
    expect((await getProgram(t.deps.db, program.id as string))!.version).toBe(doneProgram.version);
    expect((await getClass(t.deps.db, classId))!.version).toBe(doneClass.version);

    // Nothing at Ekskolan names them any more.
    expect(await getTicket(t.deps.db, ticket.id as string)).toMatchObject({
      ownerId: "",
      recipients: [],
      contactTeachers: [],
      editors: [],
    });
    expect(await getProgram(t.deps.db, program.id as string)).toMatchObject({ editors: [] });
    expect(await getProgram(t.deps.db, draft.id as string)).toMatchObject({ decisionMakerId: "" });
    expect((await getAdaptation(t.deps.db, adaptation.id as string))!.responsible).toEqual([]);
    expect((await getInvestigation(t.deps.db, investigation.id as string))!.contributors).toEqual([]);
    expect((await getViolation(t.deps.db, violation.id as string))!.accessUsers).toEqual([]);
    expect((await getMapping(t.deps.db, mapping.id as string))!.respondents).toEqual([]);
    expect((await getTeam(t.deps.db, teamId))!.members).toEqual([]);
    expect((await getStudent(t.deps.db, studentId))!.mentorId).toBe("");

    // Taken back as a teacher, they regain none of it.
    const back = await call(admin, "POST", "/user", {
      name: "Tillbaka",
      email: leaver.email,
      role: "TEACHER",
      schoolId: ek(),
    });
    expect(back.status, back.text).toBe(200);
    const again = await t.login(leaver.email, PASSWORD);
    for (const path of [
      `/tickets/${ticket.id}`,
      `/action-program/${ek()}/${program.id}`,
      `/action-program/${ek()}/${draft.id}`,
      `/mappings/${ek()}/${mapping.id}`,
    ]) {
      expect((await call(again, "GET", path, undefined, "TEACHER")).status, path).toBe(404);
    }
    const adaptations = await call(again, "GET", `/adaptions/${ek()}?due=mine`, undefined, "TEACHER");
    expect(adaptations.text).not.toContain(adaptation.id as string);
    const violations = await call(again, "GET", `/violations/${ek()}`, undefined, "TEACHER");
    expect(violations.text).not.toContain(violation.id as string);
  });
});

describe("deleting a person when a step of the cascade fails", () => {
  it("keeps the account and every membership until a retry has taken them off everything", async () => {
    const person = await f.person({ ek: ["COUNSELOR"], bjork: ["COUNSELOR"] });
    const bjorkCounselor = await f.person({ bjork: ["COUNSELOR"] }, [], { password: PASSWORD });
    const counselor = await t.login("counselor@demo.test");
    const mainadmin = await t.login("mainadmin@demo.test");
    const ticket = await created(counselor, "/tickets", {
      studentId: await f.student("ek"),
      title: "Samtal om trivsel",
      description: "Eleven vill prata.",
      access: "SELECTED",
      recipients: [{ id: person.id }],
    });
    const mapping = await created(await t.login(bjorkCounselor.email, PASSWORD), "/mappings", {
      studentId: await f.student("bjork"),
      respondents: [{ id: person.id }],
      deadline: "2027-12-15",
    });

    // Björkskolan's mapping step (after Ekskolan's steps are done) loses every try.
    refuseUpdatesOf(mapping.id as string);
    const failed = await call(mainadmin, "DELETE", `/user/${person.id}`);
    expect(refused).toBe(3);
    expect(failed.status, failed.text).toBe(409);
    expect(await memberAt(person.id, ek())).toEqual({ onUser: true, item: true });
    expect(await memberAt(person.id, bjork())).toEqual({ onUser: true, item: true });

    const retried = await call(mainadmin, "DELETE", `/user/${person.id}`);
    expect(retried.status, retried.text).toBe(204);
    expect(await getUser(t.deps.db, person.id)).toBeNull();
    expect((await t.db.userEmail.get({ email: person.email }).go()).data).toBeNull();
    expect(await memberAt(person.id, ek())).toEqual({ onUser: false, item: false });
    expect(await memberAt(person.id, bjork())).toEqual({ onUser: false, item: false });
    expect((await getTicket(t.deps.db, ticket.id as string))!.recipients).toEqual([]);
    expect((await getMapping(t.deps.db, mapping.id as string))!.respondents).toEqual([]);
  });
});

describe("deleting a school when a step of the cascade fails", () => {
  it("keeps its staff members until a retry has taken them off its teams and deleted it", async () => {
    const schoolId = await f.emptySchool();
    const person = await f.person({ ek: ["TEACHER"] });
    const mainadmin = await t.login("mainadmin@demo.test");
    const added = await call(mainadmin, "POST", "/user", {
      name: "Lärare",
      email: person.email,
      role: "TEACHER",
      schoolId,
    });
    expect(added.status, added.text).toBe(200);
    const teamId = t.deps.ids.id();
    const at = t.clock.now().toISOString();
    await t.db.team
      .create({
        id: teamId,
        schoolId,
        organizationId: t.seeded.organizationIds.demo!,
        name: "Arbetslag Nord",
        members: [person.id],
        createdAt: at,
        updatedAt: at,
        version: 1,
      })
      .go();

    // The team's step has no retry of its own: one lost condition answers 409.
    refuseUpdatesOf(teamId, 1);
    const failed = await call(mainadmin, "DELETE", `/schools/${schoolId}`);
    expect(refused).toBe(1);
    expect(failed.status, failed.text).toBe(409);
    expect(await memberAt(person.id, schoolId)).toEqual({ onUser: true, item: true });

    const retried = await call(mainadmin, "DELETE", `/schools/${schoolId}`);
    expect(retried.status, retried.text).toBe(204);
    expect(await memberAt(person.id, schoolId)).toEqual({ onUser: false, item: false });
    expect(await memberAt(person.id, ek())).toEqual({ onUser: true, item: true });
    expect((await t.db.school.get({ id: schoolId }).go()).data).toBeNull();
  });
});

describe("losing every student-health role when releasing their duties fails", () => {
  it("keeps the roles until a retry of the same change has released them", async () => {
    const person = await f.person({ ek: ["COUNSELOR"] });
    const counselor = await t.login("counselor@demo.test");
    const admin = await t.login("admin@demo.test");
    const studentId = await f.student("ek");
    const owned = await created(counselor, "/tickets", {
      studentId,
      title: "Ägs av kuratorn",
      description: "Text",
      access: "STANDARD",
      ownerId: person.id,
    });
    const toDecide = await created(await t.login("head@demo.test"), "/action-program", {
      studentId,
      access: "COUNSELOR",
      decisionMakerId: person.id,
    });
    const change = { version: 1, schoolId: ek(), roles: ["TEACHER"] };

    refuseUpdatesOf(toDecide.id as string);
    const failed = await call(admin, "PATCH", `/user/${person.id}`, change);
    expect(refused).toBe(3);
    expect(failed.status, failed.text).toBe(409);
    const kept = (await getUser(t.deps.db, person.id))!;
    expect(kept.memberships).toEqual([{ schoolId: ek(), roles: ["COUNSELOR"] }]);
    expect(kept.version).toBe(1);

    // The admin sends the same change again.
    const retried = await call(admin, "PATCH", `/user/${person.id}`, change);
    expect(retried.status, retried.text).toBe(200);
    expect((await getUser(t.deps.db, person.id))!.memberships).toEqual([
      { schoolId: ek(), roles: ["TEACHER"] },
    ]);
    expect((await getTicket(t.deps.db, owned.id as string))!.ownerId).toBe("");
    expect((await getProgram(t.deps.db, toDecide.id as string))!.decisionMakerId).toBe("");
  });
});

describe("a colleague names the person while the cascade runs", () => {
  /** A colleague adds the person to a team through the API, as the cascade is about to end their membership. */
  async function nameOnTeamMeanwhile(token: string, teamId: string, userId: string) {
    const named: { status?: number } = {};
    meanwhile = {
      command: "TransactWriteItemsCommand",
      naming: userId,
      run: async () => {
        const team = (await getTeam(t.deps.db, teamId))!;
        const res = await call(token, "PATCH", `/team/${teamId}`, {
          version: team.version,
          members: [...team.members, userId].map((id) => ({ id })),
        });
        named.status = res.status;
      },
    };
    return named;
  }

  it("taking them off the school still leaves nothing naming them", async () => {
    const leaver = await f.person({ ek: ["TEACHER"] });
    const admin = await t.login("admin@demo.test");
    const teamId = await f.team("ek");
    const named = await nameOnTeamMeanwhile(admin, teamId, leaver.id);

    const removed = await call(admin, "PATCH", `/schools/${ek()}`, { usersToRemove: [{ id: leaver.id }] });
    expect(removed.status, removed.text).toBe(200);
    // The colleague's change went through while the person was still a member...
    expect(named.status).toBe(200);
    // ...and yet the team does not name them.
    expect((await getTeam(t.deps.db, teamId))!.members).toEqual([]);
    expect(await memberAt(leaver.id, ek())).toEqual({ onUser: false, item: false });
  });

  it("losing their student-health role still leaves them no program to decide", async () => {
    const person = await f.person({ ek: ["COUNSELOR"] });
    const head = await t.login("head@demo.test");
    const admin = await t.login("admin@demo.test");
    const studentId = await f.student("ek");
    let programId = "";
    // The head names them decision maker of a new draft just as their roles are being written.
    meanwhile = {
      command: "TransactWriteItemsCommand",
      naming: person.id,
      run: async () => {
        const res = await call(head, "POST", "/action-program", {
          studentId,
          access: "COUNSELOR",
          decisionMakerId: person.id,
        });
        expect(res.status, res.text).toBe(201);
        programId = res.body.id as string;
      },
    };
    const changed = await call(admin, "PATCH", `/user/${person.id}`, {
      version: 1,
      schoolId: ek(),
      roles: ["TEACHER"],
    });
    expect(changed.status, changed.text).toBe(200);
    expect(programId).not.toBe("");
    expect((await getProgram(t.deps.db, programId))!.decisionMakerId).toBe("");
  });

  it("deleting them still leaves nothing naming them", async () => {
    const person = await f.person({ ek: ["TEACHER"], bjork: ["TEACHER"] });
    const mainadmin = await t.login("mainadmin@demo.test");
    const teamId = await f.team("bjork");
    const named = await nameOnTeamMeanwhile(mainadmin, teamId, person.id);

    const deleted = await call(mainadmin, "DELETE", `/user/${person.id}`);
    expect(deleted.status, deleted.text).toBe(204);
    expect(named.status).toBe(200);
    expect((await getTeam(t.deps.db, teamId))!.members).toEqual([]);
    expect(await getUser(t.deps.db, person.id)).toBeNull();
  });
});
