import type { ErrorBody } from "../../shared/src/errors.js";
import type { TestApp } from "./test-app.js";

/**
 * Calls the test app's API as a demo account (null: signed out), with a body where given, in Swedish unless the
 * test asks for another language. Made once per file from its app (`const call = apiAs(t)`).
 */
export const apiAs =
  (t: TestApp) =>
  async (email: string | null, method: string, path: string, body?: unknown, language = "sv") =>
    t.request(method, path, {
      token: email ? await t.login(email) : undefined,
      headers: { "accept-language": language },
      ...(body !== undefined ? { body } : {}),
    });

/** A response's JSON body, as the type the test expects. */
export const readJson = async <T>(res: Response) => (await res.json()) as T;

/** The error a refused call answered with (code, message, reason). */
export const errorOf = async (res: Response) => (await readJson<ErrorBody>(res)).error;

/** Every audit event that names the pupil (the pupil's trail). */
export const pupilAuditTrail = async (t: TestApp, studentId: string) =>
  (await t.db.auditEvent.query.byStudent({ studentId }).go({ pages: "all" })).data;

/** Every notification the person has been sent. */
export const notificationsSentTo = async (t: TestApp, userId: string) =>
  (await t.db.notification.query.byUser({ userId }).go({ pages: "all" })).data;
