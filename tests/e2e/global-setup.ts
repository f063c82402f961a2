import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { startProduct } from "../helpers/product-server";
import { DEMO_PASSWORD, E2E_USERS, readLinkFromOutbox, statePath, type E2EState } from "./support";

const root = resolve(import.meta.dirname, "../..");

async function api<T>(
  baseURL: string,
  path: string,
  options: { method?: string; body?: unknown; token?: string; role?: string } = {},
): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method: options.method ?? "GET",
    headers: {
      Accept: "application/json",
      ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.role ? { "X-Active-Role": options.role } : {}),
    },
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${options.method ?? "GET"} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function login(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await api<{ token?: string }>(baseURL, "/auth/login", {
    method: "POST",
    body: { email, password },
  });
  if (!answer.token) throw new Error(`No token for ${email}`);
  return answer.token;
}

/**
 * Starts the API (with the built web) on the run's port and data directory, signs in the demo users once (the
 * per-client login limit is 50 per 15 minutes), and adds the users the journeys change, so that no journey changes
 * a user another one reads.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = process.env.E2E_PORT!;
  const dataDir = process.env.E2E_DATA_DIR!;
  const baseURL = `http://localhost:${port}`;
  if (!existsSync(join(root, "web/dist/index.html"))) {
    throw new Error("web/dist is missing: run `npm run build:web` first (npm run test:e2e does).");
  }

  const server = await startProduct({ port, dataDir });
  const stop = server.stop;

  try {
    const tokens: Record<string, string> = {};
    for (const email of [
      "teacher@demo.test",
      "counselor@demo.test",
      "head@demo.test",
      "admin@demo.test",
      "mainadmin@demo.test",
      "owner@demo.test",
      "superadmin@demo.test",
      "teacher2@demo.test",
      "counselor@other.test",
    ]) {
      tokens[email] = await login(baseURL, email);
    }

    const admin = tokens["admin@demo.test"]!;
    const me = await api<{ schools: { id: string; name: string }[] }>(baseURL, "/auth/me", { token: admin });
    const ekskolan = me.schools.find((school) => school.name === "Ekskolan")!;
    const mainadmin = await api<{ schools: { id: string; name: string }[] }>(baseURL, "/auth/me", {
      token: tokens["mainadmin@demo.test"]!,
    });
    const bjorkskolan = mainadmin.schools.find((school) => school.name === "Björkskolan")!;

    for (const user of Object.values(E2E_USERS)) {
      const created = await api<{ id: string; version: number }>(baseURL, "/user", {
        method: "POST",
        token: admin,
        role: "ADMIN",
        body: { name: user.name, email: user.email, role: user.roles[0], schoolId: ekskolan.id },
      });
      if (user.roles.length > 1) {
        await api(baseURL, `/user/${created.id}`, {
          method: "PATCH",
          token: admin,
          role: "ADMIN",
          body: { schoolId: ekskolan.id, roles: user.roles, version: created.version },
        });
      }
      // The invitation mail's link sets the first password, as the invited person would.
      const link = readLinkFromOutbox(dataDir, user.email, "/reset-password?token=");
      const token = new URL(link).searchParams.get("token")!;
      await api(baseURL, "/auth/reset-password", {
        method: "POST",
        body: { token, password: DEMO_PASSWORD },
      });
      if (user.signedIn) tokens[user.email] = await login(baseURL, user.email);
    }

    const state: E2EState = {
      baseURL,
      dataDir,
      tokens,
      schools: { ekskolan: ekskolan.id, bjorkskolan: bjorkskolan.id },
    };
    writeFileSync(statePath(dataDir), JSON.stringify(state, null, 2));
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n--- API server output ---\n${server.output()}`, { cause: error });
  }

  return stop;
}
