import { beforeAll } from "vitest";
import { asCloudClient } from "./canary.js";
import type { TestApp } from "./test-app.js";

/** A school's code for the external page (whistles, a pupil's violation report), as its head reads it. */
export async function schoolCodeOf(t: TestApp, schoolId: string): Promise<string> {
  const token = await t.login("head@demo.test");
  const school = (await (await t.request("GET", `/api/schools/${schoolId}`, { token })).json()) as {
    code: string;
  };
  return school.code;
}

/**
 * The external page as a test file reaches it: Ekskolan's code (read in a beforeAll this registers: call it at the
 * file's top, after useTestApp), a different caller each time and a call to the page as one caller.
 */
export function useExternalPage(t: TestApp) {
  let code = "";
  beforeAll(async () => {
    code = await schoolCodeOf(t, t.seeded.schoolIds.ek!);
  });
  let clientNumber = 0;
  return {
    /** Ekskolan's code for the external page. */
    code: () => code,
    /** A different caller each time, so limits of one test do not reach another (the test app reads it in cloud mode). */
    newClient: () => `198.51.100.${++clientNumber}, 10.0.0.1`,
    /** A call to /api/external… from the caller's address. */
    external: (
      method: string,
      path: string,
      client: string,
      body?: unknown,
      headers: Record<string, unknown> = {},
    ) =>
      asCloudClient(t, () =>
        t.request(method, `/api/external${path}`, {
          ...(body !== undefined ? { body } : {}),
          headers: { "x-forwarded-for": client, ...(headers as Record<string, string>) },
        }),
      ),
  };
}
