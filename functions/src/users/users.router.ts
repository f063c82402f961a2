import { IdParamSchema, PageQuerySchema, SchoolIdParamSchema } from "#shared/common.schema";
import {
  CreateUserInputSchema,
  ListUsersQuerySchema,
  SignedInUserSchema,
  StaffMemberPageSchema,
  UpdateOwnUserInputSchema,
  UpdateUserInputSchema,
  UserPageSchema,
  UserSummarySchema,
} from "#shared/users/user.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import {
  addUser,
  deleteUser,
  listStudentHealthTeam,
  listUsers,
  updateOwnSettings,
  updateUser,
} from "./users.service.js";

/** Staff (/user): validate, call one function of users.service.ts, respond. */
export const usersRouter = createRouter()
  .use("/user/*", requireActor)

  /**
   * PATCH /user: the signed-in user's own settings (spec sections 2 and 7). Changing the email or the password, or
   * turning two-factor off, needs the current password.
   */
  .patch(
    "/user",
    describeRoute({
      summary: "Change one's own settings",
      description:
        "Changing the email or the password, or turning two-factor off, needs `currentPassword`. Answers the " +
        "signed-in user.",
      responses: { 200: SignedInUserSchema },
      errors: [403, 404, 409],
    }),
    validate("json", UpdateOwnUserInputSchema),
    async (c) => {
      return c.json(await updateOwnSettings(contextOf(c), c.req.valid("json")));
    },
  )

  /** The users of one school, for the admin pages: each with the memberships the caller's scope covers. */
  .get(
    "/user",
    describeRoute({
      summary: "A school's users",
      description: "For the admin pages: each with the memberships the caller's scope covers.",
      responses: { 200: UserPageSchema },
      errors: [403, 404],
    }),
    validate("query", ListUsersQuerySchema),
    async (c) => {
      return c.json(await listUsers(contextOf(c), c.req.valid("query")));
    },
  )

  /**
   * Adds a person to a school with a role and mails an invitation (201); a person who already exists in the
   * organization gets the role instead (200). Who may grant what: user.policy.ts.
   */
  .post(
    "/user",
    describeRoute({
      summary: "Add a person to a school",
      description:
        "With a role, and mails an invitation (201); a person who already exists in the organization gets the " +
        "role instead (200).",
      responses: { 200: UserSummarySchema, 201: UserSummarySchema },
      errors: [403, 404, 409],
    }),
    validate("json", CreateUserInputSchema),
    async (c) => {
      const { user, created } = await addUser(contextOf(c), c.req.valid("json"));
      return c.json(user, created ? 201 : 200);
    },
  )

  /** An admin edits another person; each part is judged by the users policy (user.policy.ts). */
  .patch(
    "/user/:id",
    describeRoute({
      summary: "Edit another person",
      description: "Each part is judged by the users policy; `version` is required (stale: 409).",
      responses: { 200: UserSummarySchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateUserInputSchema),
    async (c) => {
      return c.json(await updateUser(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") }));
    },
  )

  /** Deletes a person with their memberships, sessions and places in the school's data; never oneself. */
  .delete(
    "/user/:id",
    describeRoute({
      summary: "Delete a person",
      description: "With their memberships, sessions and places in the school's data; never oneself.",
      responses: { 204: null },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      await deleteUser(contextOf(c), c.req.valid("param"));
      return c.body(null, 204);
    },
  )

  /** The school's student-health team (counselors and heads) with roles and work schedule. */
  .get(
    "/user/eht/school/:schoolId",
    describeRoute({
      summary: "A school's student-health team",
      description: "Counselors and heads, with roles and work schedule.",
      responses: { 200: StaffMemberPageSchema },
      errors: [403, 404],
    }),
    validate("param", SchoolIdParamSchema),
    validate("query", PageQuerySchema),
    async (c) => {
      const input = { ...c.req.valid("query"), ...c.req.valid("param") };
      return c.json(await listStudentHealthTeam(contextOf(c), input));
    },
  );
