import * as z from "zod";
import { IdRefSchema, IdSchema, pageSchema, VersionSchema, filledText } from "../common.schema.js";
import { ROLES } from "../constants.js";
import { stockholmDateOf } from "../dates.js";
import { reasonIssue } from "../messages.js";
import { MAPPING_CATEGORIES } from "./mapping.chart.js";

export * from "./mapping.chart.js";
export * from "./mapping.scoring.js";

/**
 * Mappings (kartläggningar, spec sections 3, 4 and 7): staff asked to answer the chart's questions about one pupil
 * by a deadline. Scores are computed on the server from the stored answers (mapping.scoring.ts).
 */

/** The lists (spec section 4): ongoing, past deadline, archived (inactive). */
export const MAPPING_STATUSES = ["ONGOING", "PASTDEADLINE", "ARCHIVED"] as const;
export type MappingStatus = (typeof MAPPING_STATUSES)[number];

/** What the caller may do with a mapping (mapping.policy.ts). */
export const MAPPING_ACCESS = ["none", "answer", "manage"] as const;
export type MappingAccess = (typeof MAPPING_ACCESS)[number];

/** A calendar day, YYYY-MM-DD. */
export const DateSchema = z.iso.date();

const PersonSchema = z.object({ id: z.string(), name: z.string() });

const ScoreSchema = z.object({ points: z.number(), max: z.number() });
export const MappingScoresSchema = z.object({
  categories: z.record(z.enum(MAPPING_CATEGORIES), ScoreSchema),
  total: ScoreSchema,
});

export const MappingSummarySchema = z.object({
  id: z.string(),
  schoolId: z.string(),
  studentId: z.string(),
  createdBy: PersonSchema,
  /** The staff asked to answer, and whether each has. */
  respondents: z.array(PersonSchema.extend({ answered: z.boolean() })),
  /**
   * Those who answered and have since left the school: no longer asked, but their answers stay with the mapping,
   * shown and scored in its detail, so "answered / asked" counts them on both sides.
   */
  formerAnswered: z.number().int().nonnegative(),
  deadline: z.string(),
  active: z.boolean(),
  /** The next step: an action program has been begun. */
  actionProgramBegun: z.boolean(),
  status: z.enum(MAPPING_STATUSES),
  /** The role the last editor acted in (spec section 6: mapping updates send the current user's role). */
  updatedByRole: z.enum(ROLES).nullable(),
  /** The caller's access: "answer" (asked to answer) or "manage". */
  access: z.enum(["answer", "manage"]),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type MappingSummary = z.infer<typeof MappingSummarySchema>;

/**
 * "Answered / asked" as the detail counts: the staff asked and who of them has answered, plus those who answered
 * and left the school (their answer sets stay shown and scored), on both sides.
 */
export function answeredOfAsked(mapping: Pick<MappingSummary, "respondents" | "formerAnswered">): {
  answered: number;
  asked: number;
} {
  const answered = mapping.respondents.filter((respondent) => respondent.answered).length;
  return {
    answered: answered + mapping.formerAnswered,
    asked: mapping.respondents.length + mapping.formerAnswered,
  };
}

export const MappingPageSchema = pageSchema(MappingSummarySchema);

export const StoredAnswerSchema = z.object({
  key: z.string(),
  label: z.string().optional(),
  points: z.number().optional(),
  text: z.string().optional(),
});

/** One person's answers, with the scores computed from them. */
export const MappingAnswerSetSchema = z.object({
  answeredBy: PersonSchema,
  answeredAt: z.string(),
  answers: z.array(StoredAnswerSchema),
  scores: MappingScoresSchema,
});
export type MappingAnswerSet = z.infer<typeof MappingAnswerSetSchema>;

/**
 * The detail view: every answer set and the combined scores for those who manage it; only their own answers (and
 * no combined scores) for someone asked to answer.
 */
export const MappingDetailSchema = MappingSummarySchema.extend({
  answerSets: z.array(MappingAnswerSetSchema),
  combined: MappingScoresSchema.nullable(),
});
export type MappingDetail = z.infer<typeof MappingDetailSchema>;

/** An open question's longest answer. */
export const MAPPING_ANSWER_TEXT_MAX = 4000;

/** The most staff one mapping asks. */
export const MAPPING_RESPONDENTS_MAX = 30;

const RespondentsSchema = z.array(IdRefSchema).min(1).max(MAPPING_RESPONDENTS_MAX);

/**
 * A deadline given: today or later in Sweden (a deadline already passed asks for answers too late at once). Judged on
 * today where the schema runs; the server judges again on its own clock.
 */
export const DeadlineSchema = DateSchema.refine(
  // A text that is no date is the format check's issue alone (zod runs this check after it too).
  (deadline) => !/^\d{4}-\d{2}-\d{2}$/.test(deadline) || deadline >= stockholmDateOf(new Date()),
  reasonIssue("mappingDeadlineInPast"),
);

export const CreateMappingInputSchema = z
  .object({ studentId: IdSchema, respondents: RespondentsSchema, deadline: DeadlineSchema })
  .strict();
export type CreateMappingInput = z.infer<typeof CreateMappingInputSchema>;

export const UpdateMappingInputSchema = z
  .object({
    version: VersionSchema,
    /** The caller's active role (spec section 6); it must be the role the request is made in. */
    role: z.enum(ROLES),
    deadline: DeadlineSchema.optional(),
    active: z.boolean().optional(),
    actionProgramBegun: z.boolean().optional(),
    respondents: RespondentsSchema.optional(),
  })
  .strict()
  .refine(
    (body) => Object.keys(body).some((key) => key !== "version" && key !== "role"),
    reasonIssue("nothingToChange"),
  );
export type UpdateMappingInput = z.infer<typeof UpdateMappingInputSchema>;

/**
 * One answer: a scored question names its label and that label's points (checked against the chart); an open
 * question (strengths, problems) carries text only.
 */
export const AnswerInputSchema = z
  .object({
    key: z.string().min(1).max(60),
    label: z.string().min(1).max(40).optional(),
    points: z.number().min(0).max(1).optional(),
    text: filledText(MAPPING_ANSWER_TEXT_MAX).optional(),
  })
  .strict();
export type AnswerInput = z.infer<typeof AnswerInputSchema>;

/** POST /mappings/answer/{mappingId}: the caller's answers (they replace the caller's earlier ones). */
export const AnswerMappingInputSchema = z
  .object({ answers: z.array(AnswerInputSchema).min(1).max(40) })
  .strict();
export type AnswerMappingInput = z.infer<typeof AnswerMappingInputSchema>;

export const ListMappingsQuerySchema = z
  .object({
    status: z.enum(MAPPING_STATUSES).optional(),
    studentId: IdSchema.optional(),
    cursor: z.string().min(1).max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();
export type ListMappingsQuery = z.infer<typeof ListMappingsQuerySchema>;

export const MappingDetailParamSchema = z.object({ schoolId: IdSchema, id: IdSchema }).strict();
export const MappingIdParamSchema = z.object({ mappingId: IdSchema }).strict();

/** The status of a mapping on a given day (YYYY-MM-DD). */
export function mappingStatus(mapping: { active: boolean; deadline: string }, today: string): MappingStatus {
  if (!mapping.active) return "ARCHIVED";
  return mapping.deadline < today ? "PASTDEADLINE" : "ONGOING";
}

/** POST /mappings/reminder/{id}: who was reminded. */
export const MappingReminderSchema = z.object({ remindedIds: z.array(z.string()) });
export type MappingReminder = z.infer<typeof MappingReminderSchema>;
