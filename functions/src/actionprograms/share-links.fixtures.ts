import { expect } from "vitest";
import type { ActionProgram } from "#shared/actionprograms/action-program.schema";
import type { ProgramSharing, ShareLink } from "#shared/actionprograms/share-link.schema";
import { DEMO_PASSWORD } from "../local/demo-data.js";
import type { TestApp } from "../../../tests/helpers/test-app.js";
import { COMPLETE } from "./action-programs.fixtures.js";

/**
 * What the action program share-link tests act through (share-links.int.test.ts, appeal-clock.int.test.ts): staff
 * calls whose session outlives the days the clock moves, the token page read as one client, a decided program about
 * Ekskolan's first pupil, sharing it and the program's sharing as staff see it.
 */

export const COUNSELOR = "counselor@demo.test";
export const HEAD = "head@demo.test";
export const TEACHER = "teacher@demo.test";

export { COMPLETE };

export const json = async <T>(res: Response) => (await res.json()) as T;
export const tokenOf = (text: string) => /\/actions\/action-program\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

/** The helpers over the file's test app, read when called (the app is made in the file's beforeAll). */
export function shareLinkFixtures(app: () => TestApp) {
  const uid = (email: string) => app().seeded.userIds[email]!;
  const pupil = () => app().seeded.studentIds.ek![0]!;

  /** Sessions last 8 hours and these tests move the clock by days: a session that ran out is renewed once. */
  const sessions = new Map<string, string>();
  async function signIn(email: string): Promise<string> {
    const res = await app().request("POST", "/api/auth/login", { body: { email, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    const { token } = await json<{ token: string }>(res);
    sessions.set(email, token);
    return token;
  }
  async function call(email: string, method: string, path: string, body?: unknown, language = "sv") {
    const send = (token: string) =>
      app().request(method, path, {
        token,
        headers: { "accept-language": language },
        ...(body !== undefined ? { body } : {}),
      });
    const res = await send(sessions.get(email) ?? (await signIn(email)));
    return res.status === 401 ? send(await signIn(email)) : res;
  }

  let clientNumber = 0;
  const newClient = () => `198.51.100.${++clientNumber}, 10.0.0.1`;
  /** A token read as one client (the cloud mode reads the address from X-Forwarded-For). */
  async function open(token: string, client = newClient(), language = "sv"): Promise<Response> {
    const config = app().deps.config as { mode: "cloud" | "embedded" };
    config.mode = "cloud";
    try {
      return await app().request("GET", `/api/external/action-program/${token}`, {
        headers: { "x-forwarded-for": client, "accept-language": language },
      });
    } finally {
      config.mode = "embedded";
    }
  }

  async function draft(): Promise<ActionProgram> {
    const res = await call(COUNSELOR, "POST", "/api/action-program", {
      studentId: pupil(),
      access: "STANDARD",
      ...COMPLETE,
    });
    expect(res.status).toBe(201);
    return json<ActionProgram>(res);
  }

  async function published(): Promise<ActionProgram> {
    const program = await draft();
    const res = await call(HEAD, "PATCH", `/api/action-program/${program.id}`, {
      version: 1,
      status: "published",
    });
    expect(res.status).toBe(200);
    return json<ActionProgram>(res);
  }

  async function share(
    programId: string,
    recipients: { email: string; kind: "GUARDIAN" | "STUDENT"; sixteenOrOlder?: boolean }[],
    extra: Record<string, unknown> = {},
  ): Promise<{ links: ShareLink[]; tokens: string[] }> {
    const res = await call(COUNSELOR, "POST", "/api/action-program/links", {
      actionProgramId: programId,
      recipients,
      ...extra,
    });
    expect(res.status).toBe(201);
    const links = await json<ShareLink[]>(res);
    const tokens = recipients.map((recipient) => tokenOf(app().outbox.lastTo(recipient.email)!.text));
    return { links, tokens };
  }

  const sharing = async (programId: string, by = COUNSELOR) =>
    json<ProgramSharing>(await call(by, "GET", `/api/action-program/${programId}/links`));

  return { uid, pupil, call, newClient, open, draft, published, share, sharing };
}
