import {
  CreateInvestigationInputSchema,
  ListInvestigationsQuerySchema,
  UpdateInvestigationInputSchema,
  type InvestigationStatus,
} from "#shared/investigations/investigation.schema";
import {
  app,
  bjork,
  defineDomainTests,
  demoOrg,
  ek,
  ekStudent,
  fx,
  userOf,
} from "../../../tests/helpers/domain-tests/index.js";
import { createInvestigationItem } from "./investigations.repo.js";

/**
 * Unless a row says otherwise, the target is a fresh investigation about Ekskolan's first pupil (in 7A, which T
 * mentors and teaches), started by C. Student-health staff of the school (C, H, M) manage it; T sees a published
 * one for the teaching, a draft only as a contributor; A, O, S and outsiders never see it.
 */
export async function investigationFixture(
  options: {
    status?: InvestigationStatus;
    contributors?: string[];
    studentId?: string;
    outcome?: "" | "PROGRAM" | "NO_PROGRAM";
  } = {},
): Promise<string> {
  const t = app();
  const at = t.clock.now().toISOString();
  const status = options.status ?? "DRAFT";
  const item = await createInvestigationItem(t.deps.db, {
    id: t.deps.ids.id(),
    schoolId: ek(),
    organizationId: demoOrg(),
    studentId: options.studentId ?? ekStudent(),
    status,
    background: "Eleven når inte målen i matematik trots extra anpassningar.",
    schoolSituation: "Har svårt att komma igång med uppgifter.",
    healthInformation: "Skolpsykologens bedömning.",
    analysis: "Behöver stöd i att strukturera arbetet.",
    outcome: options.outcome ?? (status === "PUBLISHED" ? "PROGRAM" : ""),
    noProgramReason: "",
    contributors: options.contributors ?? [],
    contributions: [],
    basedOn: [],
    createdById: userOf("C"),
    createdByName: "Cecilia Kurator",
    createdAt: at,
    updatedAt: at,
    publishedAt: status === "PUBLISHED" ? at : "",
    publishedById: status === "PUBLISHED" ? userOf("C") : "",
  });
  return item.id;
}
const inv = investigationFixture;
const draftBody = { studentId: "", background: "Bakgrund" };

export const investigationsTests = defineDomainTests({
  domain: "investigations",
  rows: [
    {
      route: "GET /api/investigations/school/:schoolId",
      call: () => ({ path: `/api/investigations/school/${ek()}` }),
      expect: { anon: 401, C: 200, H: 200, M: 200, T2: 404, X: 404, default: 403 },
    },
    {
      route: "GET /api/investigations/teacher/school/:schoolId",
      call: () => ({ path: `/api/investigations/teacher/school/${ek()}` }),
      expect: { anon: 401, T: 200, T2: 404, X: 404, default: 403 },
    },
    {
      route: "POST /api/investigations",
      call: () => ({ path: "/api/investigations", body: { ...draftBody, studentId: ekStudent() } }),
      expect: { anon: 401, C: 201, H: 201, M: 201, T2: 404, X: 404, default: 403 },
    },
    {
      route: "PATCH /api/investigations/:id",
      label: "a draft: student health edits; T (not a contributor) does not see it",
      call: async () => ({
        path: `/api/investigations/${await inv()}`,
        body: { version: 1, analysis: "Ny" },
      }),
      expect: { anon: 401, C: 200, H: 200, M: 200, default: 404 },
    },
    {
      route: "PATCH /api/investigations/:id",
      label: "a draft with T a contributor: T contributes",
      call: async () => ({
        path: `/api/investigations/${await inv({ contributors: [userOf("T")] })}`,
        body: { version: 1, contribution: "Mina iakttagelser i klassrummet" },
      }),
      expect: { anon: 401, T: 200, C: 200, H: 200, M: 200, default: 404 },
    },
    {
      route: "PATCH /api/investigations/:id",
      label: "a draft with T a contributor: editing a section is student health's (T 403)",
      call: async () => ({
        path: `/api/investigations/${await inv({ contributors: [userOf("T")] })}`,
        body: { version: 1, analysis: "Ändrad" },
      }),
      expect: { anon: 401, T: 403, C: 200, H: 200, M: 200, default: 404 },
    },
    {
      route: "PATCH /api/investigations/:id",
      label: "published, T the pupil's mentor: locked for T (teaching view), student health corrects it",
      call: async () => ({
        path: `/api/investigations/${await inv({ status: "PUBLISHED" })}`,
        body: { version: 1, contribution: "Sent bidrag" },
      }),
      expect: { anon: 401, T: 403, C: 200, H: 200, M: 200, default: 404 },
    },
    {
      route: "PATCH /api/investigations/:id",
      label: "published about a pupil T neither mentors nor teaches: T 404",
      call: async () => ({
        path: `/api/investigations/${await inv({ status: "PUBLISHED", studentId: await fx().student("ek") })}`,
        body: { version: 1, contribution: "Bidrag" },
      }),
      expect: { anon: 401, C: 200, H: 200, M: 200, default: 404 },
    },
    {
      route: "DELETE /api/investigations/:id",
      label: "a draft",
      call: async () => ({ path: `/api/investigations/${await inv({ contributors: [userOf("T")] })}` }),
      expect: { anon: 401, T: 403, C: 204, H: 204, M: 204, default: 404 },
    },
    {
      route: "DELETE /api/investigations/:id",
      label: "published: the basis of a decision is never deleted (409)",
      call: async () => ({ path: `/api/investigations/${await inv({ status: "PUBLISHED" })}` }),
      expect: { anon: 401, T: 403, C: 409, H: 409, M: 409, default: 404 },
    },
  ],
  fuzzIds: async () => [await inv(), await inv({ status: "PUBLISHED" }), ekStudent()],
  fuzz: {
    "GET /api/investigations/school/:schoolId": { actor: "C", query: ListInvestigationsQuerySchema },
    "GET /api/investigations/teacher/school/:schoolId": { actor: "T", query: ListInvestigationsQuerySchema },
    "POST /api/investigations": { actor: "C", body: CreateInvestigationInputSchema },
    "PATCH /api/investigations/:id": { actor: "C", body: UpdateInvestigationInputSchema },
    "DELETE /api/investigations/:id": { actor: "C" },
  },
  massAssignment: {
    "POST /api/investigations": [
      "studentId",
      "background",
      "schoolSituation",
      "healthInformation",
      "analysis",
      "outcome",
      "noProgramReason",
      "contributors",
      "basedOn",
      "status",
    ],
    "PATCH /api/investigations/:id": [
      "version",
      "background",
      "schoolSituation",
      "healthInformation",
      "analysis",
      "outcome",
      "noProgramReason",
      "contributors",
      "basedOn",
      "status",
      "contribution",
    ],
  },
  calls: [
    {
      route: "GET /api/investigations/school/:schoolId",
      label: "student health's list page: session + one query, and one audit write",
      actor: "C",
      call: () => ({ path: `/api/investigations/school/${bjork()}` }),
      data: 2,
      audit: 1,
    },
    {
      route: "GET /api/investigations/teacher/school/:schoolId",
      label:
        "a teacher's list page: session + one query + the pupils and their classes in two batches, and audit",
      actor: "T",
      call: async () => {
        await inv({ status: "PUBLISHED" });
        return { path: `/api/investigations/teacher/school/${ek()}` };
      },
      data: 4,
      audit: 1,
      includes: ["BatchGetItemCommand"],
    },
    {
      route: "PATCH /api/investigations/:id",
      label: "an edit: session + the investigation + one conditional write, and one audit write",
      actor: "C",
      call: async () => ({
        path: `/api/investigations/${await inv()}`,
        body: { version: 1, analysis: "Ny" },
      }),
      data: 3,
      audit: 1,
    },
    {
      route: "DELETE /api/investigations/:id",
      label:
        "deleting a draft: session + the investigation + the school's programs that link to it + one conditional delete, and one audit write",
      actor: "C",
      call: async () => ({ path: `/api/investigations/${await inv()}` }),
      data: 4,
      audit: 1,
    },
  ],
});
