import type { Role } from "#shared/constants";
import type { Page, PageQuery } from "#shared/common.schema";
import { isValidPassword } from "#shared/password";
import { allRoles, rolesAtSchool } from "#shared/policy/actor";
import { decide, schoolScope } from "#shared/policy/foundation.policy";
import { isTicketStaffRole } from "#shared/tickets/ticket.policy";
import { decideUserChange, type UserChange } from "#shared/users/user.policy";
import type {
  CreateUserInput,
  ListUsersQuery,
  SignedInUser,
  StaffMember,
  UpdateOwnUserInput,
  UpdateUserInput,
  UserSummary,
} from "#shared/users/user.schema";
import {
  checkCurrentPassword,
  endSessions,
  INVITATION_LIFETIME_SECONDS,
  issueOneTimeToken,
} from "../auth/index.js";
import { AppError, badRequest } from "../core/errors.js";
import { guard } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { emailChangedMail, invitationMail } from "../mail/templates.js";
import { getOrganizationAndSchools, getSchool, schoolScopeFor } from "../schools/index.js";
import { guardUserChange, userTargetOf } from "./user-access.js";
import { renamePerson } from "./leaving-steps.js";
import { forgetAtSchool, releaseStudentHealthDuties } from "./user-removal.js";
import { changedRoleModel, sameRoleModel, withGrant } from "./user-role-model.js";
import { toSignedInUser, toStaffMember, toUserSummary } from "./users.mappers.js";
import {
  createUser,
  deleteUserAccount,
  saveOwnSettings,
  saveRoles,
  saveUserChanges,
} from "./user-writes.repo.js";
import {
  getUser,
  getUserByEmail,
  getUsers,
  listMembersPage,
  listStudentHealthTeamPage,
  roleModelOf,
} from "./users.repo.js";

/**
 * Staff: one's own settings, and the admin pages' people (list, add, change, delete). Who may change whom is the
 * users policy's (shared/src/users/user.policy.ts), applied through core's guard; the lists by the foundation
 * policy.
 */

const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();

/**
 * The signed-in user's own settings (spec sections 2 and 7). An empty password is not changed; a new one must meet
 * the rule and ends every other session. A new email must be verified again, and the previous address is told.
 * Changing the email or the password, or turning two-factor off, needs the current password.
 */
export async function updateOwnSettings(
  ctx: RequestContext,
  input: UpdateOwnUserInput,
): Promise<SignedInUser> {
  const { deps, actor } = ctx;
  await guard(ctx, input.id === actor.userId ? "allow" : "forbidden");
  const user = await getUser(deps.db, actor.userId);
  if (!user) throw new AppError("UNAUTHENTICATED");
  if (input.version !== undefined && input.version !== user.version) throw new AppError("CONFLICT");

  const roles = allRoles(roleModelOf(user));
  const password = input.password ?? "";
  if (password !== "" && !isValidPassword(password)) {
    throw badRequest("passwordRule", ["password"]);
  }
  // Absent keeps the sub-role; null clears it.
  const subRole = input.subRole === undefined ? user.subRole : (input.subRole ?? undefined);
  if (subRole && !roles.includes("COUNSELOR")) throw badRequest("subRoleOnlyCounselors", ["subRole"]);
  if (input.teacherSubjects.length > 0 && !roles.includes("TEACHER")) {
    throw badRequest("subjectsOnlyTeachers", ["teacherSubjects"]);
  }
  if (input.twoStepAuth && !user.totpSecret) {
    throw badRequest("twoFactorSetUpFirst", ["twoStepAuth"]);
  }
  const emailChanged = input.email !== user.email;
  const twoFactorOff = user.twoStepAuth && !input.twoStepAuth;
  if (emailChanged || password !== "" || twoFactorOff) {
    const check = await checkCurrentPassword(deps, user, input.currentPassword);
    if (check === "locked") throw new AppError("RATE_LIMITED");
    if (check === "wrong") {
      throw badRequest(input.currentPassword ? "currentPasswordWrong" : "currentPasswordRequired", [
        "currentPassword",
      ]);
    }
  }
  const passwordHash = password !== "" ? await deps.passwords.hash(password) : undefined;
  await saveOwnSettings(deps.db, user, {
    name: input.name,
    email: input.email,
    notificationSetting: input.notificationSetting,
    twoStepAuth: input.twoStepAuth,
    hiddenNotificationCategories: [...new Set(input.hiddenNotificationCategories)],
    teacherSubjects: [...new Set(input.teacherSubjects)],
    subRole,
    passwordHash,
    at: now(ctx),
  });
  if (passwordHash) await endSessions(deps.db, user.id, ctx.auth.sessionId);
  if (emailChanged) await deps.mailer.send(emailChangedMail(user.email, input.email));
  const updated = await getUser(deps.db, user.id);
  const { organization, schools } = await getOrganizationAndSchools(
    deps.db,
    user.organizationId,
    user.schoolIds,
  );
  return toSignedInUser(updated!, actor.role, organization, schools);
}

/** The users of one school, for the admin pages: each with the memberships the caller's scope covers. */
export async function listUsers(ctx: RequestContext, input: ListUsersQuery): Promise<Page<UserSummary>> {
  const { db } = ctx.deps;
  await guard(ctx, decide(ctx.actor, "user.list", await schoolScopeFor(ctx, input.schoolId)));
  const page = await listMembersPage(db, input.schoolId, input);
  const users = new Map(
    (
      await getUsers(
        db,
        page.items.map((member) => member.userId),
      )
    ).map((u) => [u.id, u]),
  );
  const items = page.items.flatMap(({ userId }) => {
    const user = users.get(userId);
    return user ? [toUserSummary(user, ctx.actor)] : [];
  });
  return { items, cursor: page.cursor };
}

/**
 * Adds a person to a school with a role and mails an invitation to choose a password (`created`). An email already
 * used in the same organization adds the role to that person's membership of the school (creating it when needed)
 * instead; in another organization it is taken. Granting a role the person already holds there changes nothing,
 * so a retry is harmless.
 */
export async function addUser(
  ctx: RequestContext,
  input: CreateUserInput,
): Promise<{ user: UserSummary; created: boolean }> {
  const { deps, actor } = ctx;
  const school = await getSchool(deps.db, input.schoolId);
  const scope = school
    ? schoolScope(actor, { schoolId: school.id, organizationId: school.organizationId })
    : "none";
  await guard(ctx, decide(actor, "user.create", scope));
  if (!school) throw new AppError("NOT_FOUND");
  if (input.subRole && input.role !== "COUNSELOR") throw badRequest("subRoleOnlyCounselors", ["subRole"]);
  const grant: UserChange = { kind: "addToSchool", schoolId: school.id, role: input.role };
  const existing = await getUserByEmail(deps.db, input.email);

  if (existing) {
    if (existing.organizationId !== school.organizationId) throw new AppError("EMAIL_TAKEN");
    const target = userTargetOf(existing);
    await guardUserChange(ctx, decideUserChange(actor, target, grant));
    const subRole = input.subRole ?? existing.subRole;
    if (subRole !== existing.subRole) {
      await guardUserChange(ctx, decideUserChange(actor, target, { kind: "editProfile" }));
    }
    const model = withGrant(target, school.id, input.role);
    if (subRole !== existing.subRole || !sameRoleModel(model, target)) {
      await saveRoles(deps.db, existing, model, subRole, now(ctx));
    }
    return { user: toUserSummary((await getUser(deps.db, existing.id))!, actor), created: false };
  }

  await guardUserChange(ctx, decideUserChange(actor, null, grant));
  const id = deps.ids.id();
  const model = withGrant({ memberships: [], orgRoles: [] }, school.id, input.role);
  const person = {
    id,
    organizationId: school.organizationId,
    name: input.name,
    email: input.email,
    subRole: input.subRole ?? undefined,
  };
  await createUser(deps.db, person, model, now(ctx));
  const token = await issueOneTimeToken(deps, "RESET_PASSWORD", id, {
    lifetimeSeconds: INVITATION_LIFETIME_SECONDS,
  });
  const link = `${deps.config.publicBaseUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(invitationMail(input.email, input.name, link));
  return { user: toUserSummary((await getUser(deps.db, id))!, actor), created: true };
}

/**
 * An admin edits another person: name, sub-role and email (which have effect wherever the person works), the roles
 * held at one school, and organization roles. Each part is judged by the users policy; the previous email address
 * is told when the email changes.
 */
export async function updateUser(
  ctx: RequestContext,
  input: UpdateUserInput & { id: string },
): Promise<UserSummary> {
  const { deps, actor } = ctx;
  const existing = await getUser(deps.db, input.id);
  if (!existing) throw new AppError("NOT_FOUND");
  const target = userTargetOf(existing);
  // Visibility first, whatever the body asks: a person the caller cannot see answers 404.
  if (decideUserChange(actor, target, { kind: "editProfile" }).outcome === "not-found") {
    throw new AppError("NOT_FOUND");
  }
  const name = input.name ?? existing.name;
  const email = input.email ?? existing.email;
  const emailChanged = email !== existing.email;
  const subRole = input.subRole === null ? undefined : (input.subRole ?? existing.subRole);

  const changes: UserChange[] = [];
  if (name !== existing.name || subRole !== existing.subRole) changes.push({ kind: "editProfile" });
  if (emailChanged) changes.push({ kind: "changeEmail" });
  if (input.schoolId !== undefined && input.roles) {
    changes.push({ kind: "setSchoolRoles", schoolId: input.schoolId, roles: input.roles });
  }
  if (input.organizationRoles) changes.push({ kind: "setOrganizationRoles", roles: input.organizationRoles });
  for (const change of changes) await guardUserChange(ctx, decideUserChange(actor, target, change));
  const model = changedRoleModel(target, input);
  if (input.version !== existing.version) throw new AppError("CONFLICT");

  const roles = allRoles(model);
  if (roles.length === 0) {
    throw badRequest("personNeedsRole", ["organizationRoles"]);
  }
  if (subRole && !roles.includes("COUNSELOR")) throw badRequest("subRoleOnlyCounselors", ["subRole"]);
  if (emailChanged) {
    const holder = await getUserByEmail(deps.db, email);
    if (holder && holder.id !== existing.id) throw new AppError("EMAIL_TAKEN");
  }
  // No longer student-health staff at the school: the tickets they own there go back to the unassigned list, and
  // the action programs they were to decide wait for a head. Released before the roles are written, so a release
  // that fails leaves the roles as they were and the admin's retry (the same change) finishes the job; written
  // first, the retry would see no change of roles and leave the person the owner or decision maker.
  const staff = (roles: readonly Role[]) => roles.some((role) => isTicketStaffRole(role));
  const leftStaff = target.memberships
    .map(({ schoolId }) => schoolId)
    .filter((schoolId) => staff(rolesAtSchool(target, schoolId)) && !staff(rolesAtSchool(model, schoolId)));
  const release = async () => {
    for (const schoolId of leftStaff) {
      await releaseStudentHealthDuties(deps, existing.id, schoolId);
    }
  };
  await release();
  await saveUserChanges(deps.db, existing, { name, email, model, subRole, at: now(ctx) });
  // Once more, now that the roles are written: anything they took on or were given meanwhile (writes nothing else).
  await release();
  if (name !== existing.name) await renamePerson(deps, existing.id, name);
  if (emailChanged) await deps.mailer.send(emailChangedMail(existing.email, email));
  return toUserSummary((await getUser(deps.db, existing.id))!, actor);
}

/**
 * Deletes a person: the account, its email, its memberships, its sessions, and its place as mentor, teacher or
 * team member. Only an actor whose scope covers every school of the person (user.policy.ts); never oneself.
 */
export async function deleteUser(ctx: RequestContext, input: { id: string }): Promise<void> {
  const { deps } = ctx;
  const existing = await getUser(deps.db, input.id);
  if (!existing) throw new AppError("NOT_FOUND");
  await guardUserChange(ctx, decideUserChange(ctx.actor, userTargetOf(existing), { kind: "delete" }));
  // The account, with its memberships, goes last and at once: should any step before fail, the person is still
  // there, at every school, for the admin's retry to finish the job (each step is idempotent).
  for (const schoolId of existing.schoolIds) await forgetAtSchool(deps, existing.id, schoolId);
  await endSessions(deps.db, existing.id);
  // On the version judged: a person changed meanwhile (say, added to another school) answers 409 for a new look.
  await deleteUserAccount(deps.db, existing);
  // Anything a colleague named them on while the steps ran (nobody can now): off that too.
  for (const schoolId of existing.schoolIds) await forgetAtSchool(deps, existing.id, schoolId);
}

/** The school's student-health team (counselors and heads) with roles and work schedule. */
export async function listStudentHealthTeam(
  ctx: RequestContext,
  input: PageQuery & { schoolId: string },
): Promise<Page<StaffMember>> {
  await guard(ctx, decide(ctx.actor, "staff.list", await schoolScopeFor(ctx, input.schoolId)));
  const page = await listStudentHealthTeamPage(ctx.deps.db, input.schoolId, input);
  return { items: page.items.map(toStaffMember), cursor: page.cursor };
}
