import { expect } from "vitest";
import type { TestApp } from "./test-app.js";

/**
 * What the people tests (tests/people) share: calls to the API as the web makes them, the seeded schools, people
 * leaving a school and being taken back, and the check that a document or list is gone with nothing of a pupil in it.
 * Each test file keeps its own app; `app` hands it over once the file's `beforeAll` has made it.
 */
export type Json = Record<string, unknown>;

/** The demo accounts' password. */
const DEMO_PASSWORD = "Elevhalsa2026";

export function peopleApi(app: () => TestApp) {
  const ek = () => app().seeded.schoolIds.ek!;
  const bjork = () => app().seeded.schoolIds.bjork!;
  const uid = (email: string) => app().seeded.userIds[email]!;

  /** A call through the API, acting in `role` and with `school` as the active school when given. */
  async function call(
    token: string,
    method: string,
    path: string,
    body?: unknown,
    role?: string,
    school?: string,
  ) {
    const res = await app().request(method, `/api${path}`, {
      token,
      ...(role ? { role } : {}),
      ...(school ? { headers: { "x-active-school": school } } : {}),
      ...(body !== undefined ? { body } : {}),
    });
    const text = await res.text();
    return { status: res.status, text, body: (text ? JSON.parse(text) : {}) as Json };
  }

  /** POSTs `body`, expects 201 and gives back what was made. */
  async function created(token: string, path: string, body: Json): Promise<Json> {
    const res = await call(token, "POST", path, body);
    expect(res.status, `${path} ${res.text}`).toBe(201);
    return res.body;
  }

  /** Signs in afresh (no cached token), so the session is made under the clock and roles of this moment. */
  async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await app().request("POST", "/api/auth/login", { body: { email, password } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }

  /** The school's admin takes the people off Ekskolan. */
  async function takeOffEk(admin: string, userIds: string[]) {
    const removed = await call(admin, "PATCH", `/schools/${ek()}`, {
      usersToRemove: userIds.map((id) => ({ id })),
    });
    expect(removed.status, removed.text).toBe(200);
  }

  /** The school's admin takes someone who left back at Ekskolan, as a teacher. */
  async function takeBackAtEk(admin: string, email: string, name = "Tillbaka") {
    const back = await call(admin, "POST", "/user", { name, email, role: "TEACHER", schoolId: ek() });
    expect(back.status, back.text).toBe(200);
  }

  /**
   * Every path read by `token` (acting in `role` when given) is 404, as if it did not exist, and its answer carries
   * none of `absent` (a pupil's id or name, a document's text).
   */
  async function expectGone(token: string, paths: string[], absent: string[], role?: string) {
    for (const path of paths) {
      const res = await call(token, "GET", path, undefined, role);
      expect(res.status, `${role ?? ""} ${path} ${res.text}`).toBe(404);
      for (const text of absent) expect(res.text, path).not.toContain(text);
    }
  }

  /**
   * The common documents about a pupil, made by student-health staff (`token`), at the standard level where it has
   * one: a ticket, an action program, an adaptation and an F-warning, with the given words in them.
   */
  async function commonDocuments(
    token: string,
    studentId: string,
    words: { title: string; description: string; subject: string; reason: string },
  ) {
    return {
      ticket: await created(token, "/tickets", {
        studentId,
        title: words.title,
        description: words.description,
        access: "STANDARD",
      }),
      program: await created(token, "/action-program", { studentId, access: "STANDARD" }),
      adaptation: await created(token, "/adaptions", {
        studentId,
        subjects: [words.subject],
        categories: ["EXTRA_TIME"],
        startDate: "2026-11-02",
        reviewDate: "2026-12-07",
      }),
      warning: await created(token, "/f-and-f-warnings", {
        studentId,
        isWarning: true,
        course: words.subject,
        reason: words.reason,
        startDate: "2026-11-02",
        plannedEndDate: "2026-12-18",
      }),
    };
  }

  return { ek, bjork, uid, call, created, signIn, takeOffEk, takeBackAtEk, expectGone, commonDocuments };
}
