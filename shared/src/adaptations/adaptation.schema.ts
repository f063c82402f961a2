import * as z from "zod";
import { reasonIssue } from "../messages.js";
import { IdSchema, pageSchema, PageQuerySchema, VersionSchema, filledText } from "../common.schema.js";
import { PUPIL_ACTION_ACCESS } from "./adaptation.policy.js";

/**
 * Extra adaptations (extra anpassningar, Skollagen 3 kap. 5 §): what the teaching does differently for one pupil,
 * in which subjects or courses, who does it, from when, and when it is followed up; feedback entries from the
 * pupil's teachers over time say how it works.
 */

/** What can be adapted (GET /adaptions/categories); the web names each in the user's language. */
export const ADAPTATION_CATEGORIES = [
  "STRUCTURE",
  "INSTRUCTIONS",
  "GETTING_STARTED",
  "EXTRA_TIME",
  "DIGITAL_TOOLS",
  "ADAPTED_MATERIAL",
  "ORAL_ASSESSMENT",
  "PLACEMENT",
  "BREAKS",
  "SPECIAL_TEACHER",
  "OTHER",
] as const;
export type AdaptationCategory = (typeof ADAPTATION_CATEGORIES)[number];

/** The most feedback entries one adaptation keeps (a school year of weekly notes, with room). */
export const ADAPTATION_FEEDBACK_MAX = 100;
export const ADAPTATION_TEXT_MAX = 2000;

/** A calendar day, YYYY-MM-DD. */
export const DaySchema = z.iso.date();

export const AdaptationFeedbackSchema = z.object({
  id: z.string(),
  adaptionId: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type AdaptationFeedback = z.infer<typeof AdaptationFeedbackSchema>;

export const AdaptationSchema = z.object({
  id: z.string(),
  schoolId: z.string(),
  studentId: z.string(),
  subjects: z.array(z.string()),
  categories: z.array(z.enum(ADAPTATION_CATEGORIES)),
  description: z.string(),
  responsible: z.array(z.string()),
  authorId: z.string(),
  authorName: z.string(),
  startDate: z.string(),
  reviewDate: z.string(),
  /** The F-warning it was made from, if any. */
  fWarningId: z.string().nullable(),
  feedback: z.array(AdaptationFeedbackSchema),
  /** Past its review date with no feedback since: those responsible should follow it up. */
  followUpDue: z.boolean(),
  /** What the caller may do with it (adaptation.policy.ts). */
  access: z.enum(PUPIL_ACTION_ACCESS),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type Adaptation = z.infer<typeof AdaptationSchema>;

export const AdaptationPageSchema = pageSchema(AdaptationSchema);

export const AdaptationCategoriesSchema = z.object({ categories: z.array(z.enum(ADAPTATION_CATEGORIES)) });

/** A school's list, optionally one pupil's (`studentId`), one adaptation (`id`, a link that opens it) or the caller's due ones. */
export const ListAdaptationsQuerySchema = PageQuerySchema.extend({
  studentId: IdSchema.optional(),
  id: IdSchema.optional(),
  /** `mine`: past the review date with no feedback since, where the caller is among those who carry it out. */
  due: z.enum(["mine"]).optional(),
}).strict();
export type ListAdaptationsQuery = z.infer<typeof ListAdaptationsQuerySchema>;

const SubjectsSchema = z.array(filledText(100)).min(1).max(20);
const CategoriesSchema = z.array(z.enum(ADAPTATION_CATEGORIES)).max(ADAPTATION_CATEGORIES.length);
const DescriptionSchema = z.string().trim().max(ADAPTATION_TEXT_MAX);
const ResponsibleSchema = z.array(IdSchema).max(20);

/** Something must be said about what is adapted: a category or the free text. */
const saysWhat = (body: { categories?: readonly string[] | undefined; description?: string | undefined }) =>
  (body.categories?.length ?? 0) > 0 || (body.description?.length ?? 0) > 0;

const datesInOrder = (body: { startDate?: string | undefined; reviewDate?: string | undefined }) =>
  !body.startDate || !body.reviewDate || body.reviewDate >= body.startDate;

export const CreateAdaptationInputSchema = z
  .object({
    studentId: IdSchema,
    subjects: SubjectsSchema,
    categories: CategoriesSchema.default([]),
    description: DescriptionSchema.default(""),
    responsible: ResponsibleSchema.default([]),
    startDate: DaySchema,
    reviewDate: DaySchema,
    fWarningId: IdSchema.optional(),
  })
  .strict()
  .refine(saysWhat, { ...reasonIssue("adaptationNeedsWhat"), path: ["categories"] })
  .refine(datesInOrder, { ...reasonIssue("reviewBeforeStart"), path: ["reviewDate"] });
export type CreateAdaptationInput = z.infer<typeof CreateAdaptationInputSchema>;

export const UpdateAdaptationInputSchema = z
  .object({
    version: VersionSchema,
    subjects: SubjectsSchema.optional(),
    categories: CategoriesSchema.optional(),
    description: DescriptionSchema.optional(),
    responsible: ResponsibleSchema.optional(),
    startDate: DaySchema.optional(),
    reviewDate: DaySchema.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "version"), reasonIssue("nothingToChange"))
  .refine(datesInOrder, { ...reasonIssue("reviewBeforeStart"), path: ["reviewDate"] });
export type UpdateAdaptationInput = z.infer<typeof UpdateAdaptationInputSchema>;

export const AdaptationFeedbackInputSchema = z.object({ feedback: filledText(ADAPTATION_TEXT_MAX) }).strict();
export type AdaptationFeedbackInput = z.infer<typeof AdaptationFeedbackInputSchema>;

export const AdaptionIdParamSchema = z.object({ adaptionId: IdSchema }).strict();

/** Past its review date, and no feedback given on or after that day. */
export function isFollowUpDue(
  adaptation: { reviewDate: string; feedback: readonly { createdAt: string }[] },
  today: string,
): boolean {
  if (adaptation.reviewDate >= today) return false;
  return !adaptation.feedback.some((entry) => entry.createdAt.slice(0, 10) >= adaptation.reviewDate);
}
