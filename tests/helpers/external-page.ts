import type { TestApp } from "./test-app.js";

/** A school's code for the external page (whistles, a pupil's violation report), as its head reads it. */
export async function schoolCodeOf(t: TestApp, schoolId: string): Promise<string> {
  const token = await t.login("head@demo.test");
  const school = (await (await t.request("GET", `/api/schools/${schoolId}`, { token })).json()) as {
    code: string;
  };
  return school.code;
}
