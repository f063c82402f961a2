import { PageQuerySchema } from "#shared/common.schema";
import {
  CreateViolationInvestigationInputSchema,
  UpdateViolationInvestigationInputSchema,
} from "#shared/violations/violation.schema";
import {
  ek,
  type FuzzRoutes,
  type MassAssignment,
  type MatrixRow,
} from "../../../tests/helpers/domain-tests/index.js";
import { MANAGE, post, report } from "./violations.access-fixtures.js";

/**
 * The violation investigations' part of the violations' access plug-in (violations.access.ts spreads these in):
 * the school's and the teacher's lists, and an investigation of a fresh report by T, which student health and the
 * principal's level manage.
 */

const investigation = async (violationId: string) =>
  (await post<{ id: string }>("C", "/api/violation-investigations", { violationId, findings: "" })).id;

export const violationInvestigationRows: MatrixRow[] = [
  {
    route: "GET /api/violation-investigations/school/:schoolId",
    call: () => ({ path: `/api/violation-investigations/school/${ek()}` }),
    expect: { anon: 401, T: 403, T2: 404, C: 200, H: 200, M: 200, X: 404, default: 403 },
  },
  {
    route: "GET /api/violation-investigations/teacher/school/:schoolId",
    call: () => ({ path: `/api/violation-investigations/teacher/school/${ek()}` }),
    expect: { anon: 401, T: 200, T2: 404, X: 404, default: 403 },
  },
  {
    route: "POST /api/violation-investigations",
    call: async () => ({ path: "/api/violation-investigations", body: { violationId: await report() } }),
    expect: { ...MANAGE, C: 201, H: 201, M: 201 },
  },
  {
    route: "PATCH /api/violation-investigations/:id",
    call: async () => ({
      path: `/api/violation-investigations/${await investigation(await report())}`,
      body: { version: 1, findings: "Eleven har blivit kränkt." },
    }),
    expect: { ...MANAGE, C: 200, H: 200, M: 200 },
  },
  {
    route: "DELETE /api/violation-investigations/:id",
    call: async () => ({ path: `/api/violation-investigations/${await investigation(await report())}` }),
    expect: { ...MANAGE, C: 204, H: 204, M: 204 },
  },
];

export const violationInvestigationFuzz: FuzzRoutes = {
  "GET /api/violation-investigations/school/:schoolId": { actor: "C", query: PageQuerySchema },
  "GET /api/violation-investigations/teacher/school/:schoolId": { actor: "T", query: PageQuerySchema },
  "POST /api/violation-investigations": { actor: "H", body: CreateViolationInvestigationInputSchema },
  "PATCH /api/violation-investigations/:id": { actor: "C", body: UpdateViolationInvestigationInputSchema },
  "DELETE /api/violation-investigations/:id": { actor: "M" },
};

/** The investigation's own record, which a begin and an edit both set. */
const INVESTIGATION_FIELDS = [
  "eventDate",
  "involvedPersons",
  "eventDescription",
  "precedingEvents",
  "duration",
  "aftermath",
  "physicalActions",
  "location",
  "studentBehaviour",
  "peerReactions",
  "dates",
  "investigators",
  "findings",
  "actionsTaken",
  "evaluationDate",
  "evaluatedBy",
];

export const violationInvestigationMassAssignment: MassAssignment = {
  "POST /api/violation-investigations": ["violationId", ...INVESTIGATION_FIELDS],
  "PATCH /api/violation-investigations/:id": ["version", ...INVESTIGATION_FIELDS, "concluded"],
};
