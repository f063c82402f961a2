import { describe, expect, it } from "vitest";
import type { Page } from "#shared/common.schema";
import type { ErrorBody } from "#shared/errors";
import type { FWarning } from "#shared/fwarnings/fwarning.schema";
import { COUNSELOR, HEAD, TEACHER } from "../../../tests/helpers/demo-accounts.js";
import {
  apiAs,
  notificationsSentTo,
  pupilAuditTrail,
  readJson as read,
} from "../../../tests/helpers/api-calls.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";

const { t, f } = useTestApp();

const ek = () => t.seeded.schoolIds.ek!;
const uid = (email: string) => t.seeded.userIds[email]!;

const call = apiAs(t);
const auditOf = (studentId: string) => pupilAuditTrail(t, studentId);
const notificationsOf = (userId: string) => notificationsSentTo(t, userId);

const VALID = {
  isWarning: true,
  course: "Matematik 1b",
  reason: "Saknar tre inlämningar och ett prov",
  feedback: "",
  startDate: "2026-11-23",
  plannedEndDate: "2027-01-22",
};

async function listOf(email: string, studentId: string) {
  const res = await call(email, "GET", `/api/f-and-f-warnings/${ek()}?studentId=${studentId}`);
  expect(res.status).toBe(200);
  return (await read<Page<FWarning>>(res)).items;
}

describe("F and F-warnings", () => {
  it("a teacher records a warning; the pupil's mentor is told without pupil text; the counselor sees it; audited", async () => {
    const pupil = await f.student("ek", { mentorId: uid(HEAD) });
    const res = await call(TEACHER, "POST", "/api/f-and-f-warnings", { ...VALID, studentId: pupil });
    expect(res.status, await res.clone().text()).toBe(201);
    const created = await read<FWarning>(res);
    expect(created).toMatchObject({
      ...VALID,
      studentId: pupil,
      authorId: uid(TEACHER),
      access: "manage",
      version: 1,
    });
    expect((await listOf(COUNSELOR, pupil)).map((item) => item.id)).toEqual([created.id]);
    const notices = (await notificationsOf(uid(HEAD))).filter((n) => n.itemId === created.id);
    expect(notices).toMatchObject([{ category: "F", kind: "F_WARNING_CREATED", description: "" }]);
    expect(JSON.stringify(notices)).not.toContain("inlämningar");
    const actions = (await auditOf(pupil)).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(["CREATE", "LIST"]));
  });

  it("edits on the version read: the second of two edits of the same version gets 409 and changes nothing", async () => {
    const pupil = await f.student("ek");
    const created = await read<FWarning>(
      await call(TEACHER, "POST", "/api/f-and-f-warnings", { ...VALID, studentId: pupil }),
    );
    const path = `/api/f-and-f-warnings/${created.id}`;
    const first = await call(TEACHER, "PATCH", path, {
      version: 1,
      isWarning: false,
      feedback: "Betyget F satt",
    });
    expect(first.status).toBe(200);
    expect(await read<FWarning>(first)).toMatchObject({ isWarning: false, version: 2 });
    expect((await call(COUNSELOR, "PATCH", path, { version: 1, course: "Fysik 1a" })).status).toBe(409);
    expect((await listOf(COUNSELOR, pupil))[0]).toMatchObject({ course: VALID.course, isWarning: false });
  });

  it("bad input is 400 and nothing is stored", async () => {
    const pupil = await f.student("ek");
    for (const body of [
      { ...VALID, studentId: pupil, plannedEndDate: "2026-01-01" },
      { ...VALID, studentId: pupil, reason: "" },
      { ...VALID, studentId: pupil, isWarning: "yes" },
      { ...VALID, studentId: pupil, grade: "F" },
    ]) {
      expect((await call(TEACHER, "POST", "/api/f-and-f-warnings", body)).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    const res = await call(
      TEACHER,
      "POST",
      "/api/f-and-f-warnings",
      { ...VALID, studentId: pupil, plannedEndDate: "2026-01-01" },
      "en",
    );
    expect((await read<ErrorBody>(res)).error.issues?.[0]?.message).toBe(
      "The planned end date cannot be before the start date",
    );
    expect(await listOf(COUNSELOR, pupil)).toEqual([]);
  });

  it("the author or the counselor deletes; a teacher of another school gets 404", async () => {
    const pupil = await f.student("ek");
    const created = await read<FWarning>(
      await call(COUNSELOR, "POST", "/api/f-and-f-warnings", { ...VALID, studentId: pupil }),
    );
    const path = `/api/f-and-f-warnings/${created.id}`;
    expect((await call("teacher2@demo.test", "DELETE", path)).status).toBe(404);
    expect((await call("teacher2@demo.test", "GET", `/api/f-and-f-warnings/${ek()}`)).status).toBe(404);
    expect((await call(COUNSELOR, "DELETE", path)).status).toBe(204);
    expect(await listOf(COUNSELOR, pupil)).toEqual([]);
    expect((await auditOf(pupil)).map((event) => event.action)).toContain("DELETE");
  });

  it("an F-warning an adaptation was made from cannot be deleted (409 with the reason) until the adaptation is gone", async () => {
    const pupil = await f.student("ek");
    const created = await read<FWarning>(
      await call(COUNSELOR, "POST", "/api/f-and-f-warnings", { ...VALID, studentId: pupil }),
    );
    const made = await call(COUNSELOR, "POST", "/api/adaptions", {
      studentId: pupil,
      subjects: [VALID.course],
      categories: ["EXTRA_TIME"],
      startDate: "2026-11-24",
      reviewDate: "2026-12-15",
      fWarningId: created.id,
    });
    expect(made.status).toBe(201);
    const refused = await call(COUNSELOR, "DELETE", `/api/f-and-f-warnings/${created.id}`, undefined, "en");
    expect(refused.status).toBe(409);
    expect((await read<ErrorBody>(refused)).error.message).toBe(
      "Extra adaptations rest on this F-warning. Remove them first.",
    );
    expect(await listOf(COUNSELOR, pupil)).toHaveLength(1);
    const adaptationId = ((await made.json()) as { id: string }).id;
    expect((await call(COUNSELOR, "DELETE", `/api/adaptions/${adaptationId}`)).status).toBe(204);
    expect((await call(COUNSELOR, "DELETE", `/api/f-and-f-warnings/${created.id}`)).status).toBe(204);
  });

  it("`id` lists that one F or F-warning (a notification's link opens it), only at its school", async () => {
    const pupil = await f.student("ek");
    const created = await read<FWarning>(
      await call(COUNSELOR, "POST", "/api/f-and-f-warnings", { ...VALID, studentId: pupil }),
    );
    await call(COUNSELOR, "POST", "/api/f-and-f-warnings", { ...VALID, studentId: pupil, isWarning: false });
    const one = await call(COUNSELOR, "GET", `/api/f-and-f-warnings/${ek()}?id=${created.id}`);
    expect(one.status).toBe(200);
    expect((await read<Page<FWarning>>(one)).items.map((item) => item.id)).toEqual([created.id]);
    const elsewhere = await call(
      COUNSELOR,
      "GET",
      `/api/f-and-f-warnings/${t.seeded.schoolIds.bjork!}?id=${created.id}`,
    );
    expect((await read<Page<FWarning>>(elsewhere)).items).toEqual([]);
  });
});
