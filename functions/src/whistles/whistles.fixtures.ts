import { expect } from "vitest";
import { useExternalPage } from "../../../tests/helpers/external-page.js";
import type { TestApp } from "../../../tests/helpers/test-app.js";

/**
 * What the whistle tests act through (whistles.int.test.ts, whistle-safeguards.int.test.ts): the external page
 * (Ekskolan's code, a new caller, a call as one caller), a pupil's whistle to Ekskolan by its code, and a staff
 * member's whistle list there.
 */

export type Json = Record<string, unknown>;

/** The helpers over the file's test app (useTestApp); registers the beforeAll that reads Ekskolan's code. */
export function whistleFixtures(t: TestApp) {
  const ek = () => t.seeded.schoolIds.ek!;
  const { code, newClient, external } = useExternalPage(t);

  async function sendWhistle(client: string, body: Json = {}, headers: Json = {}) {
    const res = await external(
      "POST",
      "/whistle",
      client,
      {
        code: code(),
        message: "Några i 8A blir utfrysta på rasterna.",
        recipient: "COUNSELOR",
        ...body,
      },
      headers,
    );
    return { res, json: (await res.json()) as Json };
  }

  async function listAs(email: string, archived = false) {
    const token = await t.login(email);
    const res = await t.request("GET", `/api/whistle?schoolId=${ek()}${archived ? "&archived=true" : ""}`, {
      token,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: Json[] }).items;
  }

  return { ek, code, newClient, external, sendWhistle, listAs };
}
