import * as z from "zod";
import { reasonIssue } from "../messages.js";
import { FIRST_SCHOOL_YEAR, HIDDEN_PARTS, LAST_SCHOOL_YEAR, ROLES, SUBSCRIPTIONS } from "../constants.js";
import {
  IdRefSchema,
  IdSchema,
  NameSchema,
  pageSchema,
  TermSchema,
  VersionSchema,
} from "../common.schema.js";

const YearSchema = z.number().int().min(FIRST_SCHOOL_YEAR).max(LAST_SCHOOL_YEAR);

/** [first, last] school year the school teaches, e.g. [7, 9]. */
export const FirstAndLastYearSchema = z
  .tuple([YearSchema, YearSchema])
  .refine(([first, last]) => first <= last, reasonIssue("yearsOrder"));

/** The school in the spec's shape (section 3, School), as the web stores it. */
export const SchoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  hiddenParts: z.array(z.enum(HIDDEN_PARTS)),
  subscriptions: z.array(z.enum(SUBSCRIPTIONS)),
  organization: z.object({
    id: z.string(),
    name: z.string(),
    schoolName: z.string().nullable(),
    schoolNamePlural: z.string().nullable(),
  }),
  teacherName: z.string().nullable(),
  counselorName: z.string().nullable(),
  counselorNamePlural: z.string().nullable(),
  classes: z.array(z.object({ id: z.string(), name: z.string(), archived: z.boolean() })),
  users: z.array(
    z.object({ id: z.string(), name: z.string(), roles: z.array(z.enum(ROLES)), twoStepAuth: z.boolean() }),
  ),
  firstAndLastYear: z.tuple([z.number(), z.number()]).nullable(),
  /** More than 75 % of the school's users have two-factor on (spec section 6). */
  twoStepEnabled: z.boolean(),
  version: z.number(),
});
export type School = z.infer<typeof SchoolSchema>;

export const SchoolSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  organizationId: z.string(),
  firstAndLastYear: z.tuple([z.number(), z.number()]).nullable(),
  subscriptions: z.array(z.enum(SUBSCRIPTIONS)),
});
export type SchoolSummary = z.infer<typeof SchoolSummarySchema>;

export const SchoolSummaryPageSchema = pageSchema(SchoolSummarySchema);

export const CreateSchoolInputSchema = z
  .object({
    name: NameSchema,
    /** Required for SUPERADMIN; others create in their own organization. */
    organizationId: IdSchema.optional(),
    firstAndLastYear: FirstAndLastYearSchema.optional(),
    subscriptions: z.array(z.enum(SUBSCRIPTIONS)).max(SUBSCRIPTIONS.length).optional(),
  })
  .strict();
export type CreateSchoolInput = z.infer<typeof CreateSchoolInputSchema>;

/**
 * PATCH /schools/{id}. The spec's body is firstAndLastYear or usersToRemove; the admin pages also edit the
 * school's name, hidden parts and naming, and a SUPERADMIN its subscriptions.
 */
export const UpdateSchoolInputSchema = z
  .object({
    /** Optional only because the spec's own body for this call (firstAndLastYear or usersToRemove) has none. */
    version: VersionSchema.optional(),
    firstAndLastYear: FirstAndLastYearSchema.optional(),
    usersToRemove: z.array(IdRefSchema).min(1).max(100).optional(),
    name: NameSchema.optional(),
    hiddenParts: z.array(z.enum(HIDDEN_PARTS)).max(HIDDEN_PARTS.length).optional(),
    teacherName: TermSchema.nullable().optional(),
    counselorName: TermSchema.nullable().optional(),
    counselorNamePlural: TermSchema.nullable().optional(),
    subscriptions: z.array(z.enum(SUBSCRIPTIONS)).max(SUBSCRIPTIONS.length).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "version"), reasonIssue("nothingToChange"));
export type UpdateSchoolInput = z.infer<typeof UpdateSchoolInputSchema>;

/** GET /schools/{schoolId}/external-page-qr-code: the QR code of the school's external page, a PNG download. */
export const ExternalPageQrCodeSchema = z.file().mime(["image/png"]);
