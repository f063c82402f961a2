import { rolesAtSchool, type RoleModel } from "#shared/policy/actor";
import { AppError } from "../core/errors.js";
import { coreEntities, type UserItem } from "../core/identity.js";
import type { Db } from "../db/db.js";
import { transact, type TxEntities } from "../db/transact.js";
import { usersEntities } from "./membership.entity.js";
import { roleFieldsOf, roleModelOf } from "./users.repo.js";

/**
 * The users domain's writes: the person (core's user item and email guard) and their membership items, always
 * written together in one transaction conditioned on the version read. The reads are in users.repo.ts.
 */

/** The entities a users transaction writes: the person (core's) and their memberships. */
const userWriteEntities = (db: Db) => ({ ...coreEntities(db), ...usersEntities(db) });
type UserTx = TxEntities<ReturnType<typeof userWriteEntities>>;

/** What a membership item copies from its user. */
export interface MembershipCopy {
  name: string;
  subRole: string | undefined;
  twoStepAuth: boolean;
}

/**
 * Transaction items that write a user's membership items from their role model: one put per school (the roles
 * the person can act in there, and copies of name, sub-role and two-factor), to be committed together with the
 * user's own update. `except` leaves out schools the caller writes itself (one operation per item).
 */
function membershipWrites(
  tx: UserTx,
  user: { id: string; organizationId: string },
  model: RoleModel,
  copy: MembershipCopy,
  except: readonly string[] = [],
) {
  return model.memberships
    .filter((membership) => !except.includes(membership.schoolId))
    .map((membership) =>
      tx.membership
        .put({
          schoolId: membership.schoolId,
          userId: user.id,
          organizationId: user.organizationId,
          name: copy.name,
          roles: rolesAtSchool(model, membership.schoolId),
          twoStepAuth: copy.twoStepAuth,
          ...(copy.subRole ? { subRole: copy.subRole } : {}),
        })
        .commit(),
    );
}

/**
 * Turns two-factor on with the confirmed secret: the user and the two-factor flag copied on each membership, in one
 * transaction conditioned on the version read.
 */
export async function turnTwoFactorOn(
  deps: { db: Db; clock: { now(): Date } },
  user: UserItem,
  secret: string,
): Promise<void> {
  await transact(userWriteEntities(deps.db), (tx) => [
    tx.user
      .patch({ id: user.id })
      .set({ totpSecret: secret, twoStepAuth: true, updatedAt: deps.clock.now().toISOString() })
      .remove(["totpPendingSecret"])
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.version, user.version))
      .commit(),
    ...membershipWrites(tx, user, roleModelOf(user), {
      name: user.name,
      subRole: user.subRole,
      twoStepAuth: true,
    }),
  ]);
}

/** A failed transaction that changed an email: taken by someone else (409 EMAIL_TAKEN) or a stale version. */
async function conflictOrEmailTaken(db: Db, email: string, userId: string): Promise<AppError> {
  const { data } = await coreEntities(db).userEmail.get({ email }).go({ consistent: true });
  return data && data.userId !== userId ? new AppError("EMAIL_TAKEN") : new AppError("CONFLICT");
}

/** The email guard moves with a changed address (the old one freed, the new one taken) in the same transaction. */
const emailMove = (tx: UserTx, userId: string, from: string, to: string) =>
  from === to
    ? []
    : [tx.userEmail.delete({ email: from }).commit(), tx.userEmail.create({ email: to, userId }).commit()];

/** One's own settings (PATCH /user), as the service checked them. */
export interface OwnSettings {
  name: string;
  email: string;
  notificationSetting: UserItem["notificationSetting"];
  twoStepAuth: boolean;
  hiddenNotificationCategories: string[];
  teacherSubjects: string[];
  /** Absent removes it. */
  subRole?: UserItem["subRole"];
  /** A new password's hash; absent keeps the password. */
  passwordHash?: string | undefined;
  at: string;
}

/**
 * Saves one's own settings with the memberships' copies, in one transaction conditioned on the version read. A new
 * email must be verified again; two-factor turned off forgets its secrets. A taken email answers EMAIL_TAKEN.
 */
export function saveOwnSettings(db: Db, user: UserItem, settings: OwnSettings): Promise<void> {
  const model = roleModelOf(user);
  const emailChanged = settings.email !== user.email;
  const { subRole, passwordHash } = settings;
  return transact(
    userWriteEntities(db),
    (tx) => {
      let update = tx.user
        .patch({ id: user.id })
        .set({
          name: settings.name,
          email: settings.email,
          emailverified: emailChanged ? false : user.emailverified,
          notificationSetting: settings.notificationSetting,
          twoStepAuth: settings.twoStepAuth,
          hiddenNotificationCategories: settings.hiddenNotificationCategories,
          teacherSubjects: settings.teacherSubjects,
          ...roleFieldsOf(model),
          updatedAt: settings.at,
          ...(subRole ? { subRole } : {}),
          ...(passwordHash ? { passwordHash } : {}),
        })
        .add({ version: 1 });
      const removals = [
        ...(subRole ? [] : ["subRole" as const]),
        ...(settings.twoStepAuth ? [] : ["totpSecret" as const, "totpPendingSecret" as const]),
      ];
      if (removals.length > 0) update = update.remove(removals);
      return [
        update.where((attr, op) => op.eq(attr.version, user.version)).commit(),
        ...emailMove(tx, user.id, user.email, settings.email),
        ...membershipWrites(tx, user, model, {
          name: settings.name,
          subRole,
          twoStepAuth: settings.twoStepAuth,
        }),
      ];
    },
    emailChanged ? () => conflictOrEmailTaken(db, settings.email, user.id) : undefined,
  );
}

/** A new person with their role model, email guard and memberships; a taken email answers EMAIL_TAKEN. */
export function createUser(
  db: Db,
  user: { id: string; organizationId: string; name: string; email: string; subRole?: UserItem["subRole"] },
  model: RoleModel,
  at: string,
): Promise<void> {
  const { id, organizationId, name, email, subRole } = user;
  return transact(
    userWriteEntities(db),
    (tx) => [
      tx.userEmail.create({ email, userId: id }).commit(),
      tx.user
        .create({
          id,
          organizationId,
          name,
          email,
          emailverified: false,
          notificationSetting: "ENABLED",
          twoStepAuth: false,
          hiddenNotificationCategories: [],
          teacherSubjects: [],
          ...roleFieldsOf(model),
          createdAt: at,
          updatedAt: at,
          version: 1,
          ...(subRole ? { subRole } : {}),
        })
        .commit(),
      ...membershipWrites(tx, { id, organizationId }, model, { name, subRole, twoStepAuth: false }),
    ],
    () => new AppError("EMAIL_TAKEN"),
  );
}

/** What an admin changes on another person (PATCH /user/{id}), as the service checked it. */
export interface UserChanges {
  name: string;
  email: string;
  model: RoleModel;
  /** Absent removes it. */
  subRole?: UserItem["subRole"];
  at: string;
}

/**
 * Saves an admin's change of a person with the memberships' copies, in one transaction conditioned on the version
 * read. A new email must be verified again; a taken one answers EMAIL_TAKEN.
 */
export function saveUserChanges(db: Db, user: UserItem, changes: UserChanges): Promise<void> {
  const { name, email, model, subRole } = changes;
  const emailChanged = email !== user.email;
  return transact(
    userWriteEntities(db),
    (tx) => {
      let update = tx.user
        .patch({ id: user.id })
        .set({
          name,
          email,
          ...roleFieldsOf(model),
          emailverified: emailChanged ? false : user.emailverified,
          updatedAt: changes.at,
          ...(subRole ? { subRole } : {}),
        })
        .add({ version: 1 });
      if (!subRole) update = update.remove(["subRole"]);
      return [
        update.where((attr, op) => op.eq(attr.version, user.version)).commit(),
        ...emailMove(tx, user.id, user.email, email),
        ...membershipWrites(tx, user, model, { name, subRole, twoStepAuth: user.twoStepAuth }),
      ];
    },
    emailChanged ? () => conflictOrEmailTaken(db, email, user.id) : undefined,
  );
}

/** Grants an existing person a new role model (and sub-role), conditioned on the version read. */
export function saveRoles(
  db: Db,
  user: UserItem,
  model: RoleModel,
  subRole: UserItem["subRole"],
  at: string,
): Promise<void> {
  return transact(userWriteEntities(db), (tx) => [
    tx.user
      .patch({ id: user.id })
      .set({ ...roleFieldsOf(model), updatedAt: at, ...(subRole ? { subRole } : {}) })
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.version, user.version))
      .commit(),
    ...membershipWrites(tx, user, model, { name: user.name, subRole, twoStepAuth: user.twoStepAuth }),
  ]);
}

/**
 * Deletes the account, its email guard and its membership items, in one transaction conditioned on the version read
 * (a person changed meanwhile, say added to another school, answers 409 and nothing is deleted). Sessions go
 * separately.
 */
export function deleteUserAccount(db: Db, user: UserItem): Promise<void> {
  return transact(userWriteEntities(db), (tx) => [
    tx.user
      .delete({ id: user.id })
      .where((attr, op) => op.eq(attr.version, user.version))
      .commit(),
    tx.userEmail.delete({ email: user.email }).commit(),
    ...user.schoolIds.map((schoolId) => tx.membership.delete({ schoolId, userId: user.id }).commit()),
  ]);
}

/**
 * Takes the person's roles at one school off their role model and deletes their membership item there, in one
 * transaction conditioned on the version read, so the two never part: a membership item left behind would still
 * let others name the person at the school. A person who is no longer a member there only loses a stray item.
 */
export async function removeMembership(
  db: Db,
  user: UserItem | null,
  userId: string,
  schoolId: string,
  at: string,
): Promise<void> {
  if (!user?.schoolIds.includes(schoolId)) {
    await usersEntities(db).membership.delete({ schoolId, userId }).go();
    return;
  }
  const model = roleModelOf(user);
  const remaining = {
    memberships: model.memberships.filter((membership) => membership.schoolId !== schoolId),
    orgRoles: model.orgRoles,
  };
  await transact(userWriteEntities(db), (tx) => [
    tx.user
      .patch({ id: userId })
      .set({ ...roleFieldsOf(remaining), updatedAt: at })
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.version, user.version))
      .commit(),
    tx.membership.delete({ schoolId, userId }).commit(),
  ]);
}
