import type {
  NotificationCategory,
  NotificationSetting,
  Role,
  SubRole,
  TeacherSubject,
} from "#shared/constants";
import { isValidPassword } from "#shared/password";
import type { SignedInUser, UpdateOwnUserInput } from "#shared/users/user.schema";

/** The settings form's values. */
export interface SettingsValues {
  name: string;
  email: string;
  password: string;
  /** Asked for only when the change could hand the account to someone else (see `needsCurrentPassword`). */
  currentPassword: string;
  subRole: SubRole | "";
  notificationSetting: NotificationSetting;
  hiddenNotificationCategories: NotificationCategory[];
  twoStepAuth: boolean;
  teacherSubjects: TeacherSubject[];
}

/** Which fields the dialog shows (spec sections 2 and 6). */
export interface SettingsFields {
  /** The sub-role select: counselors only. */
  subRole: boolean;
  /** Hidden notification categories: only while notifications are on. */
  hiddenCategories: boolean;
  /** Two-factor yes/no: only when one of the user's schools has TWOSTEPAUTH. */
  twoStep: boolean;
  /** Teaching subjects: teachers only. */
  subjects: boolean;
  /** The verify-email button: only while the email is not verified. */
  verifyEmail: boolean;
}

export function settingsFields(
  role: Role,
  user: Pick<SignedInUser, "twoStepAuthAvailable" | "emailverified">,
  notificationSetting: NotificationSetting,
): SettingsFields {
  return {
    subRole: role === "COUNSELOR",
    hiddenCategories: notificationSetting === "ENABLED",
    twoStep: user.twoStepAuthAvailable,
    subjects: role === "TEACHER",
    verifyEmail: !user.emailverified,
  };
}

export function initialSettings(user: SignedInUser): SettingsValues {
  return {
    name: user.name,
    email: user.email,
    password: "",
    currentPassword: "",
    subRole: user.subRole ?? "",
    notificationSetting: user.notificationSetting,
    hiddenNotificationCategories: [...user.hiddenNotificationCategories],
    twoStepAuth: user.twoStepAuth,
    teacherSubjects: [...user.teacherSubjects],
  };
}

/**
 * A new email, a new password or turning two-factor off needs the current password in the same request (the
 * server refuses them without it), so a session left open cannot be used to take the account over.
 */
export function needsCurrentPassword(
  values: Pick<SettingsValues, "email" | "password" | "twoStepAuth">,
  user: Pick<SignedInUser, "email" | "twoStepAuth">,
): boolean {
  return (
    values.email.trim() !== user.email || values.password !== "" || (user.twoStepAuth && !values.twoStepAuth)
  );
}

export type SettingsPayload =
  { ok: true; body: UpdateOwnUserInput } | { ok: false; reason: "password" | "currentPassword" };

/**
 * The PATCH /user body (spec sections 5 and 7): an empty password is not sent; any other must pass the password
 * rule, else nothing is sent and the dialog shows the rule's message. Two-factor can be turned off here; turning it
 * on happens by enrolment, so the form never claims it is on before the server says so. Only a counselor edits the
 * sub-role. The version last read is always sent.
 */
export function buildSettingsPayload(
  values: SettingsValues,
  user: SignedInUser,
  role: Role,
): SettingsPayload {
  const password = values.password;
  if (password !== "" && !isValidPassword(password)) return { ok: false, reason: "password" };
  const confirm = needsCurrentPassword(values, user);
  if (confirm && values.currentPassword === "") return { ok: false, reason: "currentPassword" };
  const body: UpdateOwnUserInput = {
    id: user.id,
    name: values.name.trim(),
    email: values.email.trim(),
    notificationSetting: values.notificationSetting,
    twoStepAuth: values.twoStepAuth && user.twoStepAuth,
    hiddenNotificationCategories: values.hiddenNotificationCategories,
    teacherSubjects: role === "TEACHER" ? values.teacherSubjects : user.teacherSubjects,
    version: user.version,
  };
  if (password !== "") body.password = password;
  if (confirm) body.currentPassword = values.currentPassword;
  // The server clears a sub-role that is not sent, so a counselor acting in another role keeps the stored one.
  if (role === "COUNSELOR") body.subRole = values.subRole === "" ? null : values.subRole;
  else if (user.roles.includes("COUNSELOR")) body.subRole = user.subRole;
  return { ok: true, body };
}
