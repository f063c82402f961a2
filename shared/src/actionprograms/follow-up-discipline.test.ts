import { describe, expect, it } from "vitest";
import type { ActionProgram, Evaluation, FollowUp } from "./action-program.schema.js";
import {
  awaitsEvaluation,
  awaitsFollowUp,
  dueFrom,
  evaluationDone,
  evaluationOpenDate,
  followUpDone,
  followUpInPeriod,
  followUpOpenDate,
  missingEvaluation,
  missingFollowUp,
  overdueFor,
  programOpenDate,
} from "./follow-up-discipline.js";

const TODAY = "2027-03-10";
const ME = "user-me";
const OTHER = "user-other";

function program(overrides: Partial<ActionProgram> = {}): ActionProgram {
  return {
    id: "p-1",
    studentId: "s-1",
    status: "published",
    followUpDate: "2027-02-01",
    evaluationDate: "2027-06-01",
    decidedAt: "2027-01-15T09:00:00.000Z",
    createdById: ME,
    ...overrides,
  } as ActionProgram;
}

function followUp(overrides: Partial<FollowUp> = {}): FollowUp {
  return {
    id: "f-1",
    actionProgramId: "p-1",
    studentId: "s-1",
    responsibleId: ME,
    date: "2027-02-01",
    summary: "Läser mer självständigt",
    functionedWell: true,
    ...overrides,
  } as FollowUp;
}

function evaluation(overrides: Partial<Evaluation> = {}): Evaluation {
  return {
    id: "e-1",
    actionProgramId: "p-1",
    studentId: "s-1",
    responsibleId: ME,
    date: "2027-06-01",
    successFactors: "",
    troubles: "",
    changes: "",
    headDecision: null,
    ...overrides,
  } as Evaluation;
}

describe("done", () => {
  it("a follow-up is done when its summary is written; an evaluation when any of its text or the decision is", () => {
    expect(followUpDone({ summary: "  " })).toBe(false);
    expect(followUpDone({ summary: "Bra" })).toBe(true);
    expect(evaluationDone(evaluation())).toBe(false);
    expect(evaluationDone(evaluation({ troubles: "Frånvaro" }))).toBe(true);
    expect(evaluationDone(evaluation({ headDecision: "NEW_PROGRAM" }))).toBe(true);
  });
});

describe("a program with no follow-up in its period", () => {
  it("is flagged once its follow-up date has passed with no follow-up done since the decision", () => {
    expect(missingFollowUp(program(), [], TODAY)).toBe(true);
    expect(missingFollowUp(program(), [followUp()], TODAY)).toBe(false);
    // One planned but not written, one of another program, one from before the decision: none counts.
    expect(
      missingFollowUp(
        program(),
        [followUp({ summary: "" }), followUp({ actionProgramId: "p-2" }), followUp({ date: "2027-01-10" })],
        TODAY,
      ),
    ).toBe(true);
  });

  it("is not flagged before or on its date, as a draft or archived, or without a date", () => {
    expect(missingFollowUp(program({ followUpDate: TODAY }), [], TODAY)).toBe(false);
    expect(missingFollowUp(program({ followUpDate: "2027-04-01" }), [], TODAY)).toBe(false);
    expect(missingFollowUp(program({ status: "draft" }), [], TODAY)).toBe(false);
    expect(missingFollowUp(program({ status: "archived" }), [], TODAY)).toBe(false);
    expect(missingFollowUp(program({ followUpDate: null }), [], TODAY)).toBe(false);
  });

  it("an evaluation date passed with no evaluation is flagged too", () => {
    const late = program({ evaluationDate: "2027-03-01" });
    expect(missingEvaluation(late, [], TODAY)).toBe(true);
    expect(missingEvaluation(late, [evaluation({ date: "2027-03-01" })], TODAY)).toBe(false);
    expect(missingEvaluation(program(), [], TODAY)).toBe(false);
  });
});

describe("a program's flags from its own progress (the list's rule)", () => {
  const progress = { hasFollowUp: false, hasEvaluation: false };
  const late = program({ evaluationDate: "2027-03-01", ...progress });

  it("flags a follow-up date passed with no follow-up in the period, an evaluation date passed with none", () => {
    expect(awaitsFollowUp(late, TODAY)).toBe(true);
    expect(awaitsEvaluation(late, TODAY)).toBe(true);
    expect(awaitsFollowUp({ ...late, hasFollowUp: true }, TODAY)).toBe(false);
    expect(awaitsEvaluation({ ...late, hasEvaluation: true }, TODAY)).toBe(false);
    // Each flag is its own: an evaluation does not clear the follow-up's, nor a follow-up the evaluation's.
    const evaluated: ActionProgram = { ...late, hasEvaluation: true };
    const followedUp: ActionProgram = { ...late, hasFollowUp: true };
    expect(awaitsFollowUp(evaluated, TODAY)).toBe(true);
    expect(awaitsEvaluation(followedUp, TODAY)).toBe(true);
  });

  it("flags nothing before or on the date, as a draft or archived, or without a date", () => {
    const onTheDay = { ...late, followUpDate: TODAY, evaluationDate: TODAY };
    for (const shown of [
      onTheDay,
      { ...late, followUpDate: "2027-04-01", evaluationDate: "2027-04-01" },
      { ...late, status: "draft" as const },
      { ...late, status: "archived" as const },
      { ...late, followUpDate: null, evaluationDate: null },
    ]) {
      expect(awaitsFollowUp(shown, TODAY)).toBe(false);
      expect(awaitsEvaluation(shown, TODAY)).toBe(false);
    }
  });

  it("says what the program's follow-ups and evaluations say, given the progress they make", () => {
    const followUps = [followUp({ date: "2027-01-10" }), followUp({ id: "f-2", summary: "" })];
    const evaluations = [evaluation({ actionProgramId: "p-2" })];
    const hasFollowUp = followUps.some((item) => followUpInPeriod(item, late));
    expect(hasFollowUp).toBe(false);
    expect(awaitsFollowUp({ ...late, hasFollowUp }, TODAY)).toBe(missingFollowUp(late, followUps, TODAY));
    expect(awaitsEvaluation(late, TODAY)).toBe(missingEvaluation(late, evaluations, TODAY));
    const done = [...followUps, followUp({ id: "f-3", date: "2027-01-15" })];
    expect(missingFollowUp(late, done, TODAY)).toBe(false);
    expect(done.some((item) => followUpInPeriod(item, late))).toBe(true);
  });
});

describe("what waits on one person", () => {
  it("planned follow-ups and evaluations past their date wait on their responsible person, oldest first", () => {
    const lists = {
      programs: [program({ followUpDate: "2027-04-01" }), program({ id: "p-2", createdById: OTHER })],
      followUps: [
        followUp({ id: "f-late", date: "2027-03-01", summary: "" }),
        followUp({ id: "f-done", date: "2027-03-01" }),
        followUp({ id: "f-future", date: "2027-03-20", summary: "" }),
        followUp({ id: "f-other", date: "2027-02-20", summary: "", responsibleId: OTHER }),
        followUp({ id: "f-p2", actionProgramId: "p-2", date: "2027-02-10", summary: "" }),
      ],
      evaluations: [evaluation({ id: "e-late", date: "2027-02-15" })],
    };
    expect(overdueFor(ME, lists, TODAY).map((item) => [item.kind, item.id, item.date])).toEqual([
      ["followUp", "f-p2", "2027-02-10"],
      ["evaluation", "e-late", "2027-02-15"],
      ["followUp", "f-late", "2027-03-01"],
    ]);
    // p-2's creator is flagged for its missing follow-up; f-other waits on them too.
    expect(overdueFor(OTHER, lists, TODAY).map((item) => [item.kind, item.id])).toEqual([
      ["programFollowUp", "p-2"],
      ["followUp", "f-other"],
    ]);
  });

  it("a program's creator sees its missing follow-up and evaluation; an archived program's items wait on nobody", () => {
    const late = program({ evaluationDate: "2027-03-01" });
    expect(overdueFor(ME, { programs: [late], followUps: [], evaluations: [] }, TODAY)).toEqual([
      { kind: "programFollowUp", id: "p-1", actionProgramId: "p-1", studentId: "s-1", date: "2027-02-01" },
      { kind: "programEvaluation", id: "p-1", actionProgramId: "p-1", studentId: "s-1", date: "2027-03-01" },
    ]);
    expect(
      overdueFor(
        ME,
        {
          programs: [program({ status: "archived" })],
          followUps: [followUp({ summary: "" })],
          evaluations: [evaluation({ date: "2027-01-01" })],
        },
        TODAY,
      ),
    ).toEqual([]);
  });
});

describe("the same rule from the open items only (the server's due-date indexes)", () => {
  it("an item is open from its date while not done on a published program; a program while it still waits", () => {
    expect(followUpOpenDate(followUp({ summary: "" }), "published")).toBe("2027-02-01");
    expect(followUpOpenDate(followUp({ summary: "Bra" }), "published")).toBe("");
    expect(followUpOpenDate(followUp({ summary: "" }), "archived")).toBe("");
    expect(evaluationOpenDate(evaluation(), "published")).toBe("2027-06-01");
    expect(evaluationOpenDate(evaluation({ headDecision: "NEW_PROGRAM" }), "published")).toBe("");
    expect(evaluationOpenDate(evaluation(), "archived")).toBe("");
    // Done before the decision's day does not count for the program's period.
    expect(followUpInPeriod(followUp({ date: "2027-01-14" }), program())).toBe(false);
    expect(followUpInPeriod(followUp({ date: "2027-01-15" }), program())).toBe(true);
    const progress = { hasFollowUp: false, hasEvaluation: false };
    expect(programOpenDate({ ...program(), ...progress })).toBe("2027-02-01");
    expect(programOpenDate({ ...program(), ...progress, hasFollowUp: true })).toBe("2027-06-01");
    expect(programOpenDate({ ...program({ evaluationDate: "2027-01-20" }), ...progress })).toBe("2027-01-20");
    expect(programOpenDate({ ...program(), hasFollowUp: true, hasEvaluation: true })).toBe("");
    expect(programOpenDate({ ...program({ status: "draft" }), ...progress })).toBe("");
    expect(programOpenDate({ ...program({ status: "archived" }), ...progress })).toBe("");
  });

  it("answers exactly what overdueFor answers from the whole lists, on generated schools", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
    const dates = [
      "",
      "2027-01-10",
      "2027-01-15",
      "2027-02-01",
      "2027-03-09",
      "2027-03-10",
      "2027-03-11",
      "2027-05-01",
    ];
    const people = [ME, OTHER];
    let compared = 0;
    for (let school = 0; school < 200; school++) {
      const programs = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, n) =>
        program({
          id: `p-${n}`,
          studentId: `s-${n}`,
          status: pick(["draft", "published", "published", "archived"] as const),
          followUpDate: pick(dates) || null,
          evaluationDate: pick(dates) || null,
          decidedAt: pick(["2027-01-15T09:00:00.000Z", "2027-03-01T09:00:00.000Z"]),
          createdById: pick(people),
        }),
      );
      const programIds = [...programs.map((p) => p.id), "p-gone"];
      const followUps = Array.from({ length: Math.floor(random() * 6) }, (_, n) =>
        followUp({
          id: `f-${n}`,
          actionProgramId: pick(programIds),
          responsibleId: pick(people),
          date: pick(dates.slice(1)),
          summary: pick(["", " ", "Gick bra"]),
        }),
      );
      const evaluations = Array.from({ length: Math.floor(random() * 3) }, (_, n) =>
        evaluation({
          id: `e-${n}`,
          actionProgramId: pick(programIds),
          responsibleId: pick(people),
          date: pick(dates.slice(1)),
          troubles: pick(["", "Frånvaro"]),
          headDecision: pick([null, null, "NEW_PROGRAM"] as const),
        }),
      );
      const statusOf = new Map(programs.map((p) => [p.id, p.status]));
      // What the indexes hold, and what one `lte` query per kind up to the day before today reads of it.
      const upTo = (open: string) => open !== "" && open < TODAY;
      const open = {
        programs: programs
          .map((p) => ({
            ...p,
            hasFollowUp: followUps.some((f) => f.actionProgramId === p.id && followUpInPeriod(f, p)),
            hasEvaluation: evaluations.some((e) => e.actionProgramId === p.id),
          }))
          .filter((p) => upTo(programOpenDate(p))),
        followUps: followUps.filter((f) =>
          upTo(followUpOpenDate(f, statusOf.get(f.actionProgramId) ?? "draft")),
        ),
        evaluations: evaluations.filter((e) =>
          upTo(evaluationOpenDate(e, statusOf.get(e.actionProgramId) ?? "draft")),
        ),
      };
      for (const person of people) {
        const whole = overdueFor(person, { programs, followUps, evaluations }, TODAY);
        expect(dueFrom(person, open, TODAY)).toEqual(whole);
        compared += whole.length;
      }
    }
    // The generated schools do have overdue items of every kind.
    expect(compared).toBeGreaterThan(100);
  });
});
