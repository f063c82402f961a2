import { describe, expect, it } from "vitest";
import type { Role } from "#shared/constants";
import type { CalendarEvent } from "#shared/calendar/calendar.constants";
import { addDaysToDate, stockholmDateOf } from "#shared/dates";
import { actorOfRoleModel, roleModelOfStored } from "#shared/policy/actor";
import { contextFor, outcomeOf } from "../../../tests/helpers/request-context.js";
import { storeEvaluation, storeFollowUp, storeProgram } from "../actionprograms/action-programs.fixtures.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { getUser } from "../core/identity.js";
import { storeMapping } from "../mappings/mappings.fixtures.js";
import type { RequestContext } from "../core/request-context.js";
import { readCalendar } from "./calendar.service.js";

/**
 * The calendar's rules called as plain functions (a request context and a range), without HTTP: the spec's filter
 * on action programs (no decision maker, or the caller is it), follow-up discipline for the responsible person,
 * mappings by their policy, hidden parts, the school guard and a person with two roles at two schools.
 */
const { t, f } = useTestApp();

const T = "teacher@demo.test";
const C = "counselor@demo.test";
const H = "head@demo.test";
const ek = () => t.seeded.schoolIds.ek!;
const bjork = () => t.seeded.schoolIds.bjork!;
const idOf = (email: string) => t.seeded.userIds[email]!;
/** Ekskolan's first pupil, in 7A, which the teacher mentors. */
const pupil = () => t.seeded.studentIds.ek![0]!;
const today = () => stockholmDateOf(t.clock.now());
const day = (offset: number) => addDaysToDate(today(), offset);
/** Two weeks around today. */
const around = () => ({ from: day(-7), to: day(7) });

async function eventsOf(ctx: RequestContext, range = around(), schoolId = ek()): Promise<CalendarEvent[]> {
  return (await readCalendar(ctx, { schoolId, ...range })).items;
}
/** The events of these items only (the demo data has its own). */
const about = (events: CalendarEvent[], ...ids: string[]) => events.filter((event) => ids.includes(event.id));

async function program(
  fields: {
    status?: "draft" | "published" | "archived";
    decisionMakerId?: string;
    createdBy?: string;
    access?: "STANDARD" | "SELF" | "COUNSELOR";
    followUpDate?: string;
    evaluationDate?: string;
    schoolId?: string;
    studentId?: string;
  } = {},
): Promise<string> {
  return storeProgram(t, {
    schoolId: fields.schoolId,
    studentId: fields.studentId ?? pupil(),
    status: fields.status,
    access: fields.access,
    followUpDate: fields.followUpDate ?? day(2),
    evaluationDate: fields.evaluationDate ?? day(60),
    decisionMakerId: fields.decisionMakerId,
    ...(fields.status && fields.status !== "draft"
      ? { decidedAt: addDaysToDate(today(), -30) + "T08:00:00.000Z" }
      : {}),
    createdById: fields.createdBy,
  });
}

const followUp = (
  actionProgramId: string,
  fields: { responsibleId: string; date: string; summary?: string },
) => storeFollowUp(t, actionProgramId, { ...fields, summary: fields.summary ?? "" });

const evaluation = (actionProgramId: string, fields: { responsibleId: string; date: string }) =>
  storeEvaluation(t, actionProgramId, fields);

const mapping = (fields: { respondents: string[]; deadline: string; active?: boolean; createdBy?: string }) =>
  storeMapping(t, {
    respondents: fields.respondents.map((id) => ({ id, name: "Personal" })),
    deadline: fields.deadline,
    active: fields.active,
    createdById: fields.createdBy ?? idOf(C),
  });

/** The context of a fixture person acting in one role. */
async function contextAs(userId: string, role: Role): Promise<RequestContext> {
  const user = (await getUser(t.deps.db, userId))!;
  const model = roleModelOfStored(user);
  return {
    actor: actorOfRoleModel({ userId, organizationId: user.organizationId, ...model }, role),
    auth: { sessionId: "", user },
    language: "sv",
    requestId: `test-${userId}-${role}`,
    deps: t.deps,
  };
}

describe("action programs in the calendar (spec: no decision maker, or the caller is the decision maker)", () => {
  it("a draft without a decision maker is shown on its follow-up date to everyone who may read it", async () => {
    const id = await program({ followUpDate: day(3) });
    const expected = [
      { source: "actionProgram", id, date: day(3), late: false, link: { page: "actionProgram", id } },
    ];
    for (const email of [C, H, T]) {
      expect(about(await eventsOf(await contextFor(t, email)), id), email).toMatchObject(expected);
    }
  });

  it("a program with a decision maker is shown to the decision maker only, not to others who read it", async () => {
    const decided = await program({ status: "published", decisionMakerId: idOf(H) });
    const named = await program({ decisionMakerId: idOf(C) });
    const head = await eventsOf(await contextFor(t, H));
    const counselor = await eventsOf(await contextFor(t, C));
    const teacher = await eventsOf(await contextFor(t, T));
    expect(about(head, decided, named).map((event) => event.id)).toEqual([decided]);
    expect(about(counselor, decided, named).map((event) => event.id)).toEqual([named]);
    expect(about(teacher, decided, named)).toEqual([]);
  });

  it("a program the caller may not read is not shown, nor an archived one, nor one outside the range", async () => {
    const self = await program({ access: "SELF" });
    const archived = await program({ status: "archived", decisionMakerId: idOf(H) });
    const later = await program({ followUpDate: day(20) });
    expect(about(await eventsOf(await contextFor(t, H)), self, archived, later)).toEqual([]);
    expect(about(await eventsOf(await contextFor(t, T)), self)).toEqual([]);
    expect(about(await eventsOf(await contextFor(t, C)), self).map((event) => event.source)).toEqual([
      "actionProgram",
    ]);
    expect(
      about(await eventsOf(await contextFor(t, C), { from: day(20), to: day(20) }), later).map((e) => e.date),
    ).toEqual([day(20)]);
  });
});

describe("follow-up discipline in the calendar (issue 13)", () => {
  it("a planned follow-up due today or past shows for its responsible person only, on its date, the past one late", async () => {
    const decided = await program({ status: "published", decisionMakerId: idOf(H), followUpDate: day(30) });
    const past = await followUp(decided, { responsibleId: idOf(T), date: day(-2) });
    const due = await followUp(decided, { responsibleId: idOf(T), date: today() });
    const done = await followUp(decided, { responsibleId: idOf(T), date: day(-3), summary: "Gick bra" });
    const ahead = await followUp(decided, { responsibleId: idOf(T), date: day(2) });
    const teacher = about(await eventsOf(await contextFor(t, T)), past, due, done, ahead);
    expect(teacher).toEqual([
      {
        source: "actionProgramFollowUp",
        label: "Uppföljning att göra",
        id: past,
        date: day(-2),
        studentId: pupil(),
        late: true,
        link: { page: "actionProgram", id: decided },
      },
      {
        source: "actionProgramFollowUp",
        label: "Uppföljning att göra",
        id: due,
        date: today(),
        studentId: pupil(),
        late: false,
        link: { page: "actionProgram", id: decided },
      },
    ]);
    expect(about(await eventsOf(await contextFor(t, C)), past, due)).toEqual([]);
    expect(about(await eventsOf(await contextFor(t, H)), past, due)).toEqual([]);
  });

  it("an evaluation past its date for its responsible person; the creator is told of a program with no follow-up", async () => {
    const decided = await program({
      status: "published",
      decisionMakerId: idOf(H),
      createdBy: idOf(C),
      followUpDate: day(-4),
      evaluationDate: day(40),
    });
    const late = await evaluation(decided, { responsibleId: idOf(H), date: day(-1) });
    const head = about(await eventsOf(await contextFor(t, H)), late, decided);
    expect(head.map((event) => [event.source, event.id, event.late])).toEqual([
      ["actionProgram", decided, false],
      ["actionProgramEvaluation", late, true],
    ]);
    const counselor = about(await eventsOf(await contextFor(t, C)), late, decided);
    expect(counselor.map((event) => [event.source, event.date])).toEqual([
      ["actionProgramNoFollowUp", day(-4)],
    ]);
  });

  it("a responsible person who may not read the program sees nothing of it", async () => {
    const hidden = await program({ status: "published", access: "COUNSELOR", decisionMakerId: idOf(H) });
    const planned = await followUp(hidden, { responsibleId: idOf(T), date: day(-1) });
    expect(about(await eventsOf(await contextFor(t, T)), planned, hidden)).toEqual([]);
  });

  it("a range wholly after today reads no follow-ups: nothing there can be due yet", async () => {
    const decided = await program({ status: "published", decisionMakerId: idOf(H), followUpDate: day(30) });
    const planned = await followUp(decided, { responsibleId: idOf(T), date: day(10) });
    expect(about(await eventsOf(await contextFor(t, T), { from: day(8), to: day(12) }), planned)).toEqual([]);
  });
});

describe("mappings in the calendar", () => {
  it("an active mapping shows on its deadline to those who may read it; an inactive one to no one", async () => {
    const asked = await mapping({ respondents: [idOf(T)], deadline: day(-1) });
    const notAsked = await mapping({ respondents: [idOf(H)], deadline: day(1) });
    const archived = await mapping({ respondents: [idOf(T)], deadline: day(1), active: false });
    const teacher = about(await eventsOf(await contextFor(t, T)), asked, notAsked, archived);
    expect(teacher).toEqual([
      {
        source: "mapping",
        label: "Kartläggning, sista dag",
        id: asked,
        date: day(-1),
        studentId: pupil(),
        late: true,
        link: { page: "mapping", id: asked },
      },
    ]);
    const counselor = about(await eventsOf(await contextFor(t, C)), asked, notAsked, archived);
    expect(counselor.map((event) => event.id)).toEqual([asked, notAsked]);
  });

  it("tells each event's label in the request's language", async () => {
    const asked = await mapping({ respondents: [idOf(T)], deadline: day(1) });
    const drafted = await program({ followUpDate: day(1) });
    const english = { ...(await contextFor(t, C)), language: "en" as const };
    expect(
      about(await eventsOf(english), asked, drafted).map((event) => [event.source, event.label]),
    ).toEqual([
      ["mapping", "Mapping, last day"],
      ["actionProgram", "Action program, follow-up date"],
    ]);
  });
});

describe("the school's hidden parts", () => {
  it("a hidden source is neither read nor shown, and its read is not audited", async () => {
    const draft = await program({ followUpDate: day(1) });
    const asked = await mapping({ respondents: [idOf(H)], deadline: day(1) });
    const head = await contextFor(t, H);
    try {
      await t.db.school
        .patch({ id: ek() })
        .set({ hiddenParts: ["ACTIONPROGRAMS"] })
        .go();
      expect(about(await eventsOf(head), draft, asked).map((event) => event.source)).toEqual(["mapping"]);
      await t.db.school
        .patch({ id: ek() })
        .set({ hiddenParts: ["MAPPINGS", "ACTIONPROGRAMS"] })
        .go();
      expect(about(await eventsOf(head), draft, asked)).toEqual([]);
      const { data: trail } = await t.db.auditEvent.query
        .byScope({ scopeId: ek() })
        .where((attr, op) => op.eq(attr.requestId, head.requestId))
        .go({ pages: "all" });
      expect(new Set(trail.map((event) => event.entity))).toEqual(new Set(["mapping"]));
    } finally {
      await t.db.school.patch({ id: ek() }).set({ hiddenParts: [] }).go();
    }
  });
});

describe("who may ask", () => {
  it("staff of another school 404, the owner and the super admin 403; an admin gets an empty calendar", async () => {
    expect(await outcomeOf(eventsOf(await contextFor(t, "teacher2@demo.test")))).toBe("NOT_FOUND");
    expect(await outcomeOf(eventsOf(await contextFor(t, "counselor@other.test")))).toBe("NOT_FOUND");
    expect(await outcomeOf(eventsOf(await contextFor(t, "owner@demo.test")))).toBe("FORBIDDEN");
    expect(await outcomeOf(eventsOf(await contextFor(t, "superadmin@demo.test")))).toBe("FORBIDDEN");
    await program({ followUpDate: day(1) });
    expect(await eventsOf(await contextFor(t, "admin@demo.test"))).toEqual([]);
  });

  it("a person who is student-health staff at Ekskolan and a teacher at Björkskolan: each role at its own school", async () => {
    const person = await f.person({ ek: ["COUNSELOR"], bjork: ["TEACHER"] });
    const draft = await program({ followUpDate: day(1) });
    const asCounselor = await contextAs(person.id, "COUNSELOR");
    const asTeacher = await contextAs(person.id, "TEACHER");
    expect(about(await eventsOf(asCounselor), draft).map((event) => event.id)).toEqual([draft]);
    expect(await outcomeOf(eventsOf(asCounselor, around(), bjork()))).toBe("NOT_FOUND");
    expect(await outcomeOf(eventsOf(asTeacher, around(), ek()))).toBe("NOT_FOUND");
    expect(await eventsOf(asTeacher, around(), bjork())).toEqual(expect.any(Array));
  });

  it("answers the range asked, today in Stockholm and the events in date order", async () => {
    const calendar = await readCalendar(await contextFor(t, C), { schoolId: ek(), ...around() });
    expect(calendar).toMatchObject({ ...around(), today: today() });
    const dates = calendar.items.map((event) => event.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((date) => date >= around().from && date <= around().to)).toBe(true);
  });
});

describe("demo data", () => {
  const fourth = () => t.seeded.studentIds.ek![3]!;
  it("the head has today's planned follow-up on the fourth pupil's decided program, linking to it", async () => {
    const head = await eventsOf(await contextFor(t, H), { from: today(), to: today() });
    expect(head).toMatchObject([
      { source: "actionProgramFollowUp", date: today(), studentId: fourth(), late: false },
    ]);
    const linked = await t.db.actionProgram.get({ id: head[0]!.link.id }).go();
    expect(linked.data).toMatchObject({ studentId: fourth(), status: "published" });
  });
});
