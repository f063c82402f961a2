import * as z from "zod";
import { IdRefSchema, IdSchema, VersionSchema, pageSchema, filledText } from "../common.schema.js";
import { reasonIssue } from "../messages.js";
import {
  CONTACT_ANSWERS,
  VIOLATION_ACCESS_LEVELS,
  VIOLATION_BETWEEN,
  VIOLATION_LISTS,
  VIOLATION_TYPES,
} from "./violation.constants.js";
import { IncidentWhenSchema } from "./incident-when.schema.js";
import { ViolationExternalSchema } from "./violation-external.schema.js";

export * from "./violation.constants.js";

/**
 * Violation reports (kränkningsanmälningar, Skollagen 6 kap. 10 §), their follow-ups and investigations (spec
 * sections 3, 4 and 7). Who may see what is violation.policy.ts.
 */

const text = (max: number) => filledText(max);
const optionalText = (max: number) => z.string().trim().max(max);
/** An ISO timestamp with its offset (the web sends UTC). */
const TimestampSchema = z.iso.datetime({ offset: true });
const RefsSchema = z.array(IdRefSchema).max(200);
/**
 * The most pupils (the victim and the participants) one report may name: each named pupil has a ref item written in
 * the same transaction as the report, and a change of every pupil (old refs out, new in, the report) must fit
 * DynamoDB's 100 writes a transaction.
 */
export const VIOLATION_MAX_PUPILS = 49;

const AccessLevelSchema = z.enum(VIOLATION_ACCESS_LEVELS);

/** The story fields of a report (create and edit). */
const storyFields = {
  type: z.enum(VIOLATION_TYPES),
  violationBetween: z.enum(VIOLATION_BETWEEN),
  victim: text(500),
  incidentDetails: text(5000),
  when: IncidentWhenSchema,
  location: text(500),
  witness: text(1000),
  hasContactedSchool: z.enum(CONTACT_ANSWERS),
  hasContactedParents: z.enum(CONTACT_ANSWERS),
  whoContacted: optionalText(500),
};

/**
 * The report's second step (spec section 2's modal: when, where, witnesses): a form checks it before going on, so a
 * later day than today is said at the incident's date, as the server says it at `when`.
 */
export const ViolationWhenWhereStepSchema = z
  .object({ when: storyFields.when, location: storyFields.location, witness: storyFields.witness })
  .strict();

/**
 * POST /violations (spec section 3). `name` and `email` are accepted as the spec's client sends them, but the
 * report always carries the signed-in user's own (never what the body says).
 */
export const CreateViolationInputSchema = z
  .object({
    ...storyFields,
    whoContacted: storyFields.whoContacted.default(""),
    access: AccessLevelSchema,
    name: z.string().max(200).optional(),
    email: z.string().max(254).optional(),
    victimStudentId: IdSchema.nullable().optional(),
    schoolId: IdSchema,
    accessUsers: RefsSchema.optional(),
    classes: RefsSchema.optional(),
    participatingStudents: RefsSchema.optional(),
  })
  .strict();
export type CreateViolationInput = z.input<typeof CreateViolationInputSchema>;

/**
 * PATCH /violations/{id}: the story, the access choice, and the 6:10 chain's steps (`seenByPrincipal` and
 * `reportedToOwner` by the head, `archived` by those who manage it). `version` is required (stale: 409).
 */
export const UpdateViolationInputSchema = z
  .object({
    version: VersionSchema,
    type: storyFields.type.optional(),
    violationBetween: storyFields.violationBetween.optional(),
    victim: storyFields.victim.optional(),
    incidentDetails: storyFields.incidentDetails.optional(),
    when: storyFields.when.optional(),
    location: storyFields.location.optional(),
    witness: storyFields.witness.optional(),
    hasContactedSchool: storyFields.hasContactedSchool.optional(),
    hasContactedParents: storyFields.hasContactedParents.optional(),
    whoContacted: storyFields.whoContacted.optional(),
    victimStudentId: IdSchema.nullable().optional(),
    participatingStudents: RefsSchema.optional(),
    access: AccessLevelSchema.optional(),
    accessUsers: RefsSchema.optional(),
    classes: RefsSchema.optional(),
    seenByPrincipal: z.literal(true).optional(),
    reportedToOwner: z.literal(true).optional(),
    archived: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "version"), reasonIssue("nothingToChange"));
export type UpdateViolationInput = z.infer<typeof UpdateViolationInputSchema>;

/** GET /violations/{schoolId}: current (default) or archived; `studentId` gives every report naming the pupil. */
export const ListViolationsQuerySchema = z
  .object({
    status: z.enum(["current", "archived"]).optional(),
    studentId: IdSchema.optional(),
    cursor: z.string().min(1).max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();
export type ListViolationsQuery = z.infer<typeof ListViolationsQuerySchema>;

/** The 6:10 chain's clock: when each step happened (null until it has). */
export const ViolationChainSchema = z.object({
  /** When staff learned of it: the report was made. */
  learnedAt: z.string(),
  seenByPrincipalAt: z.string().nullable(),
  seenByPrincipalName: z.string().nullable(),
  reportedToOwnerAt: z.string().nullable(),
  investigationBegunAt: z.string().nullable(),
  investigationEndedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  spamAt: z.string().nullable(),
});
export type ViolationChain = z.infer<typeof ViolationChainSchema>;

export const ViolationFollowUpSchema = z.object({
  id: z.string(),
  violationId: z.string(),
  text: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type ViolationFollowUp = z.infer<typeof ViolationFollowUpSchema>;

const RefOutSchema = z.object({ id: z.string() });

/** A report as those who may read it see it. */
export const ViolationFullSchema = z.object({
  view: z.literal("full"),
  id: z.string(),
  schoolId: z.string(),
  access: AccessLevelSchema,
  name: z.string(),
  email: z.string(),
  authorId: z.string(),
  type: z.enum(VIOLATION_TYPES),
  violationBetween: z.enum(VIOLATION_BETWEEN),
  victim: z.string(),
  incidentDetails: z.string(),
  when: z.string(),
  location: z.string(),
  witness: z.string(),
  hasContactedSchool: z.enum(CONTACT_ANSWERS),
  hasContactedParents: z.enum(CONTACT_ANSWERS),
  whoContacted: z.string(),
  victimStudentId: z.string().nullable(),
  accessUsers: z.array(RefOutSchema),
  classes: z.array(RefOutSchema),
  participatingStudents: z.array(RefOutSchema),
  followUps: z.array(ViolationFollowUpSchema),
  list: z.enum(VIOLATION_LISTS),
  chain: ViolationChainSchema,
  /** The report's one investigation, null until it is begun (and after it is deleted). */
  investigationId: z.string().nullable(),
  /** What the caller may do: read, write (follow-ups) or manage. */
  myAccess: z.enum(["read", "write", "manage"]),
  createdAt: z.string(),
  version: z.number(),
  /** Sent from the external page (no account): who sent it and the follow-up with them; null for staff's. */
  external: ViolationExternalSchema.nullable(),
});
export type ViolationFull = z.infer<typeof ViolationFullSchema>;

/** A report as the owner (huvudman) sees it: its type and the chain's times, never the story or the pupils. */
export const ViolationChainViewSchema = z.object({
  view: z.literal("chain"),
  id: z.string(),
  schoolId: z.string(),
  type: z.enum(VIOLATION_TYPES),
  list: z.enum(VIOLATION_LISTS),
  chain: ViolationChainSchema,
  createdAt: z.string(),
  version: z.number(),
});
export type ViolationChainView = z.infer<typeof ViolationChainViewSchema>;

export const ViolationSchema = z.discriminatedUnion("view", [ViolationFullSchema, ViolationChainViewSchema]);
export type Violation = z.infer<typeof ViolationSchema>;

export const ViolationPageSchema = pageSchema(ViolationSchema);

export const ViolationDeletedSchema = z.object({ message: z.string() });

/** POST /violations/follow-up. */
export const CreateViolationFollowUpInputSchema = z
  .object({ violationId: IdSchema, text: text(2000) })
  .strict();
export type CreateViolationFollowUpInput = z.infer<typeof CreateViolationFollowUpInputSchema>;

export const UpdateViolationFollowUpInputSchema = z
  .object({ version: VersionSchema, text: text(2000) })
  .strict();
export type UpdateViolationFollowUpInput = z.infer<typeof UpdateViolationFollowUpInputSchema>;

/** The investigation's texts (spec section 3), each optional while it is drafted. */
const investigationFields = {
  eventDate: TimestampSchema.nullable(),
  involvedPersons: optionalText(2000),
  eventDescription: optionalText(5000),
  precedingEvents: optionalText(5000),
  duration: optionalText(500),
  aftermath: optionalText(5000),
  physicalActions: optionalText(5000),
  location: optionalText(500),
  studentBehaviour: optionalText(5000),
  peerReactions: optionalText(5000),
  dates: optionalText(1000),
  investigators: RefsSchema,
  findings: optionalText(5000),
  actionsTaken: optionalText(5000),
  evaluationDate: TimestampSchema.nullable(),
  evaluatedBy: optionalText(200),
};
type InvestigationFieldKey = keyof typeof investigationFields;
export const INVESTIGATION_TEXT_FIELDS = [
  "involvedPersons",
  "eventDescription",
  "precedingEvents",
  "duration",
  "aftermath",
  "physicalActions",
  "location",
  "studentBehaviour",
  "peerReactions",
  "dates",
  "findings",
  "actionsTaken",
  "evaluatedBy",
] as const satisfies readonly InvestigationFieldKey[];

const optionalInvestigationFields = Object.fromEntries(
  Object.entries(investigationFields).map(([key, schema]) => [key, schema.optional()]),
) as { [K in InvestigationFieldKey]: z.ZodOptional<(typeof investigationFields)[K]> };

/** POST /violation-investigations: begins the report's investigation (the chain's 'investigation begun'). */
export const CreateViolationInvestigationInputSchema = z
  .object({ violationId: IdSchema, ...optionalInvestigationFields })
  .strict();
export type CreateViolationInvestigationInput = z.infer<typeof CreateViolationInvestigationInputSchema>;

/** PATCH /violation-investigations/{id}; `concluded: true` ends the investigation (the chain's last step). */
export const UpdateViolationInvestigationInputSchema = z
  .object({ version: VersionSchema, ...optionalInvestigationFields, concluded: z.boolean().optional() })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "version"), reasonIssue("nothingToChange"));
export type UpdateViolationInvestigationInput = z.infer<typeof UpdateViolationInvestigationInputSchema>;

export const ViolationInvestigationSchema = z.object({
  id: z.string(),
  violationId: z.string(),
  schoolId: z.string(),
  eventDate: z.string().nullable(),
  involvedPersons: z.string(),
  eventDescription: z.string(),
  precedingEvents: z.string(),
  duration: z.string(),
  aftermath: z.string(),
  physicalActions: z.string(),
  location: z.string(),
  studentBehaviour: z.string(),
  peerReactions: z.string(),
  dates: z.string(),
  investigators: z.array(RefOutSchema),
  findings: z.string(),
  actionsTaken: z.string(),
  evaluationDate: z.string().nullable(),
  evaluatedBy: z.string(),
  concluded: z.boolean(),
  createdById: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the caller may do: read, or manage (edit, conclude, delete). */
  myAccess: z.enum(["read", "manage"]),
  version: z.number(),
});
export type ViolationInvestigation = z.infer<typeof ViolationInvestigationSchema>;

export const ViolationInvestigationPageSchema = pageSchema(ViolationInvestigationSchema);
