import * as z from "zod";
import {
  IdRefSchema,
  IdSchema,
  pageSchema,
  PageQuerySchema,
  VersionSchema,
  filledText,
} from "../common.schema.js";
import { reasonIssue } from "../messages.js";
import {
  BASED_ON_KINDS,
  INVESTIGATION_ACCESS,
  INVESTIGATION_OUTCOMES,
  INVESTIGATION_STATUSES,
  type InvestigationOutcome,
} from "./investigation.constants.js";

/**
 * Pedagogical investigation (pedagogisk utredning, Skollagen 3 kap. 7-8 §): when extra adaptations do not suffice,
 * student health investigates the pupil's needs. A draft, then published; several staff contribute (each
 * contribution records who); the outcome says whether an action program is needed, and if not, the decision not to
 * write one is recorded with its reason (the law requires documenting it). Who sees what: investigation.policy.ts.
 */

export {
  BASED_ON_KINDS,
  INVESTIGATION_ACCESS,
  INVESTIGATION_OUTCOMES,
  INVESTIGATION_STATUSES,
  type BasedOnKind,
  type InvestigationAccess,
  type InvestigationOutcome,
  type InvestigationStatus,
} from "./investigation.constants.js";

export const BasedOnRefSchema = z.object({ kind: z.enum(BASED_ON_KINDS), id: IdSchema }).strict();
export type BasedOnRef = z.infer<typeof BasedOnRefSchema>;

/** The longest text of one section or contribution. */
export const INVESTIGATION_TEXT_MAX = 10000;
const TextSchema = z.string().trim().max(INVESTIGATION_TEXT_MAX);
const BasedOnListSchema = z.array(BasedOnRefSchema).max(50);
const ContributorsSchema = z.array(IdRefSchema).max(50);

export const ContributionSchema = z.object({
  id: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type Contribution = z.infer<typeof ContributionSchema>;

export const InvestigationSchema = z.object({
  id: z.string(),
  schoolId: z.string(),
  studentId: z.string(),
  status: z.enum(INVESTIGATION_STATUSES),
  /** Why the investigation was started. */
  background: z.string(),
  /** The pupil's school situation: teaching, learning environment, what has been tried. */
  schoolSituation: z.string(),
  /** Medical or psychological information: null for everyone but student-health staff. */
  healthInformation: z.string().nullable(),
  /** The analysis of the pupil's needs. */
  analysis: z.string(),
  outcome: z.enum(INVESTIGATION_OUTCOMES).nullable(),
  /** With outcome NO_PROGRAM: why no action program is written (required to publish). */
  noProgramReason: z.string(),
  contributors: z.array(z.string()),
  contributions: z.array(ContributionSchema),
  basedOn: z.array(BasedOnRefSchema),
  createdById: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  publishedById: z.string().nullable(),
  /** What the caller may do with it. */
  access: z.enum(INVESTIGATION_ACCESS),
  version: z.number(),
});
export type Investigation = z.infer<typeof InvestigationSchema>;

export const InvestigationPageSchema = pageSchema(InvestigationSchema);

/**
 * What the action-program domain reads of an investigation: which pupil and school, whether it is published and
 * what it concluded. No text.
 */
export const InvestigationBasisSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  schoolId: z.string(),
  status: z.enum(INVESTIGATION_STATUSES),
  outcome: z.enum(INVESTIGATION_OUTCOMES).nullable(),
});
export type InvestigationBasis = z.infer<typeof InvestigationBasisSchema>;

export const ListInvestigationsQuerySchema = PageQuerySchema.extend({
  status: z.enum(INVESTIGATION_STATUSES).optional(),
  studentId: IdSchema.optional(),
}).strict();
export type ListInvestigationsQuery = z.infer<typeof ListInvestigationsQuerySchema>;

const editable = {
  background: TextSchema.optional(),
  schoolSituation: TextSchema.optional(),
  healthInformation: TextSchema.optional(),
  analysis: TextSchema.optional(),
  outcome: z.enum(INVESTIGATION_OUTCOMES).nullable().optional(),
  noProgramReason: TextSchema.optional(),
  contributors: ContributorsSchema.optional(),
  basedOn: BasedOnListSchema.optional(),
  status: z.enum(INVESTIGATION_STATUSES).optional(),
};

export const CreateInvestigationInputSchema = z.object({ studentId: IdSchema, ...editable }).strict();
export type CreateInvestigationInput = z.infer<typeof CreateInvestigationInputSchema>;

export const UpdateInvestigationInputSchema = z
  .object({
    version: VersionSchema,
    ...editable,
    /** A contribution appended under the caller's name (contributors may send only this). */
    contribution: filledText(INVESTIGATION_TEXT_MAX).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "version"), reasonIssue("nothingToChange"));
export type UpdateInvestigationInput = z.infer<typeof UpdateInvestigationInputSchema>;

/** The fields a contributor (not student-health staff) may send with a PATCH. */
export const CONTRIBUTOR_FIELDS = ["version", "contribution"] as const;

/**
 * Publishing needs an outcome, and the decision not to write an action program needs its reason: the field that
 * is missing, or null when the investigation may be published.
 */
export function missingToPublish(doc: {
  outcome: InvestigationOutcome | null;
  noProgramReason: string;
}): "outcome" | "noProgramReason" | null {
  if (doc.outcome === null) return "outcome";
  if (doc.outcome === "NO_PROGRAM" && doc.noProgramReason.trim() === "") return "noProgramReason";
  return null;
}
