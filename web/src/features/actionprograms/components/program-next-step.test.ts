import { describe, expect, it } from "vitest";
import { programStep } from "./program-next-step";

const published = {
  status: "published" as const,
  followUpDate: "2026-12-10",
  evaluationDate: "2027-03-01",
  hasFollowUp: false,
  hasEvaluation: false,
};

describe("an action program's next step", () => {
  it("is the decision for a draft and nothing for an archived program", () => {
    expect(programStep({ ...published, status: "draft" }, "2026-12-04")).toEqual({ kind: "decide" });
    expect(programStep({ ...published, status: "archived" }, "2026-12-04")).toEqual({ kind: "none" });
  });

  it("is the follow-up until one is done in its period, late from the day after its date", () => {
    expect(programStep(published, "2026-12-10")).toEqual({
      kind: "followUp",
      due: { date: "2026-12-10", late: false },
    });
    expect(programStep(published, "2026-12-11")).toEqual({
      kind: "followUp",
      due: { date: "2026-12-10", late: true },
    });
  });

  it("is then the evaluation, and nothing once it is recorded", () => {
    const followedUp = { ...published, hasFollowUp: true };
    expect(programStep(followedUp, "2027-03-02")).toEqual({
      kind: "evaluate",
      due: { date: "2027-03-01", late: true },
    });
    expect(programStep({ ...followedUp, hasEvaluation: true }, "2027-03-02")).toEqual({ kind: "none" });
  });
});
