import { describe, expect, it } from "vitest";
import { MAPPING_CATEGORIES, MAPPING_QUESTIONS, MAPPING_SCALES, labelsOf } from "./mapping.chart.js";
import { lowCategories, scoreAnswers, shareOf } from "./mapping.scoring.js";

/** Spec section 9's table, written out label by label: [Swedish label, points]. */
const SPEC_TABLE: Record<keyof typeof MAPPING_SCALES, [string, number][]> = {
  yesNoHealth: [
    ["Ja", 0.25],
    ["Nej", 1],
    ["Vet ej", 0.5],
  ],
  learning: [
    ["Alltid", 1],
    ["Ofta", 0.75],
    ["Mestadels", 0.5],
    ["Sällan", 0.25],
    ["Mycket sällan", 0],
    ["Vet ej", 0.5],
  ],
  attention: [
    ["Huvudsakligen fungerande", 1],
    ["Periodvis fungerande", 0.75],
    ["Periodvis mindre fungerande", 0.25],
    ["Ej fungerande", 0],
    ["Vet ej", 0.5],
  ],
  goalsAndPlanning: [
    ["Fungerande och uppfyller målen", 1],
    ["Huvudsakligen fungerande", 0.75],
    ["Ej fungerande", 0.25],
    ["Vet ej", 0.5],
  ],
  motor: [
    ["Ja", 1],
    ["Viss utmaning", 0.75],
    ["Nej", 0.25],
    ["Vet ej", 0.5],
  ],
};

/** A scored question of each scale, to answer through the scoring itself. */
const questionOf = (scale: keyof typeof MAPPING_SCALES) =>
  MAPPING_QUESTIONS.find((question) => question.scale === scale)!;

describe("the chart reproduces spec section 9 exactly", () => {
  for (const [scale, rows] of Object.entries(SPEC_TABLE) as [
    keyof typeof MAPPING_SCALES,
    [string, number][],
  ][]) {
    it(`${scale}: labels and points`, () => {
      expect(MAPPING_SCALES[scale].map((label) => [label.sv, label.points])).toEqual(rows);
    });
    it(`${scale}: scoring one answer of each label gives the spec's points`, () => {
      const question = questionOf(scale);
      for (const label of labelsOf(question)) {
        const scores = scoreAnswers([[{ key: question.key, label: label.id }]]);
        const expected = rows.find(([sv]) => sv === label.sv)![1];
        expect(scores.categories[question.category!], `${question.key} ${label.sv}`).toEqual({
          points: expected,
          max: 1,
        });
        expect(scores.total).toEqual({ points: expected, max: 1 });
      }
    });
  }

  it("'Vet ej' is 0.5 on every scale", () => {
    for (const labels of Object.values(MAPPING_SCALES)) {
      expect(labels.find((label) => label.sv === "Vet ej")?.points).toBe(0.5);
    }
  });

  it("has the spec's 25 keys, each with a category and a scale, and two open questions without labels", () => {
    const keys =
      "learning, visionAndHearing, reading, writing, education, starting, finishing, instructions, impulse, attention, focus, planning, performing, reaching, staffInteraction, studentInteraction, communication, language, abilities, oralAbilities, fineSkills, grossSkills, presence, mentalHealth, physicalHealth".split(
        ", ",
      );
    const scored = MAPPING_QUESTIONS.filter((question) => question.scale);
    expect(scored.map((question) => question.key).sort()).toEqual([...keys].sort());
    expect(scored.every((question) => question.category && question.sv && question.en)).toBe(true);
    const open = MAPPING_QUESTIONS.filter((question) => !question.scale);
    expect(open.map((question) => question.key)).toEqual(["strengths", "problems"]);
    expect(open.every((question) => !question.category && labelsOf(question).length === 0)).toBe(true);
    expect(new Set(scored.map((question) => question.category))).toEqual(new Set(MAPPING_CATEGORIES));
  });

  it("the Ja/Nej health scale is used by the vision/hearing and health-affects-work questions", () => {
    const yesNo = MAPPING_QUESTIONS.filter((question) => question.scale === "yesNoHealth").map((q) => q.key);
    expect(yesNo).toEqual(["visionAndHearing", "mentalHealth", "physicalHealth"]);
  });
});

describe("scoreAnswers", () => {
  it("sums per category and in total, pooling answerers; open answers and unknown labels score nothing", () => {
    const first = [
      { key: "reading", label: "ALWAYS" },
      { key: "writing", label: "RARELY" },
      { key: "presence", label: "VERYRARELY" },
      { key: "strengths", text: "Hjälpsam" },
    ];
    const second = [
      { key: "reading", label: "OFTEN" },
      { key: "focus", label: "NOTWORKING" },
      { key: "focus", label: "NOSUCHLABEL" },
    ];
    const one = scoreAnswers([first]);
    expect(one.categories.Kunskapsinhämtning).toEqual({ points: 1.25, max: 2 });
    expect(one.categories.Närvaro).toEqual({ points: 0, max: 1 });
    expect(one.total).toEqual({ points: 1.25, max: 3 });
    const both = scoreAnswers([first, second]);
    expect(both.categories.Kunskapsinhämtning).toEqual({ points: 2, max: 3 });
    expect(both.categories["Koncentration och impulskontroll"]).toEqual({ points: 0, max: 1 });
    expect(both.total).toEqual({ points: 2, max: 5 });
    expect(shareOf(both.categories.Socialt)).toBeNull();
    expect(lowCategories(both)).toEqual(["Närvaro", "Koncentration och impulskontroll"]);
  });
});
