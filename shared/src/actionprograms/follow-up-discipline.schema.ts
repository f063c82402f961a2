import * as z from "zod";

/**
 * GET /action-program-due/{schoolId}?before=YYYY-MM-DD: follow-up discipline for the caller (the overview's card),
 * what is past its date before that day and not done (follow-up-discipline.ts, `overdueFor`), oldest first, at most
 * 50 (the list is not paged further: the card shows the first few and "och N till").
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

/**
 * At most 50 items, the oldest; `total` counts every item found, `hasMore` says there are more than `items`. The
 * server reads at most a fixed number of each kind of open item (a bound on the read); past it, `complete` is false,
 * `items` and `total` cover the days read whole and the true total is larger.
 */
export const DueListSchema = z.object({
  items: z.array(DueItemSchema),
  total: z.number().int().min(0),
  hasMore: z.boolean(),
  complete: z.boolean(),
});
export type DueList = z.infer<typeof DueListSchema>;
