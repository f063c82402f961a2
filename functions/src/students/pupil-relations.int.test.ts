import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { RelationsReader } from "./index.js";

/**
 * The one relations reader on a real table: which ties it finds, that a relation at another school than the
 * document's counts for nothing, and how many DynamoDB calls it makes (a page in batches, each item once).
 */
const { t, f } = useTestApp();
let calls: string[] | undefined;
let inputs: Record<string, unknown>[] = [];

beforeAll(async () => {
  t.deps.db.client.middlewareStack.add(
    (next, context) => async (args) => {
      if (calls) {
        calls.push(String(context.commandName));
        inputs.push(args.input as Record<string, unknown>);
      }
      return next(args);
    },
    { step: "initialize", name: "relationsReaderCalls" },
  );
});

/** Runs `work` and answers the DynamoDB commands it sent, in order. */
async function recorded<T>(work: () => Promise<T>): Promise<{ result: T; commands: string[] }> {
  calls = [];
  inputs = [];
  try {
    const result = await work();
    return { result, commands: calls };
  } finally {
    calls = undefined;
  }
}

const ek = () => t.seeded.schoolIds.ek!;
const bjork = () => t.seeded.schoolIds.bjork!;
const reader = () => new RelationsReader(t.deps.db);
const at = (studentId: string, schoolId = ek()) => ({ studentId, schoolId });

async function team(schoolKey: string, members: string[]): Promise<string> {
  const id = t.deps.ids.id();
  const now = t.clock.now().toISOString();
  await t.db.team
    .create({
      id,
      schoolId: t.seeded.schoolIds[schoolKey]!,
      organizationId: t.seeded.organizationIds.demo!,
      name: `Lag ${id.slice(0, 4)}`,
      members,
      createdAt: now,
      updatedAt: now,
      version: 1,
    })
    .go();
  return id;
}

describe("tieTo: a staff member's closest tie to a pupil", () => {
  it("the pupil's own mentor is a mentor after one read of the pupil (the class is not read)", async () => {
    const classId = await f.schoolClass("ek", { teachers: ["u-own"] });
    const pupil = await f.student("ek", { mentorId: "u-own", classId });
    const { result, commands } = await recorded(() => reader().tieTo("u-own", at(pupil)));
    expect(result).toBe("mentor");
    expect(commands).toEqual(["BatchGetItemCommand"]);
  });

  it("a mentor of the pupil's class is a mentor, a teacher of it a class teacher, anyone else nothing", async () => {
    const classId = await f.schoolClass("ek", { mentors: ["u-cm", "u-both"], teachers: ["u-ct", "u-both"] });
    const pupil = await f.student("ek", { mentorId: "u-own", classId });
    const relations = reader();
    const { result, commands } = await recorded(async () => [
      await relations.tieTo("u-cm", at(pupil)),
      await relations.tieTo("u-ct", at(pupil)),
      await relations.tieTo("u-both", at(pupil)),
      await relations.tieTo("u-stranger", at(pupil)),
    ]);
    expect(result).toEqual(["mentor", "classTeacher", "mentor", null]);
    // The pupil and the class once each, however many people are asked about.
    expect(commands).toEqual(["BatchGetItemCommand", "BatchGetItemCommand"]);
  });

  it("a pupil or class of another school than the document's, a missing pupil and no class give no tie", async () => {
    const foreignClass = await f.schoolClass("bjork", { mentors: ["u-x"] });
    const inForeignClass = await f.student("ek", { classId: foreignClass });
    const mentoredAtEk = await f.student("ek", { mentorId: "u-x" });
    const noClass = await f.student("ek");
    const relations = reader();
    expect(await relations.tieTo("u-x", at(inForeignClass))).toBeNull();
    expect(await relations.tieTo("u-x", at(mentoredAtEk, bjork()))).toBeNull();
    expect(await relations.tieTo("u-x", at(mentoredAtEk))).toBe("mentor");
    expect(await relations.tieTo("u-x", at("no-such-pupil"))).toBeNull();
    expect(await relations.tieTo("u-x", at(noClass))).toBeNull();
  });

  it("an archived class ties no one: its former mentors and teachers are nothing to its pupils or as a chosen class", async () => {
    const archived = await f.schoolClass("ek", {
      mentors: ["u-old-m"],
      teachers: ["u-old-t"],
      status: "ARCHIVED",
    });
    const active = await f.schoolClass("ek", { mentors: ["u-old-m"] });
    const pupil = await f.student("ek", { classId: archived });
    const relations = reader();
    expect(await relations.tieTo("u-old-m", at(pupil))).toBeNull();
    expect(await relations.tieTo("u-old-t", at(pupil))).toBeNull();
    expect(await relations.tiesToClasses("u-old-t", [archived], ek())).toEqual({
      teacher: false,
      mentor: false,
    });
    expect(await relations.tiesToClasses("u-old-m", [archived, active], ek())).toEqual({
      teacher: false,
      mentor: true,
    });
  });

  it("reads the stored relation when asked: a new class mentor counts in the next request", async () => {
    const classId = await f.schoolClass("ek");
    const pupil = await f.student("ek", { classId });
    expect(await reader().tieTo("u-new", at(pupil))).toBeNull();
    await t.db.class
      .patch({ id: classId })
      .set({ mentors: ["u-new"] })
      .go();
    expect(await reader().tieTo("u-new", at(pupil))).toBe("mentor");
  });
});

describe("prepare: a page's relations in batches", () => {
  it("reads many pupils in one batch and their classes in one more; answering then reads nothing", async () => {
    const classes = [
      await f.schoolClass("ek", { mentors: ["u-p"] }),
      await f.schoolClass("ek", { teachers: ["u-p"] }),
    ];
    const pupils: string[] = [];
    for (let i = 0; i < 6; i++) pupils.push(await f.student("ek", { classId: classes[i % 2]! }));
    const relations = reader();
    const prepared = await recorded(() => relations.prepare({ pupils: [...pupils, ...pupils] }));
    expect(prepared.commands).toEqual(["BatchGetItemCommand", "BatchGetItemCommand"]);
    const answered = await recorded(() => Promise.all(pupils.map((id) => relations.tieTo("u-p", at(id)))));
    expect(answered.result).toEqual([
      "mentor",
      "classTeacher",
      "mentor",
      "classTeacher",
      "mentor",
      "classTeacher",
    ]);
    expect(answered.commands).toEqual([]);
  });

  it("teams and chosen classes come in a batch each; what was read already is not read again", async () => {
    const teamId = await team("ek", ["u-t"]);
    const classId = await f.schoolClass("ek", { teachers: ["u-t"] });
    const relations = reader();
    const first = await recorded(() => relations.prepare({ teams: [teamId], classes: [classId] }));
    expect(first.commands).toEqual(["BatchGetItemCommand", "BatchGetItemCommand"]);
    const again = await recorded(async () => {
      await relations.prepare({ teams: [teamId], classes: [classId] });
      return [
        await relations.isTeamMember("u-t", teamId, ek()),
        await relations.tiesToClasses("u-t", [classId], ek()),
      ];
    });
    expect(again.result).toEqual([true, { teacher: true, mentor: false }]);
    expect(again.commands).toEqual([]);
  });

  it("nothing asked for: no call", async () => {
    expect((await recorded(() => reader().prepare({ pupils: [], classes: [], teams: [] }))).commands).toEqual(
      [],
    );
  });

  it("more than 100 pupils take one batch per 100", async () => {
    const pupils = Array.from({ length: 150 }, (_, i) => `missing-${i}`);
    const { commands } = await recorded(() => reader().prepare({ pupils }));
    expect(commands).toEqual(["BatchGetItemCommand", "BatchGetItemCommand"]);
  });
});

describe("teams, chosen classes and a pupil's mentors", () => {
  it("a team member counts only when the team is the document's school's; no team reads nothing", async () => {
    const ekTeam = await team("ek", ["u-m"]);
    const bjorkTeam = await team("bjork", ["u-m"]);
    const relations = reader();
    expect(await relations.isTeamMember("u-m", ekTeam, ek())).toBe(true);
    expect(await relations.isTeamMember("u-other", ekTeam, ek())).toBe(false);
    expect(await relations.isTeamMember("u-m", bjorkTeam, ek())).toBe(false);
    expect(await relations.isTeamMember("u-m", "no-such-team", ek())).toBe(false);
    expect((await recorded(() => relations.isTeamMember("u-m", "", ek()))).commands).toEqual([]);
  });

  it("ties to chosen classes count the school's classes only; classesOf answers those found, any school", async () => {
    const mentored = await f.schoolClass("ek", { mentors: ["u-c"] });
    const foreign = await f.schoolClass("bjork", { teachers: ["u-c"] });
    const relations = reader();
    expect(await relations.tiesToClasses("u-c", [mentored, foreign], ek())).toEqual({
      teacher: false,
      mentor: true,
    });
    expect(await relations.tiesToClasses("u-c", [foreign], bjork())).toEqual({
      teacher: true,
      mentor: false,
    });
    expect((await relations.classesOf([foreign, "missing", mentored])).map((item) => item.id)).toEqual([
      foreign,
      mentored,
    ]);
  });

  it("a pupil's mentors are their own and their class's, each once; a pupil already known is not read", async () => {
    const classId = await f.schoolClass("ek", { mentors: ["u-own", "u-class"] });
    const pupilId = await f.student("ek", { mentorId: "u-own", classId });
    const pupil = (await t.db.student.get({ id: pupilId }).go()).data!;
    const relations = reader();
    relations.know([pupil]);
    const { result, commands } = await recorded(() => relations.mentorsOf(at(pupilId)));
    expect(result).toEqual(["u-own", "u-class"]);
    expect(commands).toEqual(["BatchGetItemCommand"]);
    const noMentor = await f.student("ek");
    expect(await relations.mentorsOf(at(noMentor))).toEqual([]);
    expect(await relations.mentorsOf(at(pupilId, bjork()))).toEqual([]);
  });
});

describe("read consistency, the one difference between the domains", () => {
  /** Whether each BatchGetItem asked for strongly consistent reads. */
  const consistency = () =>
    inputs.map(
      (input) =>
        Object.values(input.RequestItems as Record<string, { ConsistentRead?: boolean }>)[0]!
          .ConsistentRead === true,
    );

  it("by default eventually consistent; with `consistent` every pupil, class and team read is strongly consistent", async () => {
    const classId = await f.schoolClass("ek");
    const pupil = await f.student("ek", { classId });
    const teamId = await team("ek", []);
    const wanted = { pupils: [pupil], teams: [teamId] };
    await recorded(() => reader().prepare(wanted));
    expect(consistency()).toEqual([false, false, false]);
    await recorded(() => new RelationsReader(t.deps.db, { consistent: true }).prepare(wanted));
    expect(consistency()).toEqual([true, true, true]);
  });
});
