import * as z from "zod";
import { filledText } from "../common.schema.js";
import { IncidentWhenSchema } from "./incident-when.schema.js";
import { ReceiptCodeSchema, SchoolCodeSchema } from "../whistles/whistle.schema.js";
import {
  CONTACT_ANSWERS,
  EXTERNAL_REPORT_LIMITS as LIMITS,
  VIOLATION_BETWEEN,
  VIOLATION_TYPES,
} from "./violation.constants.js";

/**
 * A violation report sent from the external page (no account): a pupil, a guardian or someone else reports
 * violating treatment with the school's code. The report reaches the principal and student health (access
 * COUNSELOR, see violation.policy.ts), and the sender keeps a receipt code (shown once, stored only as its hash)
 * to read the staff's replies and add information. Who is reporting is asked; a name and a way to reach them are
 * optional and, if given, stored on the report for staff. Nothing else about the sender is kept.
 */

export const EXTERNAL_REPORTERS = ["PUPIL", "GUARDIAN", "OTHER"] as const;
export type ExternalReporter = (typeof EXTERNAL_REPORTERS)[number];
export const EXTERNAL_REPORT_MESSAGE_MAX = 2000;

const text = (max: number) => filledText(max);

/** POST /external/report. */
export const ExternalReportInputSchema = z
  .object({
    code: SchoolCodeSchema,
    reporter: z.enum(EXTERNAL_REPORTERS),
    reporterName: z.string().trim().max(LIMITS.reporterName).optional(),
    reporterContact: z.string().trim().max(LIMITS.reporterContact).optional(),
    type: z.enum(VIOLATION_TYPES).default("VIOLATION"),
    violationBetween: z.enum(VIOLATION_BETWEEN).default("DONTKNOW"),
    victim: text(LIMITS.victim),
    incidentDetails: text(LIMITS.incidentDetails),
    when: IncidentWhenSchema,
    location: text(LIMITS.location),
    witness: text(LIMITS.witness),
    hasContactedSchool: z.enum(CONTACT_ANSWERS),
    hasContactedParents: z.enum(CONTACT_ANSWERS),
    whoContacted: z.string().trim().max(LIMITS.whoContacted).default(""),
  })
  .strict();
export type ExternalReportInput = z.input<typeof ExternalReportInputSchema>;
export type ExternalReportData = z.output<typeof ExternalReportInputSchema>;

/** The answer to a new report: the receipt code, shown once (never stored in clear), and the day. */
export const ExternalReportReceiptSchema = z.object({ receipt: z.string(), date: z.string() });
export type ExternalReportReceipt = z.infer<typeof ExternalReportReceiptSchema>;

const MessageSchema = filledText(EXTERNAL_REPORT_MESSAGE_MAX);

/** POST /external/report/thread: read the replies with the receipt (in the body, never in a URL). */
export const ExternalReportReceiptInputSchema = z.object({ receipt: ReceiptCodeSchema }).strict();

/** POST /external/report/addition: the sender adds information with the receipt. */
export const ExternalReportAdditionInputSchema = z
  .object({ receipt: ReceiptCodeSchema, message: MessageSchema })
  .strict();
export type ExternalReportAdditionInput = z.infer<typeof ExternalReportAdditionInputSchema>;

/** One line between the sender and staff: a staff reply or information the sender added; dated to the day. */
export const ExternalReportEntrySchema = z.object({
  by: z.enum(["STAFF", "SENDER"]),
  message: z.string(),
  date: z.string(),
});
export type ExternalReportEntry = z.infer<typeof ExternalReportEntrySchema>;

/** What the sender sees with the receipt: what they wrote, the day, whether it is closed, and the replies. */
export const ExternalReportThreadSchema = z.object({
  incidentDetails: z.string(),
  date: z.string(),
  archived: z.boolean(),
  entries: z.array(ExternalReportEntrySchema),
});
export type ExternalReportThread = z.infer<typeof ExternalReportThreadSchema>;

/** On a report as staff see it: who sent it from the external page, what they typed, and the follow-up. */
export const ViolationExternalSchema = z.object({
  reporter: z.enum(EXTERNAL_REPORTERS),
  reporterName: z.string(),
  reporterContact: z.string(),
  entries: z.array(ExternalReportEntrySchema),
});
export type ViolationExternal = z.infer<typeof ViolationExternalSchema>;

/** POST /violations/{id}/external-reply: staff answer the external sender, who reads it with the receipt. */
export const ViolationExternalReplyInputSchema = z.object({ message: MessageSchema }).strict();
export type ViolationExternalReplyInput = z.infer<typeof ViolationExternalReplyInputSchema>;
