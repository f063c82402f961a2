import * as z from "zod";
import { reasonIssue } from "../messages.js";
import { accessSettingsIssues } from "../access/access-choice.js";
import { IdRefSchema, IdSchema, pageSchema, VersionSchema, filledText } from "../common.schema.js";
import { SMILEYS, TICKET_ACCESS_LEVELS, TICKET_STATUSES, TICKET_STEPS } from "./ticket.constants.js";

export * from "./ticket.constants.js";

/**
 * Tickets (ärenden): one pupil's matter followed by the student-health team through the spec's steps (section 4),
 * with comments on each step, messages, decisions, feedback with smiley reactions, and reminders to the owner.
 * Who may see and do what is decided in `ticket.policy.ts`.
 */

const VisibleAccessSchema = z.enum(["timeline", "read", "write", "manage"]);

// ---------------------------------------------------------------------------------------------------------------
// Responses

/** A staff member as a document names them: the id, and the name at the time of writing. */
export const UserRefSchema = z.object({ id: z.string(), name: z.string() });
export type UserRef = z.infer<typeof UserRefSchema>;

/** A comment on a step (spec: events (comment, stepId)). */
export const TicketEventSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  stepId: z.string(),
  comment: z.string(),
  author: UserRefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type TicketEvent = z.infer<typeof TicketEventSchema>;

/** One step the ticket entered: who moved it there, when, an optional summary, and the comments on it. */
export const TicketStepRecordSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  status: z.enum(TICKET_STEPS),
  summary: z.string(),
  createdBy: UserRefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
  events: z.array(TicketEventSchema),
});
export type TicketStepRecord = z.infer<typeof TicketStepRecordSchema>;

export const TicketMessageSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  text: z.string(),
  author: UserRefSchema,
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

export const TicketDecisionSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  text: z.string(),
  decidedBy: UserRefSchema,
  createdAt: z.string(),
});
export type TicketDecision = z.infer<typeof TicketDecisionSchema>;

/** One person's smiley on one feedback entry (at most one per person; PATCH changes it). */
export const ReactionSchema = z.object({
  id: z.string(),
  feedbackId: z.string(),
  ticketId: z.string(),
  smiley: z.enum(SMILEYS),
  user: UserRefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type Reaction = z.infer<typeof ReactionSchema>;

export const FeedbackSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  schoolId: z.string(),
  studentId: z.string(),
  text: z.string(),
  author: UserRefSchema,
  createdAt: z.string(),
  reactions: z.array(ReactionSchema),
  /** The ticket is archived: its feedback is read-only, so nobody is offered a smiley that would fail. */
  ticketArchived: z.boolean(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

export const ReminderSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  sentBy: UserRefSchema,
  sentTo: UserRefSchema,
  createdAt: z.string(),
});
export type Reminder = z.infer<typeof ReminderSchema>;

const TicketBaseSchema = z.object({
  id: z.string(),
  schoolId: z.string(),
  studentId: z.string(),
  currentStep: z.enum(TICKET_STEPS),
  status: z.enum(TICKET_STATUSES),
  archived: z.boolean(),
  owner: UserRefSchema.nullable(),
  notifier: UserRefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
  /** What the caller may do with this ticket; the web shows buttons by it (the server enforces). */
  myAccess: VisibleAccessSchema,
});

/** The full ticket page, for actors with read access or more. */
export const FullTicketSchema = TicketBaseSchema.extend({
  view: z.literal("full"),
  title: z.string(),
  description: z.string(),
  access: z.enum(TICKET_ACCESS_LEVELS),
  recipients: z.array(z.string()),
  teamId: z.string().nullable(),
  contactTeachers: z.array(z.string()),
  editors: z.array(z.string()),
  steps: z.array(TicketStepRecordSchema),
  messages: z.array(TicketMessageSchema),
  decisions: z.array(TicketDecisionSchema),
  feedback: z.array(FeedbackSchema),
  reminders: z.array(ReminderSchema),
});
export type FullTicket = z.infer<typeof FullTicketSchema>;

/**
 * The simplified timeline (spec section 4: teachers see only the step titles): which steps the ticket went
 * through and when, who reported it and who is responsible. No title, description, comments, messages,
 * decisions, feedback or access settings.
 */
export const TimelineTicketSchema = TicketBaseSchema.extend({
  view: z.literal("timeline"),
  /** What the reader wrote when they reported the matter themselves (null for everyone else). */
  ownReport: z.object({ title: z.string(), description: z.string() }).nullable(),
  steps: z.array(z.object({ id: z.string(), status: z.enum(TICKET_STEPS), createdAt: z.string() })),
});
export type TimelineTicket = z.infer<typeof TimelineTicketSchema>;

export const TicketDetailSchema = z.discriminatedUnion("view", [FullTicketSchema, TimelineTicketSchema]);
export type TicketDetail = z.infer<typeof TicketDetailSchema>;

/** A row of the ticket lists. `title` and `access` are null in the timeline view. */
export const TicketSummarySchema = TicketBaseSchema.extend({
  view: z.enum(["full", "timeline"]),
  title: z.string().nullable(),
  access: z.enum(TICKET_ACCESS_LEVELS).nullable(),
});
export type TicketSummary = z.infer<typeof TicketSummarySchema>;

/** GET /tickets/school/{schoolId}: a page of the list. */
export const TicketPageSchema = pageSchema(TicketSummarySchema);
/** GET /feedback/{schoolId}: a page of feedback entries with their reactions. */
export const FeedbackPageSchema = pageSchema(FeedbackSchema);

/** POST /tickets: the ticket as the author may see it, or only its id should the policy leave them without access. */
export const CreatedTicketSchema = z.union([TicketDetailSchema, z.object({ id: z.string() })]);

/** POST /tickets/reminder/{id}: the reminder and the spec's 'a reminder sent' in the caller's language. */
export const ReminderSentSchema = z.object({ reminder: ReminderSchema, message: z.string() });
export type ReminderSent = z.infer<typeof ReminderSentSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Requests

export const TicketTitleSchema = filledText(200);
export const TicketDescriptionSchema = filledText(20_000);
/** Comments, messages, decisions and feedback. */
export const TicketTextSchema = filledText(5_000);
export const StepSummarySchema = z.string().trim().max(5_000);
const UserRefsSchema = z.array(IdRefSchema).max(100);

/** The access settings and their shape rules: every pupil document's (shared/src/access/access-choice.ts). */
export {
  ACCESS_LIST_FIELD,
  accessSettingsIssues,
  type AccessSettings as TicketAccessSettings,
  type AccessSettingsIssue,
} from "../access/access-choice.js";

const ids = (refs: { id: string }[] | undefined) => [...new Set((refs ?? []).map((ref) => ref.id))];

/** POST /tickets. The school is the pupil's; the notifier is the caller; the ticket starts at REPORT. */
export const CreateTicketInputSchema = z
  .object({
    studentId: IdSchema,
    title: TicketTitleSchema,
    description: TicketDescriptionSchema,
    access: z.enum(TICKET_ACCESS_LEVELS),
    recipients: UserRefsSchema.optional(),
    teamId: IdSchema.nullable().optional(),
    contactTeachers: UserRefsSchema.optional(),
    editors: UserRefsSchema.optional(),
    /** The responsible staff member (student-health staff of the school); only they may assign. */
    ownerId: IdSchema.nullable().optional(),
  })
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
  });
export type CreateTicketInput = z.infer<typeof CreateTicketInputSchema>;

/**
 * PATCH /tickets/{id}: `version` is required (a stale one answers 409). Changing the level replaces its lists:
 * give the new level's list (or team) in the same request.
 */
export const UpdateTicketInputSchema = z
  .object({
    version: VersionSchema,
    title: TicketTitleSchema.optional(),
    description: TicketDescriptionSchema.optional(),
    access: z.enum(TICKET_ACCESS_LEVELS).optional(),
    recipients: UserRefsSchema.optional(),
    teamId: IdSchema.nullable().optional(),
    contactTeachers: UserRefsSchema.optional(),
    editors: UserRefsSchema.optional(),
    ownerId: IdSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "version"), reasonIssue("nothingToChange"));
export type UpdateTicketInput = z.infer<typeof UpdateTicketInputSchema>;

/** GET /tickets/school/{schoolId}: the list filters, all on the server. */
export const ListTicketsQuerySchema = z
  .object({
    status: z.enum(TICKET_STATUSES).optional(),
    studentId: IdSchema.optional(),
    ownerId: IdSchema.optional(),
    step: z.enum(TICKET_STEPS).optional(),
    cursor: z.string().min(1).max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();
export type ListTicketsQuery = z.infer<typeof ListTicketsQuerySchema>;

/** POST /step: move the ticket to a step (see the transitions in ticket.policy.ts). */
export const CreateStepInputSchema = z
  .object({
    ticketId: IdSchema,
    status: z.enum(TICKET_STEPS),
    /** The ticket's version last read. */
    version: VersionSchema,
    summary: StepSummarySchema.optional(),
  })
  .strict();
export type CreateStepInput = z.infer<typeof CreateStepInputSchema>;

/** PATCH /step/{id}: the step's summary; `version` is the step's. */
export const UpdateStepInputSchema = z
  .object({ summary: StepSummarySchema, version: VersionSchema })
  .strict();
export type UpdateStepInput = z.infer<typeof UpdateStepInputSchema>;

/** POST /step/event (spec: comment, stepId). */
export const CreateStepEventInputSchema = z.object({ stepId: IdSchema, comment: TicketTextSchema }).strict();
export type CreateStepEventInput = z.infer<typeof CreateStepEventInputSchema>;

/** PATCH /step/event/{id}: only the comment's author edits it. */
export const UpdateStepEventInputSchema = z
  .object({ comment: TicketTextSchema, version: VersionSchema })
  .strict();
export type UpdateStepEventInput = z.infer<typeof UpdateStepEventInputSchema>;

export const CreateMessageInputSchema = z.object({ ticketId: IdSchema, text: TicketTextSchema }).strict();
export type CreateMessageInput = z.infer<typeof CreateMessageInputSchema>;
export const CreateDecisionInputSchema = z.object({ ticketId: IdSchema, text: TicketTextSchema }).strict();
export type CreateDecisionInput = z.infer<typeof CreateDecisionInputSchema>;
export const CreateFeedbackInputSchema = z.object({ ticketId: IdSchema, text: TicketTextSchema }).strict();
export type CreateFeedbackInput = z.infer<typeof CreateFeedbackInputSchema>;

export const CreateReactionInputSchema = z.object({ feedbackId: IdSchema, smiley: z.enum(SMILEYS) }).strict();
export type CreateReactionInput = z.infer<typeof CreateReactionInputSchema>;
/** PATCH /reaction/{id}: only its author changes a reaction; `version` is the reaction's. */
export const UpdateReactionInputSchema = z
  .object({ smiley: z.enum(SMILEYS), version: VersionSchema })
  .strict();
export type UpdateReactionInput = z.infer<typeof UpdateReactionInputSchema>;

/** GET /feedback/{schoolId}: newest first, optionally for one pupil. */
export const ListFeedbackQuerySchema = z
  .object({
    studentId: IdSchema.optional(),
    cursor: z.string().min(1).max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();
export type ListFeedbackQuery = z.infer<typeof ListFeedbackQuerySchema>;
