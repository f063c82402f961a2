import { describe, expect, it } from "vitest";
import type { MappingDetail, MappingSummary } from "#shared/mappings/mapping.schema";
import type { Page } from "#shared/common.schema";
import { addDaysToDate, stockholmDateOf } from "#shared/dates";
import { mappingsService } from "./mapping.entity.js";
import { getMapping, updateMappingItem } from "./mappings.repo.js";
import { COUNSELOR, HEAD, TEACHER } from "../../../tests/helpers/demo-accounts.js";
import { apiAs, errorOf, readJson as read } from "../../../tests/helpers/api-calls.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";

const { t } = useTestApp();

const ek = () => t.seeded.schoolIds.ek!;
const uid = (email: string) => t.seeded.userIds[email]!;
const pupil = () => t.seeded.studentIds.ek![5]!;

const call = apiAs(t);
const now = () => t.clock.now().toISOString();
const storedAnswers = async (mappingId: string) =>
  (await mappingsService(t.deps.db).collections.mappingPage({ mappingId }).go({ pages: "all" })).data
    .mappingAnswer;

/** The counselor asks the teacher and the head to map the pupil. */
async function create(respondents = [TEACHER, HEAD]): Promise<MappingDetail> {
  const res = await call(COUNSELOR, "POST", "/api/mappings", {
    studentId: pupil(),
    respondents: respondents.map((email) => ({ id: uid(email) })),
    deadline: "2099-06-01",
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return read<MappingDetail>(res);
}

const answer = (email: string, mappingId: string, answers: unknown[], language = "sv") =>
  call(email, "POST", `/api/mappings/answer/${mappingId}`, { answers }, language);

describe("a mapping answered by two staff", () => {
  it("each sees their own scores; the counselor sees both answer sets and the combined score", async () => {
    const created = await create();
    expect(created).toMatchObject({
      studentId: pupil(),
      active: true,
      actionProgramBegun: false,
      status: "ONGOING",
      updatedByRole: "COUNSELOR",
      respondents: [
        { id: uid(TEACHER), answered: false },
        { id: uid(HEAD), answered: false },
      ],
      answerSets: [],
      version: 1,
    });

    const first = await answer(TEACHER, created.id, [
      { key: "reading", label: "ALWAYS", points: 1 },
      { key: "presence", label: "RARELY", points: 0.25 },
      { key: "focus", label: "DONTKNOW", points: 0.5 },
      { key: "strengths", text: "Nyfiken" },
    ]);
    expect(first.status, await first.clone().text()).toBe(200);
    const teacherView = await read<MappingDetail>(first);
    // The teacher is asked: their own answers and scores, nobody else's, no combined score.
    expect(teacherView.access).toBe("answer");
    expect(teacherView.combined).toBeNull();
    expect(teacherView.answerSets).toHaveLength(1);
    expect(teacherView.answerSets[0]!.answers).toContainEqual({
      key: "presence",
      label: "RARELY",
      points: 0.25,
    });
    expect(teacherView.answerSets[0]!.scores.total).toEqual({ points: 1.75, max: 3 });

    const second = await answer(HEAD, created.id, [
      { key: "reading", label: "RARELY", points: 0.25 },
      { key: "presence", label: "VERYRARELY", points: 0 },
      { key: "visionAndHearing", label: "YES", points: 0.25 },
    ]);
    expect(second.status, await second.clone().text()).toBe(200);

    const res = await call(COUNSELOR, "GET", `/api/mappings/${ek()}/${created.id}`);
    expect(res.status).toBe(200);
    const detail = await read<MappingDetail>(res);
    expect(detail.answerSets.map((set) => set.answeredBy.id).sort()).toEqual(
      [uid(TEACHER), uid(HEAD)].sort(),
    );
    expect(detail.respondents.every((respondent) => respondent.answered)).toBe(true);
    expect(detail.combined).toEqual({
      categories: {
        Hälsa: { points: 0.25, max: 1 },
        Kunskapsinhämtning: { points: 1.25, max: 2 },
        Måluppfyllelse: { points: 0, max: 0 },
        Närvaro: { points: 0.25, max: 2 },
        "Koncentration och impulskontroll": { points: 0.5, max: 1 },
        Socialt: { points: 0, max: 0 },
      },
      total: { points: 2.25, max: 6 },
    });

    // The teacher reads it again: still only their own answers.
    const again = await read<MappingDetail>(
      await call(TEACHER, "GET", `/api/mappings/${ek()}/${created.id}`),
    );
    expect(again.answerSets.map((set) => set.answeredBy.id)).toEqual([uid(TEACHER)]);
  });

  it("a teacher who created the mapping sees the others' answers and combined scores without their health answers", async () => {
    const res = await call(TEACHER, "POST", "/api/mappings", {
      studentId: pupil(),
      respondents: [{ id: uid(HEAD) }],
      deadline: "2099-06-01",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const created = await read<MappingDetail>(res);
    const answered = await answer(HEAD, created.id, [
      { key: "reading", label: "RARELY", points: 0.25 },
      { key: "visionAndHearing", label: "YES", points: 0.25 },
    ]);
    expect(answered.status, await answered.clone().text()).toBe(200);

    const teacher = await read<MappingDetail>(
      await call(TEACHER, "GET", `/api/mappings/${ek()}/${created.id}`),
    );
    expect(teacher.access).toBe("manage");
    expect(teacher.answerSets).toHaveLength(1);
    expect(teacher.answerSets[0]!.answers.map((a) => a.key)).toEqual(["reading"]);
    expect(teacher.combined!.categories.Hälsa).toEqual({ points: 0, max: 0 });
    expect(JSON.stringify(teacher)).not.toContain("visionAndHearing");

    // Student-health staff see the health answer.
    const counselor = await read<MappingDetail>(
      await call(COUNSELOR, "GET", `/api/mappings/${ek()}/${created.id}`),
    );
    expect(counselor.answerSets[0]!.answers.map((a) => a.key).sort()).toEqual([
      "reading",
      "visionAndHearing",
    ]);
    expect(counselor.combined!.categories.Hälsa).toEqual({ points: 0.25, max: 1 });
  });

  it("answering again replaces the earlier answers; the points come from the chart", async () => {
    const created = await create();
    await answer(TEACHER, created.id, [{ key: "reading", label: "ALWAYS", points: 1 }]);
    const res = await answer(TEACHER, created.id, [{ key: "writing", label: "OFTEN", points: 0.75 }]);
    const detail = await read<MappingDetail>(res);
    expect(detail.answerSets[0]!.answers).toEqual([{ key: "writing", label: "OFTEN", points: 0.75 }]);
    expect(await storedAnswers(created.id)).toHaveLength(1);
  });

  it("tells those asked (category MAPPING, no pupil text), not the one who asked", async () => {
    const created = await create([TEACHER]);
    const notifications = (
      await t.db.notification.query.byUser({ userId: uid(TEACHER) }).go({ pages: "all" })
    ).data;
    const mine = notifications.filter((item) => item.itemId === created.id);
    expect(mine).toMatchObject([
      { category: "MAPPING", kind: "MAPPING_REQUESTED", link: "/actions/mapping" },
    ]);
    expect(JSON.stringify(mine)).not.toContain(pupil());
    const own = (await t.db.notification.query.byUser({ userId: uid(COUNSELOR) }).go({ pages: "all" })).data;
    expect(own.filter((item) => item.itemId === created.id)).toEqual([]);
  });
});

describe("bad answers: 400 with the reason, nothing stored", () => {
  const cases: [string, unknown[], string][] = [
    [
      "a question key not in the chart",
      [{ key: "shoeSize", label: "ALWAYS", points: 1 }],
      "mappingUnknownQuestion",
    ],
    [
      "points not in the chart",
      [{ key: "reading", label: "ALWAYS", points: 0.6 }],
      "mappingPointsNotInChart",
    ],
    [
      "points of another label",
      [{ key: "reading", label: "ALWAYS", points: 0.25 }],
      "mappingPointsNotInChart",
    ],
    [
      "a label of another scale",
      [{ key: "reading", label: "SOMECHALLENGE", points: 0.75 }],
      "mappingPointsNotInChart",
    ],
    [
      "'Vet ej' at other than 0.5",
      [{ key: "focus", label: "DONTKNOW", points: 0 }],
      "mappingPointsNotInChart",
    ],
    [
      "an open question with a label",
      [{ key: "strengths", label: "ALWAYS", points: 1 }],
      "mappingOpenQuestionText",
    ],
    ["a scored question with text", [{ key: "reading", text: "Bra" }], "mappingScoredQuestionLabel"],
    [
      "the same question twice",
      [
        { key: "reading", label: "ALWAYS", points: 1 },
        { key: "reading", label: "OFTEN", points: 0.75 },
      ],
      "mappingDuplicateAnswer",
    ],
  ];
  for (const [name, answers, reason] of cases) {
    it(name, async () => {
      const created = await create();
      // A valid answer before the bad one: the whole body is refused.
      const res = await answer(TEACHER, created.id, [
        { key: "writing", label: "OFTEN", points: 0.75 },
        ...answers,
      ]);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).reason).toBe(reason);
      expect(await storedAnswers(created.id)).toEqual([]);
    });
  }

  it("from someone who is not asked (the counselor manages it but is not asked)", async () => {
    const created = await create([TEACHER]);
    const res = await answer(COUNSELOR, created.id, [{ key: "reading", label: "ALWAYS", points: 1 }], "en");
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error).toMatchObject({
      reason: "mappingNotAsked",
      message: "You have not been asked to answer the mapping",
    });
    expect(await storedAnswers(created.id)).toEqual([]);
  });

  it("an unknown field in an answer (strict)", async () => {
    const created = await create();
    const res = await answer(TEACHER, created.id, [{ key: "reading", label: "ALWAYS", points: 1, score: 1 }]);
    expect(res.status).toBe(400);
    expect(await storedAnswers(created.id)).toEqual([]);
  });

  it("an archived mapping takes no answers (409)", async () => {
    const created = await create();
    const off = await call(COUNSELOR, "PATCH", `/api/mappings/${created.id}`, {
      version: 1,
      role: "COUNSELOR",
      active: false,
    });
    expect((await read<MappingDetail>(off)).status).toBe("ARCHIVED");
    const res = await answer(TEACHER, created.id, [{ key: "reading", label: "ALWAYS", points: 1 }]);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).reason).toBe("mappingInactive");
    expect(await storedAnswers(created.id)).toEqual([]);
  });
});

describe("editing", () => {
  it("someone removed from those asked: their answers are neither shown nor scored", async () => {
    const created = await create([TEACHER, HEAD]);
    const answered = await answer(HEAD, created.id, [{ key: "reading", label: "RARELY", points: 0.25 }]);
    expect(answered.status).toBe(200);
    const res = await call(COUNSELOR, "PATCH", `/api/mappings/${created.id}`, {
      version: 1,
      role: "COUNSELOR",
      respondents: [{ id: uid(TEACHER) }],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const detail = await read<MappingDetail>(
      await call(COUNSELOR, "GET", `/api/mappings/${ek()}/${created.id}`),
    );
    expect(detail.answerSets).toEqual([]);
    expect(detail.combined!.total).toEqual({ points: 0, max: 0 });
  });

  it("writes on the version read and records the role; a stale version is 409 and changes nothing", async () => {
    const created = await create();
    const res = await call(HEAD, "PATCH", `/api/mappings/${created.id}`, {
      version: 1,
      role: "HEAD",
      actionProgramBegun: true,
      deadline: "2099-07-01",
    });
    expect(res.status).toBe(200);
    expect(await read<MappingDetail>(res)).toMatchObject({
      actionProgramBegun: true,
      deadline: "2099-07-01",
      updatedByRole: "HEAD",
      version: 2,
    });
    const stale = await call(COUNSELOR, "PATCH", `/api/mappings/${created.id}`, {
      version: 1,
      role: "COUNSELOR",
      active: false,
    });
    expect(stale.status).toBe(409);
    const now = await read<MappingDetail>(
      await call(COUNSELOR, "GET", `/api/mappings/${ek()}/${created.id}`),
    );
    expect(now).toMatchObject({ active: true, version: 2, updatedByRole: "HEAD" });
  });

  it("a deadline before today is refused at its field (400, sv and en) when created or moved; today is fine", async () => {
    const today = stockholmDateOf(t.clock.now());
    const yesterday = addDaysToDate(today, -1);
    const body = { studentId: pupil(), respondents: [{ id: uid(TEACHER) }], deadline: yesterday };
    const refused = await call(COUNSELOR, "POST", "/api/mappings", body);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).issues).toEqual([
      expect.objectContaining({
        path: ["deadline"],
        message: "Sista svarsdag kan inte ligga före dagens datum",
      }),
    ]);
    const english = await call(COUNSELOR, "POST", "/api/mappings", body, "en");
    expect((await errorOf(english)).issues).toEqual([
      expect.objectContaining({ path: ["deadline"], message: "The deadline cannot be earlier than today" }),
    ]);
    const created = await call(COUNSELOR, "POST", "/api/mappings", { ...body, deadline: today });
    expect(created.status).toBe(201);
    const { id } = await read<MappingDetail>(created);
    const moved = await call(COUNSELOR, "PATCH", `/api/mappings/${id}`, {
      version: 1,
      role: "COUNSELOR",
      deadline: yesterday,
    });
    expect(moved.status).toBe(400);
    expect((await errorOf(moved)).issues).toEqual([expect.objectContaining({ path: ["deadline"] })]);
    expect((await getMapping(t.deps.db, id))!).toMatchObject({ deadline: today, version: 1 });
  });

  it("a role other than the one the request is made in is refused (400)", async () => {
    const created = await create();
    const res = await call(COUNSELOR, "PATCH", `/api/mappings/${created.id}`, {
      version: 1,
      role: "HEAD",
      active: false,
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).reason).toBe("mappingRoleMismatch");
  });

  it("those asked must be staff of the pupil's school (400)", async () => {
    const res = await call(COUNSELOR, "POST", "/api/mappings", {
      studentId: pupil(),
      respondents: [{ id: uid("teacher2@demo.test") }],
      deadline: "2099-06-01",
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).reason).toBe("mappingRespondentNotStaff");
  });
});

describe("another school's staff", () => {
  it("get 404 for a mapping, its answers and the school's list; an admin of the school gets 404 and 403", async () => {
    const created = await create();
    for (const email of ["teacher2@demo.test", "counselor@other.test"]) {
      expect((await call(email, "GET", `/api/mappings/${ek()}/${created.id}`)).status, email).toBe(404);
      expect((await call(email, "GET", `/api/mappings/${ek()}`)).status, email).toBe(404);
      const res = await answer(email, created.id, [{ key: "reading", label: "ALWAYS", points: 1 }]);
      expect(res.status, email).toBe(404);
      expect((await call(email, "DELETE", `/api/mappings/${created.id}`)).status, email).toBe(404);
    }
    expect((await call("admin@demo.test", "GET", `/api/mappings/${ek()}/${created.id}`)).status).toBe(404);
    expect((await call("admin@demo.test", "GET", `/api/mappings/${ek()}`)).status).toBe(403);
  });
});

describe("the list", () => {
  it("filters ongoing, past deadline and archived; a teacher sees only what they are asked or made", async () => {
    const ongoing = await create([HEAD]);
    const past = await create([HEAD]);
    // Its deadline has passed (stored so: a deadline given through the API lies today or later).
    await updateMappingItem(
      t.deps.db,
      (await getMapping(t.deps.db, past.id))!,
      { deadline: "2000-01-01" },
      now(),
    );
    const archived = await create([TEACHER]);
    await call(COUNSELOR, "PATCH", `/api/mappings/${archived.id}`, {
      version: 1,
      role: "COUNSELOR",
      active: false,
    });
    const ids = async (email: string, query = "") =>
      (
        await read<Page<MappingSummary>>(await call(email, "GET", `/api/mappings/${ek()}?limit=100${query}`))
      ).items.map((item) => item.id);
    expect(await ids(COUNSELOR, "&status=ONGOING")).toContain(ongoing.id);
    expect(await ids(COUNSELOR, "&status=ONGOING")).not.toContain(past.id);
    expect(await ids(COUNSELOR, "&status=PASTDEADLINE")).toEqual(expect.arrayContaining([past.id]));
    expect(await ids(COUNSELOR, "&status=PASTDEADLINE")).not.toContain(archived.id);
    expect(await ids(COUNSELOR, "&status=ARCHIVED")).toContain(archived.id);
    expect(await ids(COUNSELOR, `&studentId=${pupil()}`)).toEqual(
      expect.arrayContaining([ongoing.id, past.id, archived.id]),
    );
    const teacher = await ids(TEACHER);
    expect(teacher).toContain(archived.id);
    expect(teacher).not.toContain(ongoing.id);
  });

  it("the reminder goes to those who have not answered; deleting removes the answers too", async () => {
    const created = await create();
    await answer(TEACHER, created.id, [{ key: "reading", label: "ALWAYS", points: 1 }]);
    const res = await call(COUNSELOR, "POST", `/api/mappings/reminder/${created.id}`);
    expect(await read(res)).toEqual({ remindedIds: [uid(HEAD)] });
    expect((await call(COUNSELOR, "DELETE", `/api/mappings/${created.id}`)).status).toBe(204);
    expect(await storedAnswers(created.id)).toEqual([]);
    expect((await call(COUNSELOR, "GET", `/api/mappings/${ek()}/${created.id}`)).status).toBe(404);
  });

  it("a reminder sent again from a stale tab within the hour mails no one twice (429, told in sv and en)", async () => {
    const created = await create();
    const mails = () => t.outbox.sent.length;
    expect((await call(COUNSELOR, "POST", `/api/mappings/reminder/${created.id}`)).status).toBe(200);
    const before = mails();
    const again = await call(COUNSELOR, "POST", `/api/mappings/reminder/${created.id}`);
    expect(again.status).toBe(429);
    expect(await errorOf(again)).toMatchObject({
      reason: "mappingReminderSentRecently",
      message: "Du har nyss skickat en påminnelse om kartläggningen. Försök igen om en stund.",
    });
    const english = await call(COUNSELOR, "POST", `/api/mappings/reminder/${created.id}`, undefined, "en");
    expect((await errorOf(english)).message).toBe(
      "You sent a reminder about this mapping a moment ago. Try again in a while.",
    );
    expect(mails()).toBe(before);
    // Someone else who may remind still can; and the counselor again after the hour.
    expect((await call(HEAD, "POST", `/api/mappings/reminder/${created.id}`)).status).toBe(200);
    t.clock.advance(3601 * 1000);
    expect((await call(COUNSELOR, "POST", `/api/mappings/reminder/${created.id}`)).status).toBe(200);
  });
});

describe("the demo's mappings", () => {
  it("are on demo pupils, in each list, and every answer is one the chart knows", async () => {
    const res = await call(COUNSELOR, "GET", `/api/mappings/${ek()}?limit=100`);
    const demo = (await read<Page<MappingSummary>>(res)).items.filter((item) =>
      [0, 30, 2].map((index) => t.seeded.studentIds.ek![index]).includes(item.studentId),
    );
    expect(demo.map((item) => item.status).sort()).toEqual(["ARCHIVED", "ONGOING", "PASTDEADLINE"]);
    for (const item of demo) {
      const detail = await read<MappingDetail>(
        await call(COUNSELOR, "GET", `/api/mappings/${ek()}/${item.id}`),
      );
      expect(detail.answerSets.length).toBeGreaterThan(0);
      for (const set of detail.answerSets) {
        for (const given of set.answers) {
          expect(given.points !== undefined || given.text !== undefined, given.key).toBe(true);
        }
      }
    }
  });
});
