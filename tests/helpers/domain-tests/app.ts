import { beforeAll } from "vitest";
import { fixtures } from "../fixtures.js";
import { createTestApp, type TestApp } from "../test-app.js";
import { EMAIL, emailOf, type ActorKey, type SignedInActor } from "./actors.js";

/**
 * One seeded app per test file, shared by every plug-in the file runs (matrix, budgets, mass assignment, fuzz):
 * seeding is the expensive part, and each row makes its own fresh targets anyway. Vitest isolates modules per
 * file, so this module's state is the file's own.
 */
let current: { t: TestApp; f: ReturnType<typeof fixtures> } | undefined;
let registered = false;

/** One DynamoDB call a request made: the command's name, its input and whether it succeeded. */
export interface DbCall {
  command: string;
  input: Record<string, unknown>;
  ok: boolean;
}
let recording: DbCall[] | undefined;

/** Registers the file's app (once, however many plug-ins ask). Call at a test file's top level. */
export function useDomainApp(): void {
  if (registered) return;
  registered = true;
  beforeAll(async () => {
    const t = await createTestApp();
    t.deps.db.client.middlewareStack.add(
      (next, context) => async (args) => {
        const call: DbCall | undefined = recording
          ? { command: String(context.commandName), input: args.input as Record<string, unknown>, ok: false }
          : undefined;
        if (call) recording!.push(call);
        const output = await next(args);
        if (call) call.ok = true;
        return output;
      },
      { step: "initialize", name: "domainTestsRecordCalls" },
    );
    current = { t, f: fixtures(t) };
  });
}

/** The file's app; only inside a test or a row's builder (the app is made in beforeAll). */
export function app(): TestApp {
  if (!current) throw new Error("No test app yet: useDomainApp() and use the app inside a test");
  return current.t;
}
/** tests/helpers/fixtures.ts on the file's app: fresh documents written straight to the table. */
export function fx(): ReturnType<typeof fixtures> {
  app();
  return current!.f;
}

/** Runs one request and answers the DynamoDB calls it made, in order. */
export async function recordDbCalls<T>(run: () => Promise<T>): Promise<{ result: T; calls: DbCall[] }> {
  const calls: DbCall[] = [];
  recording = calls;
  try {
    return { result: await run(), calls };
  } finally {
    recording = undefined;
  }
}

/** Signs an actor in (the token is cached per email); anon has none. `fresh` starts a new session. */
export async function tokenOf(actor: ActorKey, fresh = false): Promise<string | undefined> {
  const email = emailOf(actor);
  if (!email) return undefined;
  if (!fresh) return app().login(email);
  const res = await app().request("POST", "/api/auth/login", {
    body: { email, password: "Elevhalsa2026" },
  });
  return ((await res.json()) as { token: string }).token;
}

// What rows name most: Ekskolan's documents, the organization, the actors' user ids.
export const ek = () => app().seeded.schoolIds.ek!;
export const bjork = () => app().seeded.schoolIds.bjork!;
export const demoOrg = () => app().seeded.organizationIds.demo!;
export const ekClass = () => app().seeded.classIds.ek![0]!;
/** Ekskolan's first pupil, in 7A, which T mentors. */
export const ekStudent = () => app().seeded.studentIds.ek![0]!;
/** Arbetslag 7: T, C and H. */
export const ekTeam = () => app().seeded.teamIds[0]!;
export const userOf = (actor: SignedInActor) => app().seeded.userIds[EMAIL[actor]]!;
/** The user id of an actor, or undefined for anon (what a row's builder gets as `userId`). */
export const userIdOf = (actor: ActorKey) => {
  const email = emailOf(actor);
  return email ? app().seeded.userIds[email] : undefined;
};
let sequence = 0;
/** A number not used before in this file (fresh names and emails). */
export const unique = () => ++sequence;
