import * as z from "zod";
import { IdRefSchema, IdSchema, pageSchema, VersionSchema, filledText } from "../common.schema.js";
import { stockholmDateOf } from "../dates.js";
import { reasonIssue, type ReasonKey } from "../messages.js";
import { accessSettingsIssues, TICKET_ACCESS_LEVELS } from "../tickets/ticket.schema.js";

/**
 * Action programs (åtgärdsprogram, Skollagen 3:9-12) with their follow-ups and evaluations (spec section 3). A
 * program is drafted, then published: publishing is the decision, taken by the head or by the staff member a head
 * named decision maker. A published program is locked; an evaluation whose head decision is "no new program"
 * archives it (still readable). Access choices are the tickets' ("tickets and others", spec section 6).
 */

export const ACTION_PROGRAM_STATUSES = ["draft", "published", "archived"] as const;
export type ActionProgramStatus = (typeof ACTION_PROGRAM_STATUSES)[number];

/** The list filter (spec section 4): ongoing (draft or published) or archived. */
export const ACTION_PROGRAM_FILTERS = ["ongoing", "archived"] as const;
export type ActionProgramFilter = (typeof ACTION_PROGRAM_FILTERS)[number];

/** The head's decision in an evaluation: a new action program, or none (which archives this one). */
export const HEAD_DECISIONS = ["NEW_PROGRAM", "NO_NEW_PROGRAM"] as const;
export type HeadDecision = (typeof HEAD_DECISIONS)[number];

/** What publishing needs; the 400 names the missing ones. */
export const PUBLISH_REQUIRED_FIELDS = ["specialNeeds", "actions", "followUpDate", "evaluationDate"] as const;
export type PublishRequiredField = (typeof PUBLISH_REQUIRED_FIELDS)[number];

/**
 * The fields a decision needs that a program lacks, in `PUBLISH_REQUIRED_FIELDS` order: the server refuses a
 * decision (400, one issue per field) on this rule, and the web names the same fields before its confirm step.
 */
export function missingForDecision(program: {
  specialNeeds: string;
  actions: readonly unknown[];
  followUpDate: string | null;
  evaluationDate: string | null;
}): PublishRequiredField[] {
  return PUBLISH_REQUIRED_FIELDS.filter((field) => {
    if (field === "actions") return program.actions.length === 0;
    return (program[field] ?? "").trim() === "";
  });
}

/** The program's two dates that plan its work: the follow-up, then the evaluation. */
export const PROGRAM_PLAN_DATES = ["followUpDate", "evaluationDate"] as const;
export type ProgramPlanDate = (typeof PROGRAM_PLAN_DATES)[number];

/**
 * The rules of a program's dates: neither the follow-up nor the evaluation lies before today (a school's date in
 * Stockholm), or the program is late the day it is written; the evaluation is not before the follow-up. `judged` are
 * the dates given now (a PATCH may resend a stored date that has since passed: only a new one is judged against
 * today); the order is judged whenever either of them is given. One issue a field, at the field.
 */
export function programDateIssues(
  dates: { followUpDate?: string | null | undefined; evaluationDate?: string | null | undefined },
  today: string,
  judged: readonly ProgramPlanDate[] = PROGRAM_PLAN_DATES,
): { path: ProgramPlanDate; reason: ReasonKey }[] {
  const issues: { path: ProgramPlanDate; reason: ReasonKey }[] = [];
  const followUp = dates.followUpDate || null;
  const evaluation = dates.evaluationDate || null;
  if (judged.includes("followUpDate") && followUp && followUp < today) {
    issues.push({ path: "followUpDate", reason: "actionProgramFollowUpInPast" });
  }
  if (judged.includes("evaluationDate") && evaluation && evaluation < today) {
    issues.push({ path: "evaluationDate", reason: "actionProgramEvaluationInPast" });
  } else if (judged.length > 0 && followUp && evaluation && evaluation < followUp) {
    issues.push({ path: "evaluationDate", reason: "actionProgramEvaluationBeforeFollowUp" });
  }
  return issues;
}

/** What the actor may do with one program: see action-program.policy.ts. */
export const ACTION_PROGRAM_ACCESS = ["none", "read", "write", "manage"] as const;
export type ActionProgramAccess = (typeof ACTION_PROGRAM_ACCESS)[number];

const DateSchema = z.iso.date();
const ShortTextSchema = z.string().trim().max(500);
const LongTextSchema = z.string().trim().max(10_000);
const UrlSchema = z.url({ protocol: /^https?$/ }).max(2000);
const UserRefsSchema = z.array(IdRefSchema).max(100);

/** One row of the actions table: the action, its timespan, how it is followed up, who is responsible. */
export const ProgramActionSchema = z
  .object({
    action: filledText(2000),
    timespan: ShortTextSchema,
    followUp: ShortTextSchema,
    responsible: ShortTextSchema,
  })
  .strict();
export type ProgramAction = z.infer<typeof ProgramActionSchema>;

/** A link or attachment: its title and URL (spec: link title, URL; files and attachments as links). */
export const ProgramLinkSchema = z.object({ title: filledText(200), url: UrlSchema }).strict();
export type ProgramLink = z.infer<typeof ProgramLinkSchema>;

/** What a history entry records; CORRECTED is a correction of a published program (a new version). */
export const PROGRAM_HISTORY_EVENTS = ["CREATED", "UPDATED", "PUBLISHED", "ARCHIVED", "CORRECTED"] as const;

/**
 * The fields a correction of a published program may change (issue 13): its text, dates, meeting and involvement.
 * Not the access, the decision maker, the status or the decision.
 */
export const CORRECTABLE_FIELDS = [
  "specialNeeds",
  "actions",
  "followUpDate",
  "evaluationDate",
  "studentInformedOn",
  "guardiansInformedOn",
  "place",
  "attendees",
  "studentInvolved",
  "guardianInvolved",
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/** One change in a program's history: who, when, what happened, and the earlier values of the fields changed. */
export const ProgramHistoryEntrySchema = z.object({
  at: z.string(),
  byId: z.string(),
  byName: z.string(),
  event: z.enum(PROGRAM_HISTORY_EVENTS),
  fields: z.array(z.string()),
  /** The fields' values before the change, as JSON text (readable history of the earlier text). */
  before: z.string(),
});
export type ProgramHistoryEntry = z.infer<typeof ProgramHistoryEntrySchema>;

/** The program fields the editor sets (all optional while a draft). */
const programFields = {
  investigationId: IdSchema.nullable().optional(),
  specialNeeds: LongTextSchema.optional(),
  actions: z.array(ProgramActionSchema).max(50).optional(),
  followUpDate: DateSchema.nullable().optional(),
  evaluationDate: DateSchema.nullable().optional(),
  studentInformedOn: DateSchema.nullable().optional(),
  guardiansInformedOn: DateSchema.nullable().optional(),
  place: ShortTextSchema.optional(),
  attendees: z.array(filledText(200)).max(50).optional(),
  studentInvolved: z.boolean().optional(),
  guardianInvolved: z.boolean().optional(),
  links: z.array(ProgramLinkSchema).max(50).optional(),
  /** The decision maker: only a head names one (staff of the school who work with pupils). */
  decisionMakerId: IdSchema.nullable().optional(),
  recipients: UserRefsSchema.optional(),
  teamId: IdSchema.nullable().optional(),
  contactTeachers: UserRefsSchema.optional(),
  editors: UserRefsSchema.optional(),
};

const ids = (refs: { id: string }[] | undefined) => [...new Set((refs ?? []).map((ref) => ref.id))];

/** POST /action-program: a draft about one pupil; the school is the pupil's. */
export const CreateActionProgramInputSchema = z
  .object({ studentId: IdSchema, access: z.enum(TICKET_ACCESS_LEVELS), ...programFields })
  .strict()
  .superRefine((body, ctx) => {
    const issues = accessSettingsIssues({
      access: body.access,
      recipients: ids(body.recipients),
      teamId: body.teamId ?? null,
      contactTeachers: ids(body.contactTeachers),
      editors: ids(body.editors),
    });
    for (const issue of issues) {
      ctx.addIssue({ code: "custom", path: [issue.path], ...reasonIssue(issue.reason, issue.params) });
    }
    // Today where the schema runs (the browser, or the server: which judges again on its own clock).
    for (const issue of programDateIssues(body, stockholmDateOf(new Date()))) {
      ctx.addIssue({ code: "custom", path: [issue.path], ...reasonIssue(issue.reason) });
    }
  });
export type CreateActionProgramInput = z.infer<typeof CreateActionProgramInputSchema>;

/**
 * PATCH /action-program/{id}: `version` required (stale: 409). `status: "published"` is the decision (it may come
 * with last edits of the draft); `status: "archived"` archives. A published or archived program is locked.
 */
export const UpdateActionProgramInputSchema = z
  .object({
    version: VersionSchema,
    status: z.enum(["published", "archived"]).optional(),
    access: z.enum(TICKET_ACCESS_LEVELS).optional(),
    ...programFields,
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "version"), reasonIssue("nothingToChange"))
  .superRefine((body, ctx) => {
    // Both dates given: their order. Against today only what the server knows changed (it judges that).
    const given = PROGRAM_PLAN_DATES.filter((field) => body[field] !== undefined);
    if (given.length < 2) return;
    for (const issue of programDateIssues(body, "", given)) {
      ctx.addIssue({ code: "custom", path: [issue.path], ...reasonIssue(issue.reason) });
    }
  });
export type UpdateActionProgramInput = z.infer<typeof UpdateActionProgramInputSchema>;

export const ListActionProgramsQuerySchema = z
  .object({
    status: z.enum(ACTION_PROGRAM_FILTERS).optional(),
    studentId: IdSchema.optional(),
    cursor: z.string().min(1).max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();
export type ListActionProgramsQuery = z.infer<typeof ListActionProgramsQuerySchema>;

export const ActionProgramSchema = z.object({
  id: z.string(),
  schoolId: z.string(),
  studentId: z.string(),
  investigationId: z.string().nullable(),
  status: z.enum(ACTION_PROGRAM_STATUSES),
  access: z.enum(TICKET_ACCESS_LEVELS),
  recipients: z.array(z.string()),
  teamId: z.string().nullable(),
  contactTeachers: z.array(z.string()),
  editors: z.array(z.string()),
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
  decisionMakerId: z.string().nullable(),
  /** The signature: who decided (published it) and when. */
  decidedById: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdById: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  history: z.array(ProgramHistoryEntrySchema),
  /**
   * Follow-up discipline's progress (follow-up-discipline.ts), kept right by every write of its follow-ups and
   * evaluations: a follow-up done on or after the decision's day; an evaluation recorded. The list flags a late
   * program from these (awaitsFollowUp / awaitsEvaluation) without reading the school's follow-ups and evaluations. A
   * program stored before progress was kept answers false (it is flagged once its date has passed, so nothing late is
   * hidden) until a follow-up done in its period, or an evaluation, is written.
   */
  hasFollowUp: z.boolean(),
  hasEvaluation: z.boolean(),
  /** What the caller may do with it. */
  myAccess: z.enum(["read", "write", "manage"]),
  /** May the caller take the decision (publish, or record a head decision in an evaluation)? */
  mayDecide: z.boolean(),
  version: z.number(),
});
export type ActionProgram = z.infer<typeof ActionProgramSchema>;
export const ActionProgramPageSchema = pageSchema(ActionProgramSchema);

/** Follow-up (spec section 3): responsible staff, date, summary, functioned-well flag, link. */
export const FollowUpSchema = z.object({
  id: z.string(),
  actionProgramId: z.string(),
  schoolId: z.string(),
  studentId: z.string(),
  responsibleId: z.string(),
  date: z.string(),
  summary: z.string(),
  functionedWell: z.boolean(),
  link: z.string().nullable(),
  createdById: z.string(),
  createdAt: z.string(),
  version: z.number(),
});
export type FollowUp = z.infer<typeof FollowUpSchema>;
export const FollowUpPageSchema = pageSchema(FollowUpSchema);

export const CreateFollowUpInputSchema = z
  .object({
    actionProgramId: IdSchema,
    responsibleId: IdSchema,
    date: DateSchema,
    summary: LongTextSchema,
    functionedWell: z.boolean(),
    link: UrlSchema.nullable().optional(),
  })
  .strict();
export type CreateFollowUpInput = z.infer<typeof CreateFollowUpInputSchema>;

export const UpdateFollowUpInputSchema = z
  .object({
    version: VersionSchema,
    responsibleId: IdSchema.optional(),
    date: DateSchema.optional(),
    summary: LongTextSchema.optional(),
    functionedWell: z.boolean().optional(),
    link: UrlSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "version"), reasonIssue("nothingToChange"));
export type UpdateFollowUpInput = z.infer<typeof UpdateFollowUpInputSchema>;

/** Evaluation (spec section 3): success factors, troubles, changes, the head's decision, responsible. */
export const EvaluationSchema = z.object({
  id: z.string(),
  actionProgramId: z.string(),
  schoolId: z.string(),
  studentId: z.string(),
  responsibleId: z.string(),
  date: z.string(),
  successFactors: z.string(),
  troubles: z.string(),
  changes: z.string(),
  headDecision: z.enum(HEAD_DECISIONS).nullable(),
  createdById: z.string(),
  createdAt: z.string(),
  version: z.number(),
});
export type Evaluation = z.infer<typeof EvaluationSchema>;
export const EvaluationPageSchema = pageSchema(EvaluationSchema);

export const CreateEvaluationInputSchema = z
  .object({
    actionProgramId: IdSchema,
    responsibleId: IdSchema,
    date: DateSchema,
    successFactors: LongTextSchema,
    troubles: LongTextSchema,
    changes: LongTextSchema,
    headDecision: z.enum(HEAD_DECISIONS).nullable().optional(),
  })
  .strict();
export type CreateEvaluationInput = z.infer<typeof CreateEvaluationInputSchema>;

export const UpdateEvaluationInputSchema = z
  .object({
    version: VersionSchema,
    responsibleId: IdSchema.optional(),
    date: DateSchema.optional(),
    successFactors: LongTextSchema.optional(),
    troubles: LongTextSchema.optional(),
    changes: LongTextSchema.optional(),
    headDecision: z.enum(HEAD_DECISIONS).nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "version"), reasonIssue("nothingToChange"));
export type UpdateEvaluationInput = z.infer<typeof UpdateEvaluationInputSchema>;

/** Follow-up and evaluation lists: optionally one program's, or one pupil's. */
export const ListProgramItemsQuerySchema = z
  .object({
    actionProgramId: IdSchema.optional(),
    studentId: IdSchema.optional(),
    cursor: z.string().min(1).max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();
export type ListProgramItemsQuery = z.infer<typeof ListProgramItemsQuerySchema>;

/** GET /action-program/{schoolId}/{id} and its decision document: the school and the program. */
export const ActionProgramParamSchema = z.object({ schoolId: IdSchema, id: IdSchema }).strict();

/** The decision document: a PDF. */
export const DecisionDocumentSchema = z.file().mime(["application/pdf"]);
