import * as z from "zod";

/**
 * GET /action-program-due/{schoolId}?before=YYYY-MM-DD: follow-up discipline for the caller (the overview's card),
 * what is past its date before that day and not done (follow-up-discipline.ts, `overdueFor`), oldest first.
 */
export const DueQuerySchema = z.object({ before: z.iso.date() }).strict();
export type DueQuery = z.infer<typeof DueQuerySchema>;

export const DueItemSchema = z.object({
  kind: z.enum(["followUp", "evaluation", "programFollowUp", "programEvaluation"]),
  /** The follow-up's, evaluation's or program's id. */
  id: z.string(),
  actionProgramId: z.string(),
  studentId: z.string(),
  /** The date that has passed. */
  date: z.string(),
});

export const DueListSchema = z.object({ items: z.array(DueItemSchema) });
export type DueList = z.infer<typeof DueListSchema>;
