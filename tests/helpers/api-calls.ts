import { expect } from "vitest";
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

/**
 * Calls the test app's API as a demo account and expects the call to go through (2xx, the status and body told
 * otherwise), answering the JSON body (null for 204). For tests about what a list or a read says, not about refusals.
 */
export const succeedingAs =
  (t: TestApp) =>
  async <T>(email: string, method: string, path: string, body?: unknown): Promise<T> => {
    const res = await t.request(method, path, { token: await t.login(email), body });
    expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
    return (res.status === 204 ? null : await res.json()) as T;
  };

/** One page of a list, as the API answers it. */
export interface Listed<T> {
  items: T[];
  cursor: string | null;
}

/**
 * Reads a list through the API page by page as the person (`path` with its query; each next page asks for the
 * cursor the page before answered), every page answering 200: the items in the order answered, and how many pages
 * it took. Stops after `maxPages` pages, should a list never end.
 */
export async function readEveryPage<T>(
  call: (email: string, method: string, path: string) => Promise<Response>,
  email: string,
  path: string,
  maxPages = 100,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let pages = 0;
  let cursor: string | null = null;
  do {
    const res = await call(email, "GET", cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : path);
    expect(res.status, await res.clone().text()).toBe(200);
    const page: Listed<T> = await readJson<Listed<T>>(res);
    items.push(...page.items);
    cursor = page.cursor;
    pages++;
  } while (cursor && pages < maxPages);
  return { items, pages };
}

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
