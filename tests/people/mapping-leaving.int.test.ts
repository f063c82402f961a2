import { beforeAll, describe, expect, it } from "vitest";
import { answeredOfAsked, type MappingDetail, type MappingSummary } from "#shared/mappings/mapping.schema";
import { fixtures } from "../helpers/fixtures.js";
import { peopleApi, type Json } from "../helpers/people.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

/**
 * People as they are, for mappings: two teachers asked to map a pupil at Ekskolan leave the school (an admin takes
 * them off it) and are later taken back as teachers. One had not answered, the other had. Neither gets the mapping
 * back (not its page, not the school's list, not its deadline in the calendar), while the answers given stay with
 * the mapping for the staff who remain, and its scores do not move.
 */
let t: TestApp;
let f: ReturnType<typeof fixtures>;
const PASSWORD = "Kartlagg1Ek";
const { ek, call, signIn, takeOffEk, takeBackAtEk } = peopleApi(() => t);

/** A pupil of Ekskolan no other people test maps. */
const pupil = () => t.seeded.studentIds.ek![4]!;
const CALENDAR = () => `/calendar/${ek()}?from=2027-12-01&to=2027-12-31`;

beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t);
});

/** What of the mapping a person finds at Ekskolan: its page, a row of the school's list, a calendar event. */
async function found(token: string, mappingId: string): Promise<string[]> {
  const seen: string[] = [];
  if ((await call(token, "GET", `/mappings/${ek()}/${mappingId}`)).status === 200) seen.push("page");
  const list = await call(token, "GET", `/mappings/${ek()}`);
  expect(list.status, list.text).toBe(200);
  if (list.text.includes(mappingId)) seen.push("list");
  const calendar = await call(token, "GET", CALENDAR());
  expect(calendar.status, calendar.text).toBe(200);
  if (calendar.text.includes(mappingId)) seen.push("calendar");
  return seen;
}

describe("a mapping's respondents leave the school and come back as teachers", () => {
  it("neither regains the mapping; the answers given stay and the scores are unchanged for those who remain", async () => {
    const silent = await f.person({ ek: ["TEACHER"] }, [], { password: PASSWORD });
    const answered = await f.person({ ek: ["TEACHER"] }, [], { password: PASSWORD });
    const stays = await f.person({ ek: ["TEACHER"] }, [], { password: PASSWORD });
    const counselor = await signIn("counselor@demo.test");
    const admin = await signIn("admin@demo.test");
    const tokens = {
      silent: await signIn(silent.email, PASSWORD),
      answered: await signIn(answered.email, PASSWORD),
      stays: await signIn(stays.email, PASSWORD),
    };

    const createdRes = await call(counselor, "POST", "/mappings", {
      studentId: pupil(),
      respondents: [{ id: silent.id }, { id: answered.id }, { id: stays.id }],
      deadline: "2027-12-15",
    });
    expect(createdRes.status, createdRes.text).toBe(201);
    const mappingId = createdRes.body.id as string;
    const answer = (token: string, answers: Json[]) =>
      call(token, "POST", `/mappings/answer/${mappingId}`, { answers });
    expect(
      (
        await answer(tokens.answered, [
          { key: "reading", label: "RARELY", points: 0.25 },
          { key: "presence", label: "OFTEN", points: 0.75 },
          { key: "strengths", text: "Hjälpsam mot klasskamrater" },
        ])
      ).status,
    ).toBe(200);
    expect((await answer(tokens.stays, [{ key: "reading", label: "ALWAYS", points: 1 }])).status).toBe(200);

    const all = ["page", "list", "calendar"];
    expect(await found(tokens.silent, mappingId)).toEqual(all);
    expect(await found(tokens.answered, mappingId)).toEqual(all);
    const before = (await call(counselor, "GET", `/mappings/${ek()}/${mappingId}`)).body as MappingDetail;
    expect(before.answerSets.map((set) => set.answeredBy.id).sort()).toEqual([answered.id, stays.id].sort());

    // The school's admin takes both off Ekskolan, and later takes them back as teachers.
    await takeOffEk(admin, [silent.id, answered.id]);
    for (const person of [silent, answered]) await takeBackAtEk(admin, person.email);
    const again = {
      silent: await signIn(silent.email, PASSWORD),
      answered: await signIn(answered.email, PASSWORD),
    };

    // Back as teachers, the mapping is as if it did not exist: 404, not in the list, no deadline in the calendar.
    expect(await found(again.silent, mappingId)).toEqual([]);
    expect(await found(again.answered, mappingId)).toEqual([]);
    // Nor may they answer it (again).
    const late = [{ key: "reading", label: "VERYRARELY", points: 0 }];
    expect((await answer(again.silent, late)).status).toBe(404);
    expect((await answer(again.answered, late)).status).toBe(404);

    // Those who remain: the answers given stay with the mapping, the scores are as before.
    const after = (await call(counselor, "GET", `/mappings/${ek()}/${mappingId}`)).body as MappingDetail;
    expect(after.answerSets).toEqual(before.answerSets);
    expect(after.combined).toEqual(before.combined);
    // The leaving is no edit by anyone: the last editor's role stays as it was.
    expect(after.updatedByRole).toBe(before.updatedByRole);
    // Who is asked now: the one who stayed (the one who never answered is no longer waited on).
    expect(after.respondents).toEqual([{ id: stays.id, name: expect.any(String), answered: true }]);
    expect(await found(tokens.stays, mappingId)).toEqual(all);
    // The school's list counts the one who left with their answers, as the detail shows and scores them: its
    // "answered / asked" is 2 / 2, the detail's two answer sets, not 1 / 1.
    const listed = await call(counselor, "GET", `/mappings/${ek()}?limit=100`);
    const row = (listed.body.items as Json[]).find((item) => item.id === mappingId)!;
    expect(row).toMatchObject({ respondents: after.respondents, formerAnswered: 1 });
    expect(after.formerAnswered).toBe(1);
    expect(answeredOfAsked(row as unknown as MappingSummary)).toEqual({ answered: 2, asked: 2 });
    expect(after.answerSets).toHaveLength(2);

    // The mapping goes on: the counselor asks someone new with the list as the page shows it, and the answers
    // given before stay counted.
    const newcomer = await f.person({ ek: ["TEACHER"] }, [], { password: PASSWORD });
    const edited = await call(counselor, "PATCH", `/mappings/${mappingId}`, {
      version: after.version,
      role: "COUNSELOR",
      respondents: [...after.respondents.map((respondent) => ({ id: respondent.id })), { id: newcomer.id }],
    });
    expect(edited.status, edited.text).toBe(200);
    const edit = edited.body as MappingDetail;
    expect(edit.answerSets).toEqual(before.answerSets);
    expect(edit.combined).toEqual(before.combined);
    expect(await found(again.answered, mappingId)).toEqual([]);
  });

  it("a sole respondent who leaves unanswered leaves a mapping nobody is asked to answer, which staff still run", async () => {
    const only = await f.person({ ek: ["TEACHER"] }, [], { password: PASSWORD });
    const counselor = await signIn("counselor@demo.test");
    const admin = await signIn("admin@demo.test");
    const created = await call(counselor, "POST", "/mappings", {
      studentId: pupil(),
      respondents: [{ id: only.id }],
      deadline: "2027-12-20",
    });
    expect(created.status, created.text).toBe(201);
    const mappingId = created.body.id as string;
    await takeOffEk(admin, [only.id]);

    const read = await call(counselor, "GET", `/mappings/${ek()}/${mappingId}`);
    expect(read.status, read.text).toBe(200);
    expect(read.body).toMatchObject({ respondents: [], answerSets: [], active: true });
    expect(await found(counselor, mappingId)).toEqual(["page", "list", "calendar"]);
    // Nobody left to remind; someone new can be asked.
    expect((await call(counselor, "POST", `/mappings/reminder/${mappingId}`)).status).toBe(409);
    const newcomer = await f.person({ ek: ["TEACHER"] }, [], { password: PASSWORD });
    const asked = await call(counselor, "PATCH", `/mappings/${mappingId}`, {
      version: read.body.version,
      role: "COUNSELOR",
      respondents: [{ id: newcomer.id }],
    });
    expect(asked.status, asked.text).toBe(200);
    expect(await found(await signIn(newcomer.email, PASSWORD), mappingId)).toEqual([
      "page",
      "list",
      "calendar",
    ]);
  });

  it("someone who answered, left and came back, and is asked again, is a respondent like any other", async () => {
    const person = await f.person({ ek: ["TEACHER"] }, [], { password: PASSWORD });
    const counselor = await signIn("counselor@demo.test");
    const admin = await signIn("admin@demo.test");
    const created = await call(counselor, "POST", "/mappings", {
      studentId: pupil(),
      respondents: [{ id: person.id }],
      deadline: "2027-12-22",
    });
    const mappingId = created.body.id as string;
    const given = await call(await signIn(person.email, PASSWORD), "POST", `/mappings/answer/${mappingId}`, {
      answers: [{ key: "writing", label: "OFTEN", points: 0.75 }],
    });
    expect(given.status, given.text).toBe(200);
    await takeOffEk(admin, [person.id]);
    await takeBackAtEk(admin, person.email);
    const again = await signIn(person.email, PASSWORD);
    expect(await found(again, mappingId)).toEqual([]);

    // The counselor asks them again: they see it and their own earlier answers, once.
    const kept = await call(counselor, "GET", `/mappings/${ek()}/${mappingId}`);
    expect((kept.body as MappingDetail).answerSets.map((set) => set.answeredBy.id)).toEqual([person.id]);
    const reasked = await call(counselor, "PATCH", `/mappings/${mappingId}`, {
      version: kept.body.version,
      role: "COUNSELOR",
      respondents: [{ id: person.id }],
    });
    expect(reasked.status, reasked.text).toBe(200);
    expect(await found(again, mappingId)).toEqual(["page", "list", "calendar"]);
    const own = (await call(again, "GET", `/mappings/${ek()}/${mappingId}`)).body as MappingDetail;
    expect(own.answerSets.map((set) => set.answers)).toEqual([
      [{ key: "writing", label: "OFTEN", points: 0.75 }],
    ]);

    // Taken off the mapping by the counselor, their answers go, as anyone's do (they are no former respondent now).
    const newcomer = await f.person({ ek: ["TEACHER"] }, [], { password: PASSWORD });
    const dropped = await call(counselor, "PATCH", `/mappings/${mappingId}`, {
      version: (reasked.body as MappingDetail).version,
      role: "COUNSELOR",
      respondents: [{ id: newcomer.id }],
    });
    expect(dropped.status, dropped.text).toBe(200);
    expect((dropped.body as MappingDetail).answerSets).toEqual([]);
    expect(await found(again, mappingId)).toEqual([]);
  });
});
