import * as z from "zod";
import { WHISTLE_MESSAGE_MAX } from "./whistle.constants.js";
import { IdRefSchema, IdSchema, VersionSchema, pageSchema, filledText } from "../common.schema.js";

/**
 * Whistles (spec sections 3, 4, 6, 7): an anonymous message to the school's head, its student-health staff, the
 * owner (school leader) or chosen staff. Nothing about the sender is stored: no account, no address, no browser,
 * and no time more precise than the day (`date`). The sender keeps a receipt code (shown once, stored only as
 * its hash) to read the staff's replies and add information.
 */

/** Who a whistle goes to (spec section 6): head, student-health staff, owner/school leader, or chosen staff. */
export const WHISTLE_RECIPIENTS = ["HEAD", "COUNSELOR", "OWNER", "SELECTED"] as const;
export type WhistleRecipient = (typeof WHISTLE_RECIPIENTS)[number];

/** A whistle's or a reply's text. */
export const WhistleMessageSchema = filledText(WHISTLE_MESSAGE_MAX);

/** One line of a whistle's follow-up: a staff reply or information the sender added; dated to the day only. */
export const WhistleEntrySchema = z.object({
  by: z.enum(["STAFF", "SENDER"]),
  message: z.string(),
  date: z.string(),
});
export type WhistleEntry = z.infer<typeof WhistleEntrySchema>;

/** A whistle as its recipients see it. */
export const WhistleSchema = z.object({
  id: z.string(),
  schoolId: z.string(),
  message: z.string(),
  recipient: z.enum(WHISTLE_RECIPIENTS),
  recipientIds: z.array(z.string()),
  /** The day it was sent (YYYY-MM-DD); never a time of day. */
  date: z.string(),
  archived: z.boolean(),
  spam: z.boolean(),
  entries: z.array(WhistleEntrySchema),
  version: z.number(),
});
export type Whistle = z.infer<typeof WhistleSchema>;
export const WhistlePageSchema = pageSchema(WhistleSchema);

const recipientFields = {
  message: WhistleMessageSchema,
  recipient: z.enum(WHISTLE_RECIPIENTS),
  /** The chosen staff, for SELECTED only (1 to 20 of the school's heads and student-health staff). */
  recipientIds: z.array(IdRefSchema).max(20).optional(),
};

/** POST /whistle: a signed-in staff member blows the whistle at their school (stored without an author). */
export const CreateWhistleInputSchema = z.object({ schoolId: IdSchema, ...recipientFields }).strict();
export type CreateWhistleInput = z.infer<typeof CreateWhistleInputSchema>;

/** GET /whistle?schoolId=&archived=: current (default) or archived whistles; spam-flagged never. */
export const ListWhistlesQuerySchema = z
  .object({
    schoolId: IdSchema,
    archived: z.enum(["true", "false"]).optional(),
    cursor: z.string().min(1).max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();
export type ListWhistlesQuery = z.infer<typeof ListWhistlesQuerySchema>;

/** PATCH /whistle/{id}: archive or bring back (addition to the spec). */
export const UpdateWhistleInputSchema = z.object({ version: VersionSchema, archived: z.boolean() }).strict();
export type UpdateWhistleInput = z.infer<typeof UpdateWhistleInputSchema>;

/** POST /whistle/{id}/reply: a recipient's reply, which the sender reads with the receipt (addition to the spec). */
export const WhistleReplyInputSchema = z.object({ message: WhistleMessageSchema }).strict();
export type WhistleReplyInput = z.infer<typeof WhistleReplyInputSchema>;

/** The answer to a new whistle: the receipt code, shown once (never stored in clear). */
export const WhistleReceiptSchema = z.object({ receipt: z.string(), date: z.string() });
export type WhistleReceipt = z.infer<typeof WhistleReceiptSchema>;

// ---- The external page (no account) ----

/** The external page's sections this slice serves; later ones (report, check-in, forms) add their ids. */
export const EXTERNAL_SECTION_IDS = ["whistle", "report"] as const;
export type ExternalSectionId = (typeof EXTERNAL_SECTION_IDS)[number];

/**
 * A school code as printed on the QR page (8 letters and digits), checked in the service so that every invalid
 * code, empty or malformed too, gets the same answer.
 */
export const SchoolCodeSchema = z.string().max(4096);
/**
 * A receipt code: checked in the service by its shape and hash, so that an empty, over-long, forged or unknown one
 * gets the same answer and counts as a failure (only the request's size bounds it here).
 */
export const ReceiptCodeSchema = z.string().trim().max(4096);

export const SchoolCodeParamSchema = z.object({ code: SchoolCodeSchema }).strict();

/** GET /external/school/{code}: what the external page shows of a school (no pupil, no id beyond staff ids). */
export const ExternalSchoolSchema = z.object({
  name: z.string(),
  /** The heads and student-health staff a whistle may be addressed to (recipient SELECTED). */
  staff: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The external sections the school offers: "whistle" unless it hides WHISTLES, "report" unless it hides VIOLATIONS. */
  sections: z.array(z.enum(EXTERNAL_SECTION_IDS)),
});
export type ExternalSchool = z.infer<typeof ExternalSchoolSchema>;

/** POST /external/whistle: an anonymous whistle to the school named by its code. */
export const ExternalWhistleInputSchema = z.object({ code: SchoolCodeSchema, ...recipientFields }).strict();
export type ExternalWhistleInput = z.infer<typeof ExternalWhistleInputSchema>;

/** POST /external/whistle/thread: read the follow-up with the receipt (in the body, never in a URL). */
export const ReceiptInputSchema = z.object({ receipt: ReceiptCodeSchema }).strict();
export type ReceiptInput = z.infer<typeof ReceiptInputSchema>;

/** POST /external/whistle/addition: the sender adds information with the receipt. */
export const WhistleAdditionInputSchema = z
  .object({ receipt: ReceiptCodeSchema, message: WhistleMessageSchema })
  .strict();
export type WhistleAdditionInput = z.infer<typeof WhistleAdditionInputSchema>;

/** What the sender sees with the receipt: their own message, the day, whether it is archived, and the follow-up. */
export const WhistleThreadSchema = z.object({
  message: z.string(),
  date: z.string(),
  archived: z.boolean(),
  entries: z.array(WhistleEntrySchema),
});
export type WhistleThread = z.infer<typeof WhistleThreadSchema>;
