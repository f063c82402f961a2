import * as z from "zod";
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_SETTINGS,
  ROLES,
  SUB_ROLES,
  SUBSCRIPTIONS,
  TEACHER_SUBJECTS,
} from "../constants.js";
import { EmailSchema, IdSchema, NameSchema, VersionSchema } from "../common.schema.js";

/** The signed-in user exactly as GET /auth/me and PATCH /user answer (spec section 3, Signed-in user). */
export const SignedInUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailverified: z.boolean(),
  notificationSetting: z.enum(NOTIFICATION_SETTINGS),
  twoStepAuth: z.boolean(),
  hiddenNotificationCategories: z.array(z.enum(NOTIFICATION_CATEGORIES)),
  teacherSubjects: z.array(z.enum(TEACHER_SUBJECTS)),
  subRole: z.enum(SUB_ROLES).nullable(),
  roles: z.array(z.enum(ROLES)),
  /** The active role of this request (X-Active-Role, else the first role). */
  role: z.enum(ROLES),
  organization: z.object({
    id: z.string(),
    name: z.string(),
    schoolName: z.string().nullable(),
    schoolNamePlural: z.string().nullable(),
  }),
  schools: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      subscriptions: z.array(z.enum(SUBSCRIPTIONS)),
      counselorName: z.string().nullable(),
      counselorNamePlural: z.string().nullable(),
      teacherName: z.string().nullable(),
    }),
  ),
  /** Two-factor enrolment is offered only when one of the user's schools has TWOSTEPAUTH. */
  twoStepAuthAvailable: z.boolean(),
  version: z.number(),
});
export type SignedInUser = z.infer<typeof SignedInUserSchema>;

/** PATCH /user: the signed-in user's own settings, exactly the spec's body (section 7). */
export const UpdateOwnUserInputSchema = z
  .object({
    id: IdSchema,
    name: NameSchema,
    email: EmailSchema,
    /** Empty or absent: the password is not changed (spec section 5). */
    password: z.string().max(128).optional(),
    notificationSetting: z.enum(NOTIFICATION_SETTINGS),
    twoStepAuth: z.boolean(),
    hiddenNotificationCategories: z
      .array(z.enum(NOTIFICATION_CATEGORIES))
      .max(NOTIFICATION_CATEGORIES.length),
    teacherSubjects: z.array(z.enum(TEACHER_SUBJECTS)).max(TEACHER_SUBJECTS.length),
    subRole: z.enum(SUB_ROLES).nullable().optional(),
    version: VersionSchema.optional(),
  })
  .strict();
export type UpdateOwnUserInput = z.infer<typeof UpdateOwnUserInputSchema>;

/** A user as the admin pages list them. */
export const UserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(ROLES)),
  subRole: z.enum(SUB_ROLES).nullable(),
  twoStepAuth: z.boolean(),
  emailverified: z.boolean(),
  schoolIds: z.array(z.string()),
  version: z.number(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

export const ListUsersQuerySchema = z
  .object({
    schoolId: IdSchema,
    cursor: z.string().min(1).max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();

/**
 * POST /user: add a user to a school. Adding a student-health user sends COUNSELOR, a teacher TEACHER (spec
 * section 6). An email already used in the same organization adds that user to the school instead.
 */
export const CreateUserInputSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    role: z.enum(ROLES),
    schoolId: IdSchema,
    subRole: z.enum(SUB_ROLES).nullable().optional(),
  })
  .strict();
export type CreateUserInput = z.infer<typeof CreateUserInputSchema>;

/** PATCH /user/{id}: an admin edits another user. */
export const UpdateUserInputSchema = z
  .object({
    version: VersionSchema.optional(),
    name: NameSchema.optional(),
    email: EmailSchema.optional(),
    roles: z.array(z.enum(ROLES)).min(1).max(ROLES.length).optional(),
    subRole: z.enum(SUB_ROLES).nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "version"), { message: "Nothing to change" });
export type UpdateUserInput = z.infer<typeof UpdateUserInputSchema>;

/** A staff member in the schedule list (spec section 3); work shifts arrive with the schedule domain. */
export const StaffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  roles: z.array(z.enum(ROLES)),
  subRole: z.enum(SUB_ROLES).nullable(),
  schedule: z.array(
    z.object({
      id: z.string(),
      schoolId: z.string(),
      day: z.string(),
      startTime: z.string(),
      stopTime: z.string(),
    }),
  ),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
