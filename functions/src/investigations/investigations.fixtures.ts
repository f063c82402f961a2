import type { PupilDocumentCase } from "../../../tests/helpers/pupil-document-case.js";
import { expect } from "vitest";
import type { ErrorBody } from "#shared/errors";
import type { Investigation } from "#shared/investigations/investigation.schema";
import type { Page } from "#shared/common.schema";
import type { TestApp } from "../../../tests/helpers/test-app.js";

/**
 * What the investigation tests act through (investigations.int.test.ts, investigation-basis.int.test.ts): staff
 * calls in a language, a draft about Ekskolan's first pupil, a PATCH, a list's items, a user's notifications, and a
 * mapping, adaptation or F-warning for an investigation to rest on.
 */

export const COUNSELOR = "counselor@demo.test";
export const HEAD = "head@demo.test";
export const TEACHER = "teacher@demo.test";

export const read = async <T>(res: Response) => (await res.json()) as T;
export const errorOf = async (res: Response) => (await read<ErrorBody>(res)).error;

/** The helpers over the file's test app, read when called (the app is made in the file's beforeAll). */
export function investigationFixtures(app: () => TestApp) {
  const ek = () => app().seeded.schoolIds.ek!;
  const bjork = () => app().seeded.schoolIds.bjork!;
  const uid = (email: string) => app().seeded.userIds[email]!;
  /** Ekskolan's first pupil is in 7A, which teacher@demo.test mentors (and teaches). */
  const mentoredPupil = () => app().seeded.studentIds.ek![0]!;

  async function call(email: string | null, method: string, path: string, body?: unknown, language = "sv") {
    return app().request(method, path, {
      token: email ? await app().login(email) : undefined,
      headers: { "accept-language": language },
      ...(body !== undefined ? { body } : {}),
    });
  }
  async function create(body: Record<string, unknown> = {}, email = COUNSELOR): Promise<Investigation> {
    const res = await call(email, "POST", "/api/investigations", {
      studentId: mentoredPupil(),
      background: "Eleven når inte målen i matematik trots extra anpassningar sedan i våras.",
      schoolSituation: "Kommer sällan igång med uppgifter på egen hand.",
      healthInformation: "Skolpsykologen ser tecken på koncentrationssvårigheter.",
      ...body,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return read<Investigation>(res);
  }
  const patch = (email: string, id: string, body: Record<string, unknown>, language = "sv") =>
    call(email, "PATCH", `/api/investigations/${id}`, body, language);
  async function listOf(email: string, path: string): Promise<Investigation[]> {
    const res = await call(email, "GET", path);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await read<Page<Investigation>>(res)).items;
  }
  const notificationsOf = async (email: string) =>
    (
      await app()
        .db.notification.query.byUser({ userId: uid(email) })
        .go({ pages: "all" })
    ).data;

  /** A mapping, adaptation or F-warning about the pupil (Ekskolan's first unless named), made over HTTP. */
  async function basis(
    kind: "MAPPING" | "ADAPTATION" | "FWARNING",
    studentId = mentoredPupil(),
    language = "sv",
  ) {
    const [path, body] =
      kind === "MAPPING"
        ? ["/api/mappings", { respondents: [{ id: uid(TEACHER) }], deadline: "2099-06-01" }]
        : kind === "ADAPTATION"
          ? [
              "/api/adaptions",
              {
                subjects: ["Matematik"],
                categories: ["EXTRA_TIME"],
                startDate: "2026-11-23",
                reviewDate: "2026-12-14",
              },
            ]
          : [
              "/api/f-and-f-warnings",
              {
                isWarning: true,
                course: "Matematik 1b",
                reason: "Saknar tre inlämningar",
                feedback: "",
                startDate: "2026-11-23",
                plannedEndDate: "2027-01-22",
              },
            ];
    const res = await call(COUNSELOR, "POST", path, { studentId, ...body }, language);
    expect(res.status, await res.clone().text()).toBe(201);
    return { kind, id: (await read<{ id: string }>(res)).id };
  }

  return { ek, bjork, uid, mentoredPupil, call, create, patch, listOf, notificationsOf, basis };
}

/** How the per-pupil index's test makes one about a pupil and removes it (tests/helpers/pupil-document-case.ts). */
export const pupilDocumentCase: PupilDocumentCase = {
  kind: "investigation",
  reason: "pupilHasInvestigations",
  create: {
    as: "counselor@demo.test",
    path: "/api/investigations",
    body: (pupil) => ({
      studentId: pupil,
      background: "Eleven når inte målen i matematik.",
      schoolSituation: "Kommer sällan igång med uppgifter.",
      healthInformation: "",
    }),
  },
  remove: { as: "counselor@demo.test", path: (id) => `/api/investigations/${id}` },
};
