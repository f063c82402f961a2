import {
  CreateViolationFollowUpInputSchema,
  CreateViolationInputSchema,
  ListViolationsQuerySchema,
  UpdateViolationFollowUpInputSchema,
  UpdateViolationInputSchema,
} from "#shared/violations/violation.schema";
import { ViolationStatisticsQuerySchema } from "#shared/violations/violation-statistics";
import {
  app,
  defineDomainTests,
  ek,
  ekClass,
  ekStudent,
  userOf,
  type Expect,
  type MatrixRow,
  type SignedInActor,
} from "../../../tests/helpers/domain-tests/index.js";
import {
  externalReplyFuzz,
  externalReplyMassAssignment,
  externalReplyRows,
} from "./violation-external.access.js";
import {
  violationInvestigationFuzz,
  violationInvestigationMassAssignment,
  violationInvestigationRows,
} from "./violation-investigations.access-rows.js";
import { MANAGE, post, report, reportBody } from "./violations.access-fixtures.js";

/**
 * The violations' access-matrix plug-in: the report, follow-up and statistics routes' rows, fuzz, mass-assignment
 * fields and call budgets, with the violation investigations' (violation-investigations.access-rows.ts) and the
 * external reply's (violation-external.access.ts) spread in. What the rows act on is in
 * violations.access-fixtures.ts.
 */

const followUp = async (violationId: string, author: SignedInActor) =>
  (
    await post<{ id: string }>(author, "/api/violations/follow-up", {
      violationId,
      text: "Pratat med eleven.",
    })
  ).id;

/** Ekskolan's second class (7B): T teaches it (every teacher teaches every class) but mentors only 7A. */
const ek7B = () => app().seeded.classIds.ek![1]!;

/** Who may write a follow-up on a report at each access choice (the choice's meaning, as a row). */
const CHOICE_ROWS: { label: string; make: () => Promise<string>; expect: Expect }[] = [
  {
    label: "COUNSELOR, by C: not the teacher",
    make: () => report("C", "COUNSELOR"),
    expect: { anon: 401, C: 201, H: 201, M: 201, O: 403, default: 404 },
  },
  {
    label: "SELECTED, by C, T chosen",
    make: () => report("C", "SELECTED", { accessUsers: [{ id: userOf("T") }] }),
    expect: { anon: 401, T: 201, C: 201, H: 201, M: 201, O: 403, default: 404 },
  },
  {
    label: "TEACHER, by C, 7B chosen (T teaches it)",
    make: () => report("C", "TEACHER", { classes: [{ id: ek7B() }] }),
    expect: { anon: 401, T: 201, C: 201, H: 201, M: 201, O: 403, default: 404 },
  },
  {
    label: "MENTOR, by C, 7A chosen (T mentors it)",
    make: () => report("C", "MENTOR", { classes: [{ id: ekClass() }] }),
    expect: { anon: 401, T: 201, C: 201, H: 201, M: 201, O: 403, default: 404 },
  },
  {
    label: "MENTOR, by C, 7B chosen (T does not mentor it)",
    make: () => report("C", "MENTOR", { classes: [{ id: ek7B() }] }),
    expect: { anon: 401, C: 201, H: 201, M: 201, O: 403, default: 404 },
  },
];

/** What a report's author tells and chooses (story, pupils, access), which a create and an edit both set. */
const REPORT_FIELDS = [
  "type",
  "violationBetween",
  "victim",
  "incidentDetails",
  "when",
  "location",
  "witness",
  "hasContactedSchool",
  "hasContactedParents",
  "whoContacted",
  "victimStudentId",
  "participatingStudents",
  "access",
  "accessUsers",
  "classes",
];

export const violationsTests = defineDomainTests({
  domain: "violations",
  rows: [
    {
      route: "GET /api/violations/:schoolId",
      call: () => ({ path: `/api/violations/${ek()}` }),
      expect: { anon: 401, T2: 404, A: 403, S: 403, X: 404, default: 200 },
    },
    {
      route: "POST /api/violations",
      call: () => ({ path: "/api/violations", body: reportBody() }),
      expect: { anon: 401, T2: 404, A: 403, O: 403, S: 403, X: 404, default: 201 },
    },
    {
      route: "PATCH /api/violations/:id",
      call: async () => ({
        path: `/api/violations/${await report()}`,
        body: { version: 1, location: "Skolgården" },
      }),
      expect: { ...MANAGE, C: 200, H: 200, M: 200 },
    },
    {
      route: "PATCH /api/violations/:id",
      label: "seen by the principal: the head alone",
      call: async () => ({
        path: `/api/violations/${await report()}`,
        body: { version: 1, seenByPrincipal: true },
      }),
      expect: { anon: 401, T: 403, C: 403, M: 403, O: 403, H: 200, default: 404 },
    },
    {
      route: "DELETE /api/violations/:id",
      call: async () => ({ path: `/api/violations/${await report()}` }),
      expect: { anon: 401, T: 403, C: 403, O: 403, H: 200, M: 200, default: 404 },
    },
    {
      route: "POST /api/violations/spam/:id",
      call: async () => ({ path: `/api/violations/spam/${await report()}` }),
      expect: { ...MANAGE, C: 200, H: 200, M: 200 },
    },
    {
      route: "POST /api/violations/follow-up",
      call: async () => ({
        path: "/api/violations/follow-up",
        body: { violationId: await report(), text: "Uppföljning" },
      }),
      expect: { anon: 401, T: 201, C: 201, H: 201, M: 201, O: 403, default: 404 },
    },
    ...CHOICE_ROWS.map((row): MatrixRow => ({
      route: "POST /api/violations/follow-up",
      label: row.label,
      call: async () => ({
        path: "/api/violations/follow-up",
        body: { violationId: await row.make(), text: "Uppföljning" },
      }),
      expect: row.expect,
    })),
    {
      route: "PATCH /api/violations/follow-up/:id",
      label: "C's follow-up: only its author",
      call: async () => ({
        path: `/api/violations/follow-up/${await followUp(await report(), "C")}`,
        body: { version: 1, text: "Ändrad" },
      }),
      expect: { anon: 401, T: 403, C: 200, H: 403, M: 403, O: 403, default: 404 },
    },
    {
      route: "DELETE /api/violations/follow-up/:id",
      label: "C's follow-up: only its author",
      call: async () => ({ path: `/api/violations/follow-up/${await followUp(await report(), "C")}` }),
      expect: { anon: 401, T: 403, C: 204, H: 403, M: 403, O: 403, default: 404 },
    },
    ...violationInvestigationRows,
    ...externalReplyRows(() => report()),
    {
      route: "GET /api/violations/statistics",
      label: "one school: its head and the owner",
      call: () => ({ path: `/api/violations/statistics?schoolId=${ek()}` }),
      expect: { anon: 401, H: 200, O: 200, T2: 404, S: 404, X: 404, default: 403 },
    },
    {
      route: "GET /api/violations/statistics",
      label: "every school of the organization: the owner alone",
      call: () => ({ path: "/api/violations/statistics" }),
      expect: { anon: 401, O: 200, default: 403 },
    },
  ],
  fuzz: {
    "GET /api/violations/statistics": { actor: "O", query: ViolationStatisticsQuerySchema },
    "GET /api/violations/:schoolId": { actor: "T", query: ListViolationsQuerySchema },
    "POST /api/violations": { actor: "T", body: CreateViolationInputSchema },
    "PATCH /api/violations/:id": { actor: "C", body: UpdateViolationInputSchema },
    "DELETE /api/violations/:id": { actor: "H" },
    "POST /api/violations/spam/:id": { actor: "C" },
    "POST /api/violations/follow-up": { actor: "T", body: CreateViolationFollowUpInputSchema },
    "PATCH /api/violations/follow-up/:id": { actor: "C", body: UpdateViolationFollowUpInputSchema },
    "DELETE /api/violations/follow-up/:id": { actor: "C" },
    ...violationInvestigationFuzz,
    ...externalReplyFuzz,
  },
  massAssignment: {
    "POST /api/violations": ["name", "email", "schoolId", ...REPORT_FIELDS],
    "PATCH /api/violations/:id": [
      "version",
      ...REPORT_FIELDS,
      "seenByPrincipal",
      "reportedToOwner",
      "archived",
    ],
    "POST /api/violations/follow-up": ["violationId", "text"],
    "PATCH /api/violations/follow-up/:id": ["version", "text"],
    ...violationInvestigationMassAssignment,
    ...externalReplyMassAssignment,
  },
  calls: [
    {
      route: "GET /api/violation-investigations/school/:schoolId",
      label:
        "an investigation list page: session + one query + their reports in one batched read, and one audit write",
      actor: "C",
      call: () => ({ path: `/api/violation-investigations/school/${ek()}` }),
      commands: ["TransactGetItemsCommand", "QueryCommand", "BatchGetItemCommand"],
      audit: 1,
    },
    {
      route: "GET /api/violation-investigations/teacher/school/:schoolId",
      label:
        "a teacher's investigation page: session + one query + their reports in one batched read, and one audit write",
      actor: "T",
      call: () => ({ path: `/api/violation-investigations/teacher/school/${ek()}` }),
      commands: ["TransactGetItemsCommand", "QueryCommand", "BatchGetItemCommand"],
      audit: 1,
    },
    {
      route: "GET /api/violations/:schoolId",
      label: "a list page as student health: session + one query, and one audit write",
      actor: "C",
      call: () => ({ path: `/api/violations/${ek()}` }),
      data: 2,
      audit: 1,
    },
    {
      route: "GET /api/violations/:schoolId",
      label:
        "a pupil's list (the pupil page): session + the pupil's refs + one batch read of those reports, and one audit write",
      actor: "C",
      call: async () => {
        await report();
        return { path: `/api/violations/${ek()}?studentId=${ekStudent()}` };
      },
      commands: ["TransactGetItemsCommand", "QueryCommand", "BatchGetItemCommand"],
      audit: 1,
    },
    {
      route: "PATCH /api/violations/:id",
      label:
        "a pupil named: session + report + the pupils read + one transaction (the report and the pupil's ref); audit",
      actor: "C",
      call: async () => ({
        path: `/api/violations/${await report()}`,
        body: { version: 1, participatingStudents: [{ id: app().seeded.studentIds.ek![1]! }] },
      }),
      commands: [
        "TransactGetItemsCommand",
        "GetItemCommand",
        "BatchGetItemCommand",
        "TransactWriteItemsCommand",
      ],
      audit: 1,
    },
    {
      route: "PATCH /api/violations/:id",
      label: "the head marks a report seen: session + report + conditional write; audit; telling the author",
      actor: "H",
      call: async () => ({
        path: `/api/violations/${await report()}`,
        body: { version: 1, seenByPrincipal: true },
      }),
      commands: [
        "TransactGetItemsCommand",
        "GetItemCommand",
        "UpdateItemCommand",
        "BatchGetItemCommand",
        "BatchWriteItemCommand",
      ],
      audit: 1,
    },
    {
      route: "POST /api/violations/follow-up",
      label: "a follow-up: session + report + conditional write; the ref and the audit are puts",
      actor: "C",
      call: async () => ({
        path: "/api/violations/follow-up",
        body: { violationId: await report(), text: "Hej" },
      }),
      data: 3,
      audit: 2,
    },
  ],
});
