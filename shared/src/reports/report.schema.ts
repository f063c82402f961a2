import * as z from "zod";
import { EmailSchema, filledText } from "../common.schema.js";
import { REPORT_TEXT_MAX_LENGTH } from "../constants.js";

/**
 * The page a report was sent from, as the user left it in the form. Anything after "?" or "#" is dropped: a query
 * can hold a one-time link's secret (the reset-password page) that must not travel in a mail.
 */
const PageSchema = z
  .string()
  .max(300)
  .transform((value) => value.split(/[?#]/)[0]!.trim())
  .pipe(z.string().min(1));

/** What a report says. */
const ReportTextSchema = filledText(REPORT_TEXT_MAX_LENGTH);

/** POST /bug-reports: a signed-in user tells us something is wrong (the report-bug page). */
export const BugReportInputSchema = z.object({ description: ReportTextSchema, page: PageSchema }).strict();
export type BugReportInput = z.infer<typeof BugReportInputSchema>;

/** POST /accessibility-feedback: anyone reports an accessibility problem (the accessibility statement page). */
export const AccessibilityFeedbackInputSchema = z
  .object({ message: ReportTextSchema, email: EmailSchema.optional(), page: PageSchema })
  .strict();
export type AccessibilityFeedbackInput = z.infer<typeof AccessibilityFeedbackInputSchema>;
