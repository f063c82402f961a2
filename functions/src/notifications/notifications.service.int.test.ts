import { describe, expect, it } from "vitest";
import { contextFor, refusalOf } from "../../../tests/helpers/request-context.js";
import { COUNSELOR, TEACHER } from "../../../tests/helpers/demo-accounts.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import {
  clearNotificationCategory,
  dismissNotification,
  listNotifications,
  markNotificationsSeen,
} from "./notifications.service.js";

/** The notifications rules called as plain functions (a request context and an input), without HTTP. */
const { t, f } = useTestApp();

const uid = (email: string) => t.seeded.userIds[email]!;
const school = (key: string) => t.seeded.schoolIds[key]!;
/** The ids in one person's list at one school. */
const idsOf = async (email: string, schoolKey = "ek") =>
  (
    await listNotifications(await contextFor(t, email), { schoolId: school(schoolKey), limit: 100 })
  ).items.map((item) => item.id);

describe("listNotifications", () => {
  it("answers only the caller's own notifications, at the school asked for", async () => {
    const mine = await f.notification(uid(TEACHER));
    const theirs = await f.notification(uid(COUNSELOR));
    const elsewhere = await f.notification(uid(COUNSELOR), "bjork");
    const teachers = await idsOf(TEACHER);
    expect(teachers).toContain(mine);
    expect(teachers).not.toContain(theirs);
    const counselors = await idsOf(COUNSELOR);
    expect(counselors).toContain(theirs);
    expect(counselors).not.toContain(elsewhere);
    expect(await idsOf(COUNSELOR, "bjork")).toContain(elsewhere);
  });

  it("a school outside the caller's reach is not found", async () => {
    const teacher = await contextFor(t, TEACHER);
    expect(await refusalOf(listNotifications(teacher, { schoolId: school("bjork") }))).toBe("NOT_FOUND");
    const stranger = await contextFor(t, "counselor@other.test");
    expect(await refusalOf(listNotifications(stranger, { schoolId: school("ek") }))).toBe("NOT_FOUND");
  });
});

describe("markNotificationsSeen", () => {
  it("marks the caller's notifications up to now as seen; never another person's", async () => {
    const id = await f.notification(uid(TEACHER));
    const seen = async () =>
      (
        await listNotifications(await contextFor(t, TEACHER), { schoolId: school("ek"), limit: 100 })
      ).items.find((item) => item.id === id)!.seen;
    t.clock.advance(1000);
    expect(
      await refusalOf(markNotificationsSeen(await contextFor(t, COUNSELOR), { userId: uid(TEACHER) })),
    ).toBe("FORBIDDEN");
    expect(await seen()).toBe(false);
    await markNotificationsSeen(await contextFor(t, TEACHER), { userId: uid(TEACHER) });
    expect(await seen()).toBe(true);
  });
});

describe("removing notifications", () => {
  it("one notification: only the caller's own; another person's answers 404 and stays", async () => {
    const id = await f.notification(uid(TEACHER));
    expect(await refusalOf(dismissNotification(await contextFor(t, COUNSELOR), { id }))).toBe("NOT_FOUND");
    expect(await idsOf(TEACHER)).toContain(id);
    await dismissNotification(await contextFor(t, TEACHER), { id });
    expect(await idsOf(TEACHER)).not.toContain(id);
    expect(await refusalOf(dismissNotification(await contextFor(t, TEACHER), { id }))).toBe("NOT_FOUND");
  });

  it("a category: the caller's own, and only the school named", async () => {
    const atEk = await f.notification(uid(COUNSELOR));
    const atBjork = await f.notification(uid(COUNSELOR), "bjork");
    const teachers = await f.notification(uid(TEACHER));
    await clearNotificationCategory(await contextFor(t, COUNSELOR), {
      category: "TICKET",
      schoolId: school("ek"),
    });
    expect(await idsOf(COUNSELOR)).not.toContain(atEk);
    expect(await idsOf(COUNSELOR, "bjork")).toContain(atBjork);
    expect(await idsOf(TEACHER)).toContain(teachers);
  });
});
