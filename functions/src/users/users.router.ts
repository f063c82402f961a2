import { IdParamSchema, SchoolIdParamSchema, PageQuerySchema } from "#shared/common.schema";
import { isSchoolRole, type OrganizationRole, type Role, type SchoolRole } from "#shared/constants";
import { isValidPassword, PASSWORD_RULE_MESSAGE } from "#shared/password";
import { allRoles, type RoleModel } from "#shared/policy/actor";
import { decide, schoolScope } from "#shared/policy/foundation.policy";
import { decideUserChange, type UserChange, type UserTarget } from "#shared/users/user.policy";
import {
  CreateUserInputSchema,
  ListUsersQuerySchema,
  UpdateOwnUserInputSchema,
  UpdateUserInputSchema,
} from "#shared/users/user.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { AppError, badRequest, forbidden } from "../core/errors.js";
import { guard } from "../core/guard.js";
import { queryPage } from "../core/pagination.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { transact } from "../db/transact.js";
import {
  checkCurrentPassword,
  endSessions,
  INVITATION_LIFETIME_SECONDS,
  issueOneTimeToken,
} from "../auth/index.js";
import { emailChangedMail, invitationMail } from "../mail/templates.js";
import { getSchool, schoolScopeFor } from "../schools/index.js";
import { coreEntities } from "../core/identity.js";
import { getOrganizationAndSchools } from "../schools/index.js";
import { renameMentor } from "../students/index.js";
import { usersEntities } from "./membership.entity.js";
import {
  userWriteEntities,
  getUser,
  getUserByEmail,
  getUsers,
  membershipWrites,
  roleFieldsOf,
  roleModelOf,
  toSignedInUser,
  toStaffMember,
  toUserSummary,
} from "./users.repo.js";
import { removeUserFromSchool } from "./user-removal.js";
import { guardUserChange, userTargetOf } from "./user-access.js";

const emailTaken = () => new AppError("EMAIL_TAKEN");

const SUBROLE_ONLY_COUNSELORS = {
  sv: "Endast elevhälsopersonal har en yrkesroll",
  en: "Only student-health staff have a sub-role",
};

/** The role model after granting `role` at `schoolId` (a school role there, or an organization role). */
function withGrant(model: RoleModel, schoolId: string, role: Role): RoleModel {
  const member = model.memberships.some((membership) => membership.schoolId === schoolId);
  const memberships = member ? [...model.memberships] : [...model.memberships, { schoolId, roles: [] }];
  if (!isSchoolRole(role)) {
    const orgRoles = model.orgRoles.includes(role as OrganizationRole)
      ? model.orgRoles
      : [...model.orgRoles, role as OrganizationRole];
    return { memberships, orgRoles };
  }
  return {
    orgRoles: model.orgRoles,
    memberships: memberships.map((membership) =>
      membership.schoolId === schoolId && !membership.roles.includes(role)
        ? { schoolId, roles: [...membership.roles, role] }
        : membership,
    ),
  };
}

const sameRoles = (a: readonly Role[], b: readonly Role[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

export const usersRouter = createRouter()
  .use("/user/*", requireActor)

  /**
   * PATCH /user: the signed-in user's own settings (spec sections 2 and 7). An empty password is not changed; a
   * new one must meet the rule and ends every other session. A new email must be verified again, and the previous
   * address is told. Changing the email or the password, or turning two-factor off, needs the current password.
   */
  .patch("/user", validate("json", UpdateOwnUserInputSchema), async (c) => {
    const deps = c.get("deps");
    const actor = c.get("actor");
    const body = c.req.valid("json");
    if (body.id !== actor.userId) throw forbidden();
    const user = await getUser(deps.db, actor.userId);
    if (!user) throw new AppError("UNAUTHENTICATED");
    if (body.version !== undefined && body.version !== user.version) throw new AppError("CONFLICT");

    const model = roleModelOf(user);
    const roles = allRoles(model);
    const password = body.password ?? "";
    if (password !== "" && !isValidPassword(password)) {
      throw badRequest(
        { en: PASSWORD_RULE_MESSAGE, sv: "Lösenordet måste innehålla minst 1 versal, 1 gemen och 1 siffra" },
        ["password"],
      );
    }
    // Absent keeps the sub-role; null clears it.
    const subRole = body.subRole === undefined ? user.subRole : (body.subRole ?? undefined);
    if (subRole && !roles.includes("COUNSELOR")) throw badRequest(SUBROLE_ONLY_COUNSELORS, ["subRole"]);
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
    const twoFactorOff = user.twoStepAuth && !body.twoStepAuth;
    if (emailChanged || password !== "" || twoFactorOff) {
      const check = await checkCurrentPassword(deps, user, body.currentPassword);
      if (check === "locked") throw new AppError("RATE_LIMITED");
      if (check === "wrong") {
        throw badRequest(
          body.currentPassword
            ? { sv: "Det nuvarande lösenordet är fel", en: "The current password is wrong" }
            : {
                sv: "Ange ditt nuvarande lösenord för att ändra e-post, lösenord eller tvåstegsverifiering",
                en: "Enter your current password to change your email, password or two-factor",
              },
          ["currentPassword"],
        );
      }
    }
    const now = deps.clock.now().toISOString();
    const passwordHash = password !== "" ? await deps.passwords.hash(password) : undefined;

    await transact(
      userWriteEntities(deps.db),
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
            ...roleFieldsOf(model),
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
          ...membershipWrites(tx, user, model, { name: body.name, subRole, twoStepAuth: body.twoStepAuth }),
        ];
      },
      emailChanged ? () => conflictOrEmailTaken(deps.db, body.email, user.id) : undefined,
    );
    if (passwordHash) await endSessions(deps.db, user.id, c.get("auth").sessionId);
    if (emailChanged) await deps.mailer.send(emailChangedMail(user.email, body.email));
    const updated = await getUser(deps.db, user.id);
    const { organization, schools } = await getOrganizationAndSchools(
      deps.db,
      user.organizationId,
      user.schoolIds,
    );
    return c.json(toSignedInUser(updated!, actor.role, organization, schools));
  })

  /** The users of one school, for the admin pages: each with the memberships the caller's scope covers. */
  .get("/user", validate("query", ListUsersQuerySchema), async (c) => {
    const { db } = c.get("deps");
    const actor = c.get("actor");
    const query = c.req.valid("query");
    const ctx = contextOf(c);
    await guard(ctx, decide(ctx.actor, "user.list", await schoolScopeFor(ctx, query.schoolId)));
    const page = await queryPage(
      usersEntities(db).membership.query.bySchool({ schoolId: query.schoolId }),
      query,
      (member) => member.userId,
    );
    const users = new Map((await getUsers(db, page.items)).map((user) => [user.id, user]));
    const items = page.items.flatMap((id) => {
      const user = users.get(id);
      return user ? [toUserSummary(user, actor)] : [];
    });
    return c.json({ items, cursor: page.cursor });
  })

  /**
   * Adds a person to a school with a role and mails an invitation to choose a password. An email already used in
   * the same organization adds the role to that person's membership of the school (creating it when needed)
   * instead; in another organization it is taken. Who may grant what: user.policy.ts. Granting a role the person
   * already holds there changes nothing and answers 200, so a retry is harmless.
   */
  .post("/user", validate("json", CreateUserInputSchema), async (c) => {
    const deps = c.get("deps");
    const actor = c.get("actor");
    const body = c.req.valid("json");
    const school = await getSchool(deps.db, body.schoolId);
    const scope = school
      ? schoolScope(actor, { schoolId: school.id, organizationId: school.organizationId })
      : "none";
    const ctx = contextOf(c);
    await guard(ctx, decide(actor, "user.create", scope));
    if (!school) throw new AppError("NOT_FOUND");
    if (body.subRole && body.role !== "COUNSELOR") throw badRequest(SUBROLE_ONLY_COUNSELORS, ["subRole"]);
    const grant: UserChange = { kind: "addToSchool", schoolId: school.id, role: body.role };
    const now = deps.clock.now().toISOString();
    const existing = await getUserByEmail(deps.db, body.email);

    if (existing) {
      if (existing.organizationId !== school.organizationId) throw emailTaken();
      const target = userTargetOf(existing);
      await guardUserChange(ctx, decideUserChange(actor, target, grant));
      const subRole = body.subRole ?? existing.subRole;
      if (subRole !== existing.subRole) {
        await guardUserChange(ctx, decideUserChange(actor, target, { kind: "editProfile" }));
      }
      const model = withGrant(target, school.id, body.role);
      const unchanged =
        subRole === existing.subRole &&
        model.orgRoles.length === target.orgRoles.length &&
        model.memberships.length === target.memberships.length &&
        model.memberships.every((membership, index) =>
          sameRoles(membership.roles, target.memberships[index]!.roles),
        );
      if (!unchanged) {
        await transact(userWriteEntities(deps.db), (tx) => [
          tx.user
            .patch({ id: existing.id })
            .set({ ...roleFieldsOf(model), updatedAt: now, ...(subRole ? { subRole } : {}) })
            .add({ version: 1 })
            .where((attr, op) => op.eq(attr.version, existing.version))
            .commit(),
          ...membershipWrites(tx, existing, model, {
            name: existing.name,
            subRole,
            twoStepAuth: existing.twoStepAuth,
          }),
        ]);
      }
      return c.json(toUserSummary((await getUser(deps.db, existing.id))!, actor), 200);
    }

    await guardUserChange(ctx, decideUserChange(actor, null, grant));
    const id = deps.ids.id();
    const model = withGrant({ memberships: [], orgRoles: [] }, school.id, body.role);
    await transact(
      userWriteEntities(deps.db),
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
            ...roleFieldsOf(model),
            createdAt: now,
            updatedAt: now,
            version: 1,
            ...(body.subRole ? { subRole: body.subRole } : {}),
          })
          .commit(),
        ...membershipWrites(tx, { id, organizationId: school.organizationId }, model, {
          name: body.name,
          subRole: body.subRole ?? undefined,
          twoStepAuth: false,
        }),
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
    return c.json(toUserSummary((await getUser(deps.db, id))!, actor), 201);
  })

  /**
   * An admin edits another person: name, sub-role and email (which have effect wherever the person works), the
   * roles held at one school, and organization roles. Each part is judged by the users policy (user.policy.ts);
   * the previous email address is told when the email changes.
   */
  .patch(
    "/user/:id",
    validate("param", IdParamSchema),
    validate("json", UpdateUserInputSchema),
    async (c) => {
      const ctx = contextOf(c);
      const deps = c.get("deps");
      const actor = c.get("actor");
      const body = c.req.valid("json");
      const existing = await getUser(deps.db, c.req.valid("param").id);
      if (!existing) throw new AppError("NOT_FOUND");
      const target = userTargetOf(existing);
      // Visibility first, whatever the body asks: a person the caller cannot see answers 404.
      if (decideUserChange(actor, target, { kind: "editProfile" }).outcome === "not-found") {
        throw new AppError("NOT_FOUND");
      }
      const name = body.name ?? existing.name;
      const email = body.email ?? existing.email;
      const emailChanged = email !== existing.email;
      const subRole = body.subRole === null ? undefined : (body.subRole ?? existing.subRole);

      const changes: UserChange[] = [];
      if (name !== existing.name || subRole !== existing.subRole) changes.push({ kind: "editProfile" });
      if (emailChanged) changes.push({ kind: "changeEmail" });
      if (body.schoolId !== undefined && body.roles) {
        changes.push({ kind: "setSchoolRoles", schoolId: body.schoolId, roles: body.roles });
      }
      if (body.organizationRoles) {
        changes.push({ kind: "setOrganizationRoles", roles: body.organizationRoles });
      }
      for (const change of changes) await guardUserChange(ctx, decideUserChange(actor, target, change));
      const model = changedRoleModel(target, body);
      if (body.version !== existing.version) throw new AppError("CONFLICT");

      const roles = allRoles(model);
      if (roles.length === 0) {
        throw badRequest(
          { sv: "Personen måste ha minst en roll", en: "The person must hold at least one role" },
          ["organizationRoles"],
        );
      }
      if (subRole && !roles.includes("COUNSELOR")) throw badRequest(SUBROLE_ONLY_COUNSELORS, ["subRole"]);
      await transact(
        userWriteEntities(deps.db),
        (tx) => {
          let update = tx.user
            .patch({ id: existing.id })
            .set({
              name,
              email,
              ...roleFieldsOf(model),
              emailverified: emailChanged ? false : existing.emailverified,
              updatedAt: deps.clock.now().toISOString(),
              ...(subRole ? { subRole } : {}),
            })
            .add({ version: 1 });
          if (!subRole) update = update.remove(["subRole"]);
          return [
            update.where((attr, op) => op.eq(attr.version, existing.version)).commit(),
            ...(emailChanged
              ? [
                  tx.userEmail.delete({ email: existing.email }).commit(),
                  tx.userEmail.create({ email, userId: existing.id }).commit(),
                ]
              : []),
            ...membershipWrites(tx, existing, model, { name, subRole, twoStepAuth: existing.twoStepAuth }),
          ];
        },
        emailChanged ? () => conflictOrEmailTaken(deps.db, email, existing.id) : undefined,
      );
      if (name !== existing.name) await renameMentor(deps.db, existing.id, name);
      if (emailChanged) await deps.mailer.send(emailChangedMail(existing.email, email));
      return c.json(toUserSummary((await getUser(deps.db, existing.id))!, actor));
    },
  )

  /**
   * Deletes a person: the account, its email, its memberships, its sessions, and its place as mentor, teacher or
   * team member. Only an actor whose scope covers every school of the person (user.policy.ts); never oneself.
   */
  .delete("/user/:id", validate("param", IdParamSchema), async (c) => {
    const ctx = contextOf(c);
    const deps = c.get("deps");
    const actor = c.get("actor");
    const existing = await getUser(deps.db, c.req.valid("param").id);
    if (!existing) throw new AppError("NOT_FOUND");
    await guardUserChange(ctx, decideUserChange(actor, userTargetOf(existing), { kind: "delete" }));
    for (const schoolId of existing.schoolIds) await removeUserFromSchool(deps, existing.id, schoolId);
    await transact(userWriteEntities(deps.db), (tx) => [
      tx.user.delete({ id: existing.id }).commit(),
      tx.userEmail.delete({ email: existing.email }).commit(),
    ]);
    await endSessions(deps.db, existing.id);
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
      const ctx = contextOf(c);
      await guard(ctx, decide(ctx.actor, "staff.list", await schoolScopeFor(ctx, schoolId)));
      const query = usersEntities(db)
        .membership.query.bySchool({ schoolId })
        .where((attr, op) => `${op.contains(attr.roles, "COUNSELOR")} OR ${op.contains(attr.roles, "HEAD")}`);
      return c.json(await queryPage(query, c.req.valid("query"), toStaffMember));
    },
  );

/**
 * The role model a PATCH /user/{id} body asks for: the roles at one school replaced (the person must already work
 * there: adding someone to a school is POST /user), the organization roles replaced.
 */
function changedRoleModel(
  target: UserTarget,
  body: {
    schoolId?: string | undefined;
    roles?: SchoolRole[] | undefined;
    organizationRoles?: OrganizationRole[] | undefined;
  },
): RoleModel {
  let memberships = target.memberships;
  if (body.schoolId !== undefined && body.roles) {
    const schoolId = body.schoolId;
    // Not a member there: the membership to change does not exist.
    if (!memberships.some((membership) => membership.schoolId === schoolId)) throw new AppError("NOT_FOUND");
    const roles = [...new Set(body.roles)];
    memberships = memberships.map((membership) =>
      membership.schoolId === schoolId ? { schoolId, roles } : membership,
    );
  }
  const orgRoles = body.organizationRoles ? [...new Set(body.organizationRoles)] : target.orgRoles;
  return { memberships, orgRoles };
}

/** A failed transaction that changed an email: taken by someone else (409 EMAIL_TAKEN) or a stale version. */
async function conflictOrEmailTaken(
  db: Parameters<typeof getUserByEmail>[0],
  email: string,
  userId: string,
): Promise<AppError> {
  const { data } = await coreEntities(db).userEmail.get({ email }).go({ consistent: true });
  return data && data.userId !== userId ? new AppError("EMAIL_TAKEN") : new AppError("CONFLICT");
}
