import { IdParamSchema, SchoolIdParamSchema, PageQuerySchema } from "#shared/common.schema";
import type { Role } from "#shared/constants";
import { isValidPassword, PASSWORD_RULE_MESSAGE } from "#shared/password";
import {
  canManageUserWithRoles,
  grantableRoles,
  schoolScope,
  userScope,
} from "#shared/policy/foundation.policy";
import {
  CreateUserInputSchema,
  ListUsersQuerySchema,
  UpdateOwnUserInputSchema,
  UpdateUserInputSchema,
} from "#shared/users/user.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { authorize } from "../core/authorize.js";
import { AppError, badRequest, forbidden } from "../core/errors.js";
import { queryPage } from "../core/pagination.js";
import { validate } from "../core/validate.js";
import { transact } from "../db/transact.js";
import { endSessions, INVITATION_LIFETIME_SECONDS, issueOneTimeToken } from "../auth/auth.service.js";
import { invitationMail } from "../mail/templates.js";
import { getSchool, schoolScopeFor } from "../schools/school-access.js";
import {
  getOrganizationAndSchools,
  getUser,
  getUserByEmail,
  getUsers,
  membershipCopyWrites,
  toSignedInUser,
  toStaffMember,
  toUserSummary,
} from "./users.repo.js";
import { removeUserFromSchool } from "./user-removal.js";

const emailTaken = () => new AppError("EMAIL_TAKEN");

export const usersRouter = createRouter()
  .use("/user/*", requireActor)

  /**
   * PATCH /user: the signed-in user's own settings (spec sections 2 and 7). An empty password is not changed; a
   * new one must meet the rule and ends every other session. A new email must be verified again.
   */
  .patch("/user", validate("json", UpdateOwnUserInputSchema), async (c) => {
    const deps = c.get("deps");
    const actor = c.get("actor");
    const body = c.req.valid("json");
    if (body.id !== actor.userId) throw forbidden();
    const user = await getUser(deps.db, actor.userId);
    if (!user) throw new AppError("UNAUTHENTICATED");
    if (body.version !== undefined && body.version !== user.version) throw new AppError("CONFLICT");

    const roles = user.roles as Role[];
    const password = body.password ?? "";
    if (password !== "" && !isValidPassword(password)) {
      throw badRequest(
        { en: PASSWORD_RULE_MESSAGE, sv: "Lösenordet måste innehålla minst 1 versal, 1 gemen och 1 siffra" },
        ["password"],
      );
    }
    // Absent keeps the sub-role; null clears it.
    const subRole = body.subRole === undefined ? user.subRole : (body.subRole ?? undefined);
    if (subRole && !roles.includes("COUNSELOR")) {
      throw badRequest(
        { sv: "Endast elevhälsopersonal har en yrkesroll", en: "Only student-health staff have a sub-role" },
        ["subRole"],
      );
    }
    if (body.teacherSubjects.length > 0 && !roles.includes("TEACHER")) {
      throw badRequest(
        { sv: "Endast lärare har undervisningsämnen", en: "Only teachers have teaching subjects" },
        ["teacherSubjects"],
      );
    }
    if (body.twoStepAuth && !user.totpSecret) {
      throw badRequest(
        {
          sv: "Tvåstegsverifiering måste först ställas in med en kod",
          en: "Set up two-factor with a code first",
        },
        ["twoStepAuth"],
      );
    }
    const emailChanged = body.email !== user.email;
    const now = deps.clock.now().toISOString();
    const passwordHash = password !== "" ? await deps.passwords.hash(password) : undefined;

    await transact(
      deps.db,
      (tx) => {
        let update = tx.user
          .patch({ id: user.id })
          .set({
            name: body.name,
            email: body.email,
            emailverified: emailChanged ? false : user.emailverified,
            notificationSetting: body.notificationSetting,
            twoStepAuth: body.twoStepAuth,
            hiddenNotificationCategories: [...new Set(body.hiddenNotificationCategories)],
            teacherSubjects: [...new Set(body.teacherSubjects)],
            updatedAt: now,
            ...(subRole ? { subRole } : {}),
            ...(passwordHash ? { passwordHash } : {}),
          })
          .add({ version: 1 });
        const removals = [
          ...(subRole ? [] : ["subRole" as const]),
          ...(body.twoStepAuth ? [] : ["totpSecret" as const, "totpPendingSecret" as const]),
        ];
        if (removals.length > 0) update = update.remove(removals);
        return [
          update.where((attr, op) => op.eq(attr.version, user.version)).commit(),
          ...(emailChanged
            ? [
                tx.userEmail.delete({ email: user.email }).commit(),
                tx.userEmail.create({ email: body.email, userId: user.id }).commit(),
              ]
            : []),
          ...membershipCopyWrites(tx, user, {
            name: body.name,
            roles,
            subRole,
            twoStepAuth: body.twoStepAuth,
          }),
        ];
      },
      emailChanged ? () => conflictOrEmailTaken(deps.db, body.email, user.id) : undefined,
    );
    if (passwordHash) await endSessions(deps.db, user.id, c.get("auth").sessionId);
    const updated = await getUser(deps.db, user.id);
    const { organization, schools } = await getOrganizationAndSchools(
      deps.db,
      user.organizationId,
      user.schoolIds,
    );
    return c.json(toSignedInUser(updated!, actor.role, organization, schools));
  })

  /** The users of one school, for the admin pages. */
  .get("/user", validate("query", ListUsersQuerySchema), async (c) => {
    const { db } = c.get("deps");
    const query = c.req.valid("query");
    await authorize(c, "user.list", await schoolScopeFor(c, query.schoolId));
    const page = await queryPage(
      db.membership.query.bySchool({ schoolId: query.schoolId }),
      query,
      (member) => member.userId,
    );
    const users = new Map((await getUsers(db, page.items)).map((user) => [user.id, user]));
    const items = page.items.flatMap((id) => {
      const user = users.get(id);
      return user ? [toUserSummary(user)] : [];
    });
    return c.json({ items, cursor: page.cursor });
  })

  /**
   * Adds a user to a school and mails an invitation to choose a password. An email already used in the same
   * organization adds that person to the school (and the role) instead; in another organization it is taken.
   */
  .post("/user", validate("json", CreateUserInputSchema), async (c) => {
    const deps = c.get("deps");
    const actor = c.get("actor");
    const body = c.req.valid("json");
    const school = await getSchool(deps.db, body.schoolId);
    const scope = school
      ? schoolScope(actor, { schoolId: school.id, organizationId: school.organizationId })
      : "none";
    await authorize(c, "user.create", scope);
    if (!school) throw new AppError("NOT_FOUND");
    if (!grantableRoles(actor).includes(body.role)) throw forbidden();
    if (body.subRole && body.role !== "COUNSELOR") {
      throw badRequest(
        { sv: "Endast elevhälsopersonal har en yrkesroll", en: "Only student-health staff have a sub-role" },
        ["subRole"],
      );
    }
    const now = deps.clock.now().toISOString();
    const existing = await getUserByEmail(deps.db, body.email);

    if (existing) {
      if (existing.organizationId !== school.organizationId) throw emailTaken();
      if (!canManageUserWithRoles(actor, existing.roles as Role[])) throw forbidden();
      const roles = existing.roles.includes(body.role) ? existing.roles : [...existing.roles, body.role];
      const schoolIds = existing.schoolIds.includes(school.id)
        ? existing.schoolIds
        : [...existing.schoolIds, school.id];
      const subRole = body.subRole ?? existing.subRole;
      await transact(deps.db, (tx) => [
        tx.user
          .patch({ id: existing.id })
          .set({ roles, schoolIds, updatedAt: now, ...(subRole ? { subRole } : {}) })
          .add({ version: 1 })
          .where((attr, op) => op.eq(attr.version, existing.version))
          .commit(),
        tx.membership
          .put({
            schoolId: school.id,
            userId: existing.id,
            organizationId: school.organizationId,
            name: existing.name,
            roles,
            twoStepAuth: existing.twoStepAuth,
            ...(subRole ? { subRole } : {}),
          })
          .commit(),
        ...membershipCopyWrites(tx, existing, {
          name: existing.name,
          roles,
          subRole,
          twoStepAuth: existing.twoStepAuth,
        }),
      ]);
      return c.json(toUserSummary((await getUser(deps.db, existing.id))!), 200);
    }

    const id = deps.ids.id();
    await transact(
      deps.db,
      (tx) => [
        tx.userEmail.create({ email: body.email, userId: id }).commit(),
        tx.user
          .create({
            id,
            organizationId: school.organizationId,
            name: body.name,
            email: body.email,
            emailverified: false,
            notificationSetting: "ENABLED",
            twoStepAuth: false,
            hiddenNotificationCategories: [],
            teacherSubjects: [],
            roles: [body.role],
            schoolIds: [school.id],
            createdAt: now,
            updatedAt: now,
            version: 1,
            ...(body.subRole ? { subRole: body.subRole } : {}),
          })
          .commit(),
        tx.membership
          .put({
            schoolId: school.id,
            userId: id,
            organizationId: school.organizationId,
            name: body.name,
            roles: [body.role],
            twoStepAuth: false,
            ...(body.subRole ? { subRole: body.subRole } : {}),
          })
          .commit(),
      ],
      emailTaken,
    );
    const token = await issueOneTimeToken(deps, "RESET_PASSWORD", id, {
      lifetimeSeconds: INVITATION_LIFETIME_SECONDS,
    });
    await deps.mailer.send(
      invitationMail(
        body.email,
        body.name,
        `${deps.config.publicBaseUrl}/reset-password?token=${encodeURIComponent(token)}`,
      ),
    );
    return c.json(toUserSummary((await getUser(deps.db, id))!), 201);
  })

  /** An admin edits another user: name, email, roles, sub-role. Nobody edits a user who outranks them. */
  .patch(
    "/user/:id",
    validate("param", IdParamSchema),
    validate("json", UpdateUserInputSchema),
    async (c) => {
      const deps = c.get("deps");
      const actor = c.get("actor");
      const body = c.req.valid("json");
      const target = await getUser(deps.db, c.req.valid("param").id);
      await authorize(c, "user.update", target ? userScope(actor, target) : "none");
      if (!target) throw new AppError("NOT_FOUND");
      if (!canManageUserWithRoles(actor, target.roles as Role[])) throw forbidden();
      if (body.roles) {
        if (target.id === actor.userId) throw forbidden();
        const grantable = grantableRoles(actor);
        const added = body.roles.filter((role) => !target.roles.includes(role));
        if (added.some((role) => !grantable.includes(role))) throw forbidden();
      }
      if (body.version !== undefined && body.version !== target.version) throw new AppError("CONFLICT");
      const roles = body.roles ? [...new Set(body.roles)] : (target.roles as Role[]);
      const subRole = body.subRole === null ? undefined : (body.subRole ?? target.subRole);
      if (subRole && !roles.includes("COUNSELOR")) {
        throw badRequest(
          {
            sv: "Endast elevhälsopersonal har en yrkesroll",
            en: "Only student-health staff have a sub-role",
          },
          ["subRole"],
        );
      }
      const name = body.name ?? target.name;
      const email = body.email ?? target.email;
      const emailChanged = email !== target.email;
      await transact(
        deps.db,
        (tx) => {
          let update = tx.user
            .patch({ id: target.id })
            .set({
              name,
              email,
              roles,
              emailverified: emailChanged ? false : target.emailverified,
              updatedAt: deps.clock.now().toISOString(),
              ...(subRole ? { subRole } : {}),
            })
            .add({ version: 1 });
          if (!subRole) update = update.remove(["subRole"]);
          return [
            update.where((attr, op) => op.eq(attr.version, target.version)).commit(),
            ...(emailChanged
              ? [
                  tx.userEmail.delete({ email: target.email }).commit(),
                  tx.userEmail.create({ email, userId: target.id }).commit(),
                ]
              : []),
            ...membershipCopyWrites(tx, target, { name, roles, subRole, twoStepAuth: target.twoStepAuth }),
          ];
        },
        emailChanged ? () => conflictOrEmailTaken(deps.db, email, target.id) : undefined,
      );
      if (name !== target.name) await renameMentor(deps.db, target.id, name);
      return c.json(toUserSummary((await getUser(deps.db, target.id))!));
    },
  )

  /**
   * Deletes a user: the account, its email, its memberships, its sessions, and its place as mentor, teacher or
   * team member. An ADMIN may delete only users whose schools are all theirs; nobody deletes themselves.
   */
  .delete("/user/:id", validate("param", IdParamSchema), async (c) => {
    const deps = c.get("deps");
    const actor = c.get("actor");
    const target = await getUser(deps.db, c.req.valid("param").id);
    await authorize(c, "user.delete", target ? userScope(actor, target) : "none");
    if (!target) throw new AppError("NOT_FOUND");
    if (target.id === actor.userId || !canManageUserWithRoles(actor, target.roles as Role[]))
      throw forbidden();
    if (actor.role === "ADMIN" && !target.schoolIds.every((id) => actor.schoolIds.includes(id)))
      throw forbidden();
    for (const schoolId of target.schoolIds) await removeUserFromSchool(deps, target.id, schoolId);
    await transact(deps.db, (tx) => [
      tx.user.delete({ id: target.id }).commit(),
      tx.userEmail.delete({ email: target.email }).commit(),
    ]);
    await endSessions(deps.db, target.id);
    return c.body(null, 204);
  })

  /** The school's student-health team (counselors and heads) with roles and work schedule. */
  .get(
    "/user/eht/school/:schoolId",
    validate("param", SchoolIdParamSchema),
    validate("query", PageQuerySchema),
    async (c) => {
      const { db } = c.get("deps");
      const { schoolId } = c.req.valid("param");
      await authorize(c, "staff.list", await schoolScopeFor(c, schoolId));
      const query = db.membership.query
        .bySchool({ schoolId })
        .where((attr, op) => `${op.contains(attr.roles, "COUNSELOR")} OR ${op.contains(attr.roles, "HEAD")}`);
      return c.json(await queryPage(query, c.req.valid("query"), toStaffMember));
    },
  );

/** A failed transaction that changed an email: taken by someone else (409 EMAIL_TAKEN) or a stale version. */
async function conflictOrEmailTaken(
  db: Parameters<typeof getUserByEmail>[0],
  email: string,
  userId: string,
): Promise<AppError> {
  const { data } = await db.userEmail.get({ email }).go({ consistent: true });
  return data && data.userId !== userId ? new AppError("EMAIL_TAKEN") : new AppError("CONFLICT");
}

/** Rewrites the mentor name copied onto the pupils a user mentors. */
async function renameMentor(
  db: Parameters<typeof getUserByEmail>[0],
  userId: string,
  name: string,
): Promise<void> {
  let cursor: string | null = null;
  do {
    const page: { data: { id: string }[]; cursor: string | null } = await db.student.query
      .byMentor({ mentorId: userId })
      .go({ cursor, limit: 100, attributes: ["id"] });
    for (const student of page.data) {
      await db.student.patch({ id: student.id }).set({ mentorName: name }).go({ response: "none" });
    }
    cursor = page.cursor;
  } while (cursor);
}
