import * as z from "zod";
import { EmailSchema } from "../common.schema.js";

/**
 * The page a report was sent from, as the user left it in the form. Anything after "?" or "#" is dropped: a query
 * can hold a one-time link's secret (the reset-password page) that must not travel in a mail.
 */
const PageSchema = z
  .string()
  .max(300)
  .transform((value) => value.split(/[?#]/)[0]!.trim())
  .pipe(z.string().min(1));

/** POST /bug-reports: a signed-in user tells us something is wrong (the report-bug page). */
export const BugReportInputSchema = z
  .object({ description: z.string().trim().min(1).max(5000), page: PageSchema })
  .strict();
export type BugReportInput = z.infer<typeof BugReportInputSchema>;

/** POST /accessibility-feedback: anyone reports an accessibility problem (the accessibility statement page). */
export const AccessibilityFeedbackInputSchema = z
  .object({ message: z.string().trim().min(1).max(5000), email: EmailSchema.optional(), page: PageSchema })
  .strict();
export type AccessibilityFeedbackInput = z.infer<typeof AccessibilityFeedbackInputSchema>;
