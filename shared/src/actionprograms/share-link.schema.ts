import * as z from "zod";
import { IdSchema } from "../common.schema.js";
import { addDaysToDate, stockholmDateOf } from "../dates.js";
import { reasonIssue } from "../messages.js";
import { ProgramActionSchema, ProgramLinkSchema } from "./action-program.schema.js";

/**
 * Share links of a decided action program (issue 13): staff send a guardian or the pupil a mail with one link; the
 * link opens the published program without an account (/actions/action-program/{token}). The token is 256 random
 * bits, kept only as its SHA-256; a link expires (default 30 days; the sender may choose 1 to 90 days per share:
 * `expiresInDays`), can be revoked, and every opening is logged with its time. The guardians, and a pupil of 16 or
 * more, may appeal (Skollagen 28:16): the product keeps no birth date, so the sharer answers per STUDENT recipient
 * whether the pupil is 16 or older (`sixteenOrOlder`, required for STUDENT, refused for GUARDIAN), and the link
 * stores whether its recipient may appeal (`mayAppeal`: GUARDIAN yes, STUDENT the answer). Only the first opening
 * by a link whose recipient may appeal is the receipt of the decision, which starts the appeal clock (three weeks);
 * other openings are logged as openings only. An appeal that staff register is to be forwarded to
 * Överklagandenämnden within a week.
 *
 * Links stored before `mayAppeal` existed: a GUARDIAN link may appeal; a STUDENT link may not (the pupil's age was
 * never asked). That is the safer reading: a receipt from a pupil under 16 would show staff a deadline too early and
 * could make them refuse a valid appeal, while a deadline counted from a guardian's own opening is right. A receipt
 * such a STUDENT link recorded before the rule is not shown either, and the next opening by a recipient who may
 * appeal takes its place.
 */

export const SHARE_RECIPIENT_KINDS = ["GUARDIAN", "STUDENT"] as const;
export type ShareRecipientKind = (typeof SHARE_RECIPIENT_KINDS)[number];

export const SHARE_LINK_DEFAULT_DAYS = 30;
export const SHARE_LINK_MAX_DAYS = 90;
/** Recipients in one share. */
export const SHARE_RECIPIENTS_MAX = 10;
/** Links one program may have in all (revoked ones count): a bound on the list and on mail sent. */
export const SHARE_LINKS_PER_PROGRAM_MAX = 50;
/** The appeal time from the receipt, and the time to forward a registered appeal to the board. */
export const APPEAL_DAYS = 21;
export const APPEAL_FORWARD_DAYS = 7;

export { SCHOOL_TIME_ZONE, addDaysToDate, stockholmDateOf } from "../dates.js";

/** The last day to appeal: the receipt's Stockholm date plus three weeks. */
export const appealDeadlineOf = (receivedAt: string) =>
  addDaysToDate(stockholmDateOf(receivedAt), APPEAL_DAYS);
/** The last day to forward a registered appeal to Överklagandenämnden: its arrival date plus a week. */
export const forwardDeadlineOf = (arrivedOn: string) => addDaysToDate(arrivedOn, APPEAL_FORWARD_DAYS);

const ShareEmailSchema = z
  .string()
  .trim()
  .max(254)
  .refine((value) => z.email().safeParse(value).success, reasonIssue("shareEmailInvalid"))
  .transform((value) => value.toLowerCase());

/**
 * One recipient. `sixteenOrOlder`: for a STUDENT, whether the pupil is 16 or older (then the pupil may appeal and
 * the first opening is the receipt); required for STUDENT, refused for GUARDIAN (guardians may always appeal).
 */
export const ShareRecipientSchema = z
  .object({
    email: ShareEmailSchema,
    kind: z.enum(SHARE_RECIPIENT_KINDS),
    sixteenOrOlder: z.boolean().optional(),
  })
  .strict()
  .superRefine((recipient, ctx) => {
    if (recipient.kind === "STUDENT" && recipient.sixteenOrOlder === undefined) {
      ctx.addIssue({ code: "custom", path: ["sixteenOrOlder"], ...reasonIssue("shareStudentAgeRequired") });
    }
    if (recipient.kind === "GUARDIAN" && recipient.sixteenOrOlder !== undefined) {
      ctx.addIssue({ code: "custom", path: ["sixteenOrOlder"], ...reasonIssue("shareGuardianAgeRefused") });
    }
  });
export type ShareRecipient = z.infer<typeof ShareRecipientSchema>;

/** Whether a recipient may appeal the decision: a guardian always, a pupil of 16 or more. */
export const recipientMayAppeal = (recipient: ShareRecipient) =>
  recipient.kind === "GUARDIAN" || recipient.sixteenOrOlder === true;

/** POST /action-program/links: one link (and one mail) per recipient. */
export const CreateShareLinksInputSchema = z
  .object({
    actionProgramId: IdSchema,
    recipients: z.array(ShareRecipientSchema).min(1).max(SHARE_RECIPIENTS_MAX),
    expiresInDays: z.number().int().min(1).max(SHARE_LINK_MAX_DAYS).optional(),
  })
  .strict();
export type CreateShareLinksInput = z.infer<typeof CreateShareLinksInputSchema>;

/**
 * A link as staff see it: who, which kind, whether the recipient may appeal (so whether its first opening is the
 * receipt), until when, opened when, revoked when. Never the token.
 */
export const ShareLinkSchema = z.object({
  id: z.string(),
  actionProgramId: z.string(),
  email: z.string(),
  kind: z.enum(SHARE_RECIPIENT_KINDS),
  mayAppeal: z.boolean(),
  createdAt: z.string(),
  createdByName: z.string(),
  expiresAt: z.string(),
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  openedCount: z.number(),
  revokedAt: z.string().nullable(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

/** The answer of POST /action-program/links: the new links. */
export const ShareLinkListSchema = z.array(ShareLinkSchema);

/** The appeal clock of a program, as staff see it. */
export const AppealClockSchema = z.object({
  /** The first opening by a recipient who may appeal (the receipt of the decision), its link's kind and address. */
  receivedAt: z.string().nullable(),
  receivedByKind: z.enum(SHARE_RECIPIENT_KINDS).nullable(),
  receivedByEmail: z.string().nullable(),
  /** The last day to appeal (receipt + 3 weeks, Stockholm dates). */
  appealBy: z.string().nullable(),
  /** A registered appeal: the date it arrived, who registered it, the last day to forward it. */
  appealArrivedOn: z.string().nullable(),
  appealRegisteredAt: z.string().nullable(),
  appealRegisteredByName: z.string().nullable(),
  forwardBy: z.string().nullable(),
  version: z.number(),
});
export type AppealClock = z.infer<typeof AppealClockSchema>;

/** GET /action-program/{id}/links: a program's links and its appeal clock. */
export const ProgramSharingSchema = z.object({
  actionProgramId: z.string(),
  links: z.array(ShareLinkSchema),
  clock: AppealClockSchema,
});
export type ProgramSharing = z.infer<typeof ProgramSharingSchema>;

export const ShareLinkParamSchema = z.object({ id: IdSchema, linkId: IdSchema }).strict();

/** POST /action-program/{id}/appeal: the date the appeal arrived (not in the future, not before the decision). */
export const RegisterAppealInputSchema = z.object({ arrivedOn: z.iso.date() }).strict();
export type RegisterAppealInput = z.infer<typeof RegisterAppealInputSchema>;

/** The token as it arrives in the path: base64url, 43 characters for 256 bits (others are malformed: 404). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/**
 * Any path segment is accepted here and judged by the service (SHARE_TOKEN_PATTERN): a length or shape refused by
 * validation would answer 400 instead of the one 404 and skip the failure count, telling a malformed token apart.
 */
export const ShareTokenParamSchema = z.object({ token: z.string() }).strict();

/** What the token page shows: the decided program and nothing else (no ids, no staff but the decider's name). */
export const SharedProgramSchema = z.object({
  schoolName: z.string(),
  /**
   * Which child it concerns, as far as a page without an account may say: the pupil's first name and class (never
   * the whole name). The class is null when the pupil is in none.
   */
  pupilFirstName: z.string(),
  className: z.string().nullable(),
  status: z.enum(["published", "archived"]),
  specialNeeds: z.string(),
  actions: z.array(ProgramActionSchema),
  followUpDate: z.string().nullable(),
  evaluationDate: z.string().nullable(),
  studentInformedOn: z.string().nullable(),
  guardiansInformedOn: z.string().nullable(),
  place: z.string(),
  attendees: z.array(z.string()),
  studentInvolved: z.boolean(),
  guardianInvolved: z.boolean(),
  links: z.array(ProgramLinkSchema),
  decidedByName: z.string(),
  decidedAt: z.string(),
  expiresAt: z.string(),
});
export type SharedProgram = z.infer<typeof SharedProgramSchema>;

/** A pupil's first name: the first word of the name as the school wrote it. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? "";
