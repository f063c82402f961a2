/**
 * The own-settings body (PATCH /api/user) that keeps everything as it is: the settings fields of GET /api/auth/me.
 * For users.access.ts and users.int.test.ts.
 */
export function ownSettingsOf(me: Record<string, unknown>) {
  const { id, name, email, notificationSetting, twoStepAuth, hiddenNotificationCategories, teacherSubjects } =
    me;
  return { id, name, email, notificationSetting, twoStepAuth, hiddenNotificationCategories, teacherSubjects };
}
