import {
  MAPPING_CATEGORIES,
  MAPPING_QUESTION_BY_KEY,
  labelsOf,
  type MappingCategory,
  type MappingLabel,
} from "./mapping.chart.js";

/**
 * Scores of a mapping, computed from stored answers and the chart alone (the server never takes a score from the
 * client). A category's score is the sum of the chart points of its answered questions out of the number answered
 * (each question is worth at most 1); the total is the same over every scored question. Combined scores pool every
 * answerer's answers.
 */

/** One stored answer: a scored question names the chosen label; an open question carries text. */
export interface StoredAnswer {
  key: string;
  label?: string | undefined;
  text?: string | undefined;
}

export interface Score {
  /** Sum of the chart's points for the answered questions. */
  points: number;
  /** How many questions were answered (the most the points can be). */
  max: number;
}

export interface MappingScores {
  categories: Record<MappingCategory, Score>;
  total: Score;
}

/** The chart's label for an answer, or undefined when the key or label is not in the chart. */
export function labelOf(answer: StoredAnswer): MappingLabel | undefined {
  const question = MAPPING_QUESTION_BY_KEY.get(answer.key);
  if (!question || !answer.label) return undefined;
  return labelsOf(question).find((label) => label.id === answer.label);
}

const emptyScores = (): MappingScores => ({
  categories: Object.fromEntries(MAPPING_CATEGORIES.map((name) => [name, { points: 0, max: 0 }])) as Record<
    MappingCategory,
    Score
  >,
  total: { points: 0, max: 0 },
});

/** The scores of one or more answer sets taken together. */
export function scoreAnswers(answerSets: readonly (readonly StoredAnswer[])[]): MappingScores {
  const scores = emptyScores();
  for (const answers of answerSets) {
    for (const answer of answers) {
      const question = MAPPING_QUESTION_BY_KEY.get(answer.key);
      const label = labelOf(answer);
      if (!question?.category || !label) continue;
      const category = scores.categories[question.category];
      category.points += label.points;
      category.max += 1;
      scores.total.points += label.points;
      scores.total.max += 1;
    }
  }
  return scores;
}

/** A score as a share of its maximum (0..1), or null when nothing was answered. */
export const shareOf = (score: Score): number | null => (score.max === 0 ? null : score.points / score.max);

/** Below this share a category counts as low and its next steps are suggested. */
export const LOW_SHARE = 0.5;

/** The categories whose combined share is below LOW_SHARE, lowest first. */
export function lowCategories(scores: MappingScores): MappingCategory[] {
  return MAPPING_CATEGORIES.filter((name) => {
    const share = shareOf(scores.categories[name]);
    return share !== null && share < LOW_SHARE;
  }).sort((a, b) => shareOf(scores.categories[a])! - shareOf(scores.categories[b])!);
}
