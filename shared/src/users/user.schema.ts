import * as z from "zod";
import { reasonIssue } from "../messages.js";
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_SETTINGS,
  ORGANIZATION_ROLES,
  ROLES,
  SCHOOL_ROLES,
  SUB_ROLES,
  SUBSCRIPTIONS,
  TEACHER_SUBJECTS,
} from "../constants.js";
import { EmailSchema, IdSchema, NameSchema, pageSchema, VersionSchema } from "../common.schema.js";
import { VIOLATION_SEEN_LIMITS } from "../violations/violation-clock.js";

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
  /** Every role held anywhere (spec). Which apply where: `schools[].roles` and `organizationRoles`. */
  roles: z.array(z.enum(ROLES)),
  /** The active role of this request (X-Active-Role, else the first role). */
  role: z.enum(ROLES),
  /** Roles held at the organization (OWNER, MAINADMIN) or the platform (SUPERADMIN). */
  organizationRoles: z.array(z.enum(ORGANIZATION_ROLES)),
  organization: z.object({
    id: z.string(),
    name: z.string(),
    schoolName: z.string().nullable(),
    schoolNamePlural: z.string().nullable(),
    /** The 6:10 chain's limits the violation flags use (violations/violation-clock.ts). */
    violationSeenLimit: z.enum(VIOLATION_SEEN_LIMITS),
    violationInvestigationLimitDays: z.number(),
  }),
  schools: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      subscriptions: z.array(z.enum(SUBSCRIPTIONS)),
      counselorName: z.string().nullable(),
      counselorNamePlural: z.string().nullable(),
      teacherName: z.string().nullable(),
      /** The roles the user can act in at this school: the membership's, plus organization roles. */
      roles: z.array(z.enum(ROLES)),
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
    /**
     * The current password: required in the same request when the email or the password changes or two-factor is
     * turned off (ASVS 5.0 V6), since those changes could hand the account to someone else.
     */
    currentPassword: z.string().max(128).optional(),
    notificationSetting: z.enum(NOTIFICATION_SETTINGS),
    twoStepAuth: z.boolean(),
    hiddenNotificationCategories: z
      .array(z.enum(NOTIFICATION_CATEGORIES))
      .max(NOTIFICATION_CATEGORIES.length),
    teacherSubjects: z.array(z.enum(TEACHER_SUBJECTS)).max(TEACHER_SUBJECTS.length),
    subRole: z.enum(SUB_ROLES).nullable().optional(),
    /** Optional only because the spec's own body for this call has no version (docs/api.md). */
    version: VersionSchema.optional(),
  })
  .strict();
export type UpdateOwnUserInput = z.infer<typeof UpdateOwnUserInputSchema>;

/** A user as the admin pages list them. */
export const UserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Every role held at the memberships listed here, and at the organization. */
  roles: z.array(z.enum(ROLES)),
  organizationRoles: z.array(z.enum(ORGANIZATION_ROLES)),
  /** The memberships the caller's scope covers, with the roles held at each school. */
  memberships: z.array(z.object({ schoolId: z.string(), roles: z.array(z.enum(SCHOOL_ROLES)) })),
  subRole: z.enum(SUB_ROLES).nullable(),
  twoStepAuth: z.boolean(),
  emailverified: z.boolean(),
  schoolIds: z.array(z.string()),
  /**
   * The person also works where the caller's scope does not reach (another school, or an organization role): their
   * name, email and account are then not the caller's to change (user.policy.ts).
   */
  outsideScope: z.boolean(),
  version: z.number(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

/** GET /user: a page of a school's users. */
export const UserPageSchema = pageSchema(UserSummarySchema);

export const ListUsersQuerySchema = z
  .object({
    schoolId: IdSchema,
    cursor: z.string().min(1).max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();
export type ListUsersQuery = z.infer<typeof ListUsersQuerySchema>;

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

/**
 * PATCH /user/{id}: an admin edits another user. `roles` are the roles held at `schoolId` (school roles, at least
 * one: taking someone out of a school is PATCH /schools/{id} usersToRemove); `organizationRoles` replace the
 * organization roles. Who may change what: user.policy.ts.
 */
export const UpdateUserInputSchema = z
  .object({
    version: VersionSchema,
    name: NameSchema.optional(),
    email: EmailSchema.optional(),
    schoolId: IdSchema.optional(),
    roles: z.array(z.enum(SCHOOL_ROLES)).min(1).max(SCHOOL_ROLES.length).optional(),
    organizationRoles: z.array(z.enum(ORGANIZATION_ROLES)).max(ORGANIZATION_ROLES.length).optional(),
    subRole: z.enum(SUB_ROLES).nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== "version"), reasonIssue("nothingToChange"))
  .refine((body) => (body.roles === undefined) === (body.schoolId === undefined), {
    ...reasonIssue("rolesNeedSchool"),
    path: ["schoolId"],
  });
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

/** GET /user/eht/school/{schoolId}: a page of the student-health team. */
export const StaffMemberPageSchema = pageSchema(StaffMemberSchema);
