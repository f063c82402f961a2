import { describe, expect, it } from "vitest";
import type { ActionProgram, Evaluation, FollowUp } from "./action-program.schema.js";
import {
  evaluationDone,
  followUpDone,
  missingEvaluation,
  missingFollowUp,
  overdueFor,
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
