import { PageQuerySchema } from "#shared/common.schema";
import {
  CreateViolationFollowUpInputSchema,
  CreateViolationInputSchema,
  CreateViolationInvestigationInputSchema,
  ListViolationsQuerySchema,
  UpdateViolationFollowUpInputSchema,
  UpdateViolationInputSchema,
  UpdateViolationInvestigationInputSchema,
  type ViolationAccessLevel,
} from "#shared/violations/violation.schema";
import { ViolationStatisticsQuerySchema } from "#shared/violations/violation-statistics";
import {
  app,
  defineDomainTests,
  ek,
  ekClass,
  ekStudent,
  tokenOf,
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

/**
 * Unless a row says otherwise, the target is a fresh report at Ekskolan by T (a teacher), access COUNSELOR, about
 * Ekskolan's first pupil. So T is the author (write), C, H and M manage it, O (the owner) sees its chain only, A
 * (an admin) and everyone outside the school do not know it exists.
 */

/** A valid create body (spec section 3). */
export const reportBody = (
  access: ViolationAccessLevel = "COUNSELOR",
  choice: { accessUsers?: { id: string }[]; classes?: { id: string }[] } = {},
) => ({
  access,
  type: "HARASSMENT",
  violationBetween: "STUDENTTOSTUDENT",
  victim: "En elev i 7A",
  incidentDetails: "Kallades fula saker i korridoren.",
  when: "2026-11-20T09:15:00.000Z",
  location: "Korridoren vid matsalen",
  witness: "Två elever",
  hasContactedSchool: "IDK",
  hasContactedParents: "IDK",
  whoContacted: "",
  victimStudentId: ekStudent(),
  schoolId: ek(),
  participatingStudents: [],
  ...choice,
});

async function post<T>(actor: SignedInActor, path: string, body: unknown): Promise<T> {
  const res = await app().request("POST", path, { token: await tokenOf(actor), body });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A fresh report through the API, by `author` (default T), answering its id. */
export const report = async (
  author: SignedInActor = "T",
  access: ViolationAccessLevel = "COUNSELOR",
  choice: Parameters<typeof reportBody>[1] = {},
) => (await post<{ id: string }>(author, "/api/violations", reportBody(access, choice))).id;

const followUp = async (violationId: string, author: SignedInActor) =>
  (
    await post<{ id: string }>(author, "/api/violations/follow-up", {
      violationId,
      text: "Pratat med eleven.",
    })
  ).id;

const investigation = async (violationId: string) =>
  (await post<{ id: string }>("C", "/api/violation-investigations", { violationId, findings: "" })).id;

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

const MANAGE: Expect = { anon: 401, T: 403, O: 403, default: 404 };

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
    "GET /api/violation-investigations/school/:schoolId": { actor: "C", query: PageQuerySchema },
    "GET /api/violation-investigations/teacher/school/:schoolId": { actor: "T", query: PageQuerySchema },
    "POST /api/violation-investigations": { actor: "H", body: CreateViolationInvestigationInputSchema },
    "PATCH /api/violation-investigations/:id": { actor: "C", body: UpdateViolationInvestigationInputSchema },
    "DELETE /api/violation-investigations/:id": { actor: "M" },
    ...externalReplyFuzz,
  },
  massAssignment: {
    "POST /api/violations": [
      "access",
      "name",
      "email",
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
      "schoolId",
      "accessUsers",
      "classes",
      "participatingStudents",
    ],
    "PATCH /api/violations/:id": [
      "version",
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
      "seenByPrincipal",
      "reportedToOwner",
      "archived",
    ],
    "POST /api/violations/follow-up": ["violationId", "text"],
    "PATCH /api/violations/follow-up/:id": ["version", "text"],
    "POST /api/violation-investigations": [
      "violationId",
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
    ],
    "PATCH /api/violation-investigations/:id": [
      "version",
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
      "concluded",
    ],
    ...externalReplyMassAssignment,
  },
  calls: [
    {
      route: "GET /api/violations/:schoolId",
      label: "a list page as student health: session + one query, and one audit write",
      actor: "C",
      call: () => ({ path: `/api/violations/${ek()}` }),
      data: 2,
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
