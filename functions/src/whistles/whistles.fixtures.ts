import { expect } from "vitest";
import { asCloudClient } from "../../../tests/helpers/canary.js";
import type { TestApp } from "../../../tests/helpers/test-app.js";

/**
 * What the whistle tests act through (whistles.int.test.ts, whistle-safeguards.int.test.ts): a call to the external
 * page as one client, a pupil's whistle to Ekskolan by its code, and a staff member's whistle list there.
 */

export type Json = Record<string, unknown>;

/** The helpers over the file's test app and Ekskolan's code, read when called (both are set in its beforeAll). */
export function whistleFixtures(app: () => TestApp, schoolCode: () => string) {
  const ek = () => app().seeded.schoolIds.ek!;

  const external = (method: string, path: string, client: string, body?: unknown, headers: Json = {}) =>
    asCloudClient(app(), () =>
      app().request(method, `/api/external${path}`, {
        ...(body !== undefined ? { body } : {}),
        headers: { "x-forwarded-for": client, ...(headers as Record<string, string>) },
      }),
    );

  async function sendWhistle(client: string, body: Json = {}, headers: Json = {}) {
    const res = await external(
      "POST",
      "/whistle",
      client,
      {
        code: schoolCode(),
        message: "Några i 8A blir utfrysta på rasterna.",
        recipient: "COUNSELOR",
        ...body,
      },
      headers,
    );
    return { res, json: (await res.json()) as Json };
  }

  async function listAs(email: string, archived = false) {
    const token = await app().login(email);
    const res = await app().request(
      "GET",
      `/api/whistle?schoolId=${ek()}${archived ? "&archived=true" : ""}`,
      { token },
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: Json[] }).items;
  }

  return { ek, external, sendWhistle, listAs };
}
