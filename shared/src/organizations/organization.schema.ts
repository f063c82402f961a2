import * as z from "zod";
import { NameSchema, pageSchema, TermSchema, VersionSchema } from "../common.schema.js";
import { reasonIssue } from "../messages.js";
import { VIOLATION_INVESTIGATION_LIMIT_DAYS, VIOLATION_SEEN_LIMITS } from "../violations/violation-clock.js";

export const OrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The organization's own word for a school, e.g. "Skola" or "Enhet" (spec: organization naming). */
  schoolName: z.string().nullable(),
  schoolNamePlural: z.string().nullable(),
  /** The 6:10 chain's limits (violations/violation-clock.ts); the defaults where the organization has set none. */
  violationSeenLimit: z.enum(VIOLATION_SEEN_LIMITS),
  violationInvestigationLimitDays: z.number(),
  version: z.number(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

export const OrganizationPageSchema = pageSchema(OrganizationSchema);

/**
 * The organization's words for a school: both forms ("Enhet", "Enheter") or neither (the product's own words), so
 * that no sentence reads the organization's singular beside the product's plural.
 */
const bothWordsOrNeither = (body: { schoolName?: string | null; schoolNamePlural?: string | null }) =>
  !!body.schoolName === !!body.schoolNamePlural;
const bothWordsIssue = { ...reasonIssue("schoolWordsBothOrNeither"), path: ["schoolNamePlural"] };

export const CreateOrganizationInputSchema = z
  .object({
    name: NameSchema,
    schoolName: TermSchema.nullable().optional(),
    schoolNamePlural: TermSchema.nullable().optional(),
  })
  .strict()
  .refine(bothWordsOrNeither, bothWordsIssue);
export type CreateOrganizationInput = z.infer<typeof CreateOrganizationInputSchema>;

/** The investigation's limit: whole days, 1-30. */
const InvestigationLimitDaysSchema = z.number().refine(
  (days) =>
    Number.isInteger(days) &&
    days >= VIOLATION_INVESTIGATION_LIMIT_DAYS.min &&
    days <= VIOLATION_INVESTIGATION_LIMIT_DAYS.max,
  reasonIssue("investigationLimitDaysRange", {
    min: String(VIOLATION_INVESTIGATION_LIMIT_DAYS.min),
    max: String(VIOLATION_INVESTIGATION_LIMIT_DAYS.max),
  }),
);

/**
 * PATCH /organizations/{id}, on the version last read: the 6:10 chain's limits (OWNER, MAINADMIN of that
 * organization), and its name and words for a school (SUPERADMIN; both words or neither, given together).
 */
export const UpdateOrganizationInputSchema = z
  .object({
    version: VersionSchema,
    violationSeenLimit: z.enum(VIOLATION_SEEN_LIMITS).optional(),
    violationInvestigationLimitDays: InvestigationLimitDaysSchema.optional(),
    name: NameSchema.optional(),
    schoolName: TermSchema.nullable().optional(),
    schoolNamePlural: TermSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "version"), reasonIssue("nothingToChange"))
  .refine(
    (body) =>
      (body.schoolName === undefined) === (body.schoolNamePlural === undefined) && bothWordsOrNeither(body),
    bothWordsIssue,
  );

/** The fields of an organization only the super admin changes. */
export const ORGANIZATION_NAMING_FIELDS = ["name", "schoolName", "schoolNamePlural"] as const;
export type UpdateOrganizationInput = z.infer<typeof UpdateOrganizationInputSchema>;
