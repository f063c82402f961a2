import { ViolationExternalReplyInputSchema } from "#shared/violations/violation-external.schema";
import { app, ek, type Expect, type MatrixRow } from "../../../tests/helpers/domain-tests/index.js";
import { getSchool } from "../schools/index.js";
import { storeExternalReport } from "./violation-external.service.js";

/**
 * Access rows for staff's side of an externally sent report (spread into violations.access.ts). Such a report has
 * no author and the access choice COUNSELOR: the principal's level (H, M) and student health (C) manage it, the
 * owner (O) sees its chain only, teachers and everyone outside the school do not know it exists.
 */

/** A fresh report at Ekskolan sent from the external page by a pupil; its id. */
export async function externalReportAtEk(): Promise<string> {
  const school = (await getSchool(app().deps.db, ek()))!;
  const { id } = await storeExternalReport(app().deps, school, {
    reporter: "PUPIL",
    victim: "Jag, i 8A",
    incidentDetails: "Några skriver elaka saker om mig i klasschatten.",
    when: "2026-11-18T18:00:00.000Z",
    location: "Klasschatten",
    witness: "Alla i chatten",
    hasContactedSchool: "NO",
    hasContactedParents: "IDK",
    type: "VIOLATION",
    violationBetween: "DONTKNOW",
    whoContacted: "",
  });
  return id;
}

const REPLY = { message: "Tack för att du berättade. Vi pratar med klassen i morgon." };

export const externalReplyRows = (staffReport: () => Promise<string>): MatrixRow[] => [
  {
    route: "POST /api/violations/:id/external-reply",
    label: "a report sent from the external page",
    call: async () => ({ path: `/api/violations/${await externalReportAtEk()}/external-reply`, body: REPLY }),
    expect: { anon: 401, C: 200, H: 200, M: 200, O: 403, default: 404 } satisfies Expect,
  },
  {
    route: "POST /api/violations/:id/external-reply",
    label: "a report made by staff (T's): no external sender",
    call: async () => ({ path: `/api/violations/${await staffReport()}/external-reply`, body: REPLY }),
    expect: { anon: 401, C: 400, H: 400, M: 400, T: 403, O: 403, default: 404 } satisfies Expect,
  },
];

export const externalReplyFuzz = {
  "POST /api/violations/:id/external-reply": {
    actor: "C",
    row: "a report sent from the external page",
    body: ViolationExternalReplyInputSchema,
  },
} as const;

export const externalReplyMassAssignment = { "POST /api/violations/:id/external-reply": ["message"] };
