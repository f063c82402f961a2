import * as z from "zod";
import { reasonIssue } from "../messages.js";
import { IdSchema, pageSchema, PageQuerySchema, VersionSchema, filledText } from "../common.schema.js";
import { DaySchema } from "../adaptations/adaptation.schema.js";
import { PUPIL_ACTION_ACCESS } from "../adaptations/adaptation.policy.js";

/**
 * F and F-warnings (spec section 3): a course teacher's note that a pupil has, or risks, the grade F in a course:
 * why, what was said to the pupil (feedback), from when and until when the plan runs.
 */
export const FWARNING_TEXT_MAX = 2000;

export const FWarningSchema = z.object({
  id: z.string(),
  schoolId: z.string(),
  studentId: z.string(),
  /** true: a warning of F; false: the grade F itself. */
  isWarning: z.boolean(),
  course: z.string(),
  reason: z.string(),
  feedback: z.string(),
  startDate: z.string(),
  plannedEndDate: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  access: z.enum(PUPIL_ACTION_ACCESS),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type FWarning = z.infer<typeof FWarningSchema>;

export const FWarningPageSchema = pageSchema(FWarningSchema);

/** A school's list, optionally one pupil's (`studentId`) or one F or F-warning (`id`, a link that opens it). */
export const ListFWarningsQuerySchema = PageQuerySchema.extend({
  studentId: IdSchema.optional(),
  id: IdSchema.optional(),
}).strict();
export type ListFWarningsQuery = z.infer<typeof ListFWarningsQuerySchema>;

/** A course's longest name. */
export const FWARNING_COURSE_MAX = 100;
const CourseSchema = filledText(FWARNING_COURSE_MAX);
const TextSchema = z.string().trim().max(FWARNING_TEXT_MAX);

const datesInOrder = (body: { startDate?: string | undefined; plannedEndDate?: string | undefined }) =>
  !body.startDate || !body.plannedEndDate || body.plannedEndDate >= body.startDate;

export const CreateFWarningInputSchema = z
  .object({
    studentId: IdSchema,
    isWarning: z.boolean(),
    course: CourseSchema,
    reason: TextSchema.min(1),
    feedback: TextSchema.default(""),
    startDate: DaySchema,
    plannedEndDate: DaySchema,
  })
  .strict()
  .refine(datesInOrder, { ...reasonIssue("endBeforeStart"), path: ["plannedEndDate"] });
export type CreateFWarningInput = z.infer<typeof CreateFWarningInputSchema>;

export const UpdateFWarningInputSchema = z
  .object({
    version: VersionSchema,
    isWarning: z.boolean().optional(),
    course: CourseSchema.optional(),
    reason: TextSchema.min(1).optional(),
    feedback: TextSchema.optional(),
    startDate: DaySchema.optional(),
    plannedEndDate: DaySchema.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "version"), reasonIssue("nothingToChange"))
  .refine(datesInOrder, { ...reasonIssue("endBeforeStart"), path: ["plannedEndDate"] });
export type UpdateFWarningInput = z.infer<typeof UpdateFWarningInputSchema>;
