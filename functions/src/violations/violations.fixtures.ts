import type { PupilDocumentCase } from "../../../tests/helpers/pupil-document-case.js";
import type { TestApp } from "../../../tests/helpers/test-app.js";

/**
 * A valid violation report's create body (spec section 3) about `victimStudentId` at `schoolId`, student health's
 * only: for tests that need a report to exist and care nothing for what it says (a null victim: no pupil named).
 */
export const violationReportBody = (schoolId: string, victimStudentId: string | null) => ({
  access: "COUNSELOR",
  type: "HARASSMENT",
  violationBetween: "STUDENTTOSTUDENT",
  victim: "Elev i 7A",
  incidentDetails: "Knuffades på rasten.",
  when: "2026-11-20T09:15:00.000Z",
  location: "Skolgården",
  witness: "Rastvakten",
  hasContactedSchool: "YES",
  hasContactedParents: "IDK",
  whoContacted: "Mentor",
  victimStudentId,
  schoolId,
});

/** Calls to /api… as a demo user, answering the status and the JSON body ({} when there is none). */
export const callerOf =
  (t: TestApp) => async (email: string, method: string, path: string, body?: unknown) => {
    const res = await t.request(method, `/api${path}`, {
      token: await t.login(email),
      ...(body !== undefined ? { body } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };

/** How the per-pupil index's test makes one about a pupil and removes it (tests/helpers/pupil-document-case.ts). */
export const pupilDocumentCase: PupilDocumentCase = {
  kind: "violation",
  reason: "pupilHasViolations",
  create: {
    as: "teacher@demo.test",
    path: "/api/violations",
    body: (pupil, { schoolId }) => violationReportBody(schoolId, pupil),
  },
  remove: { as: "head@demo.test", path: (id) => `/api/violations/${id}` },
};
