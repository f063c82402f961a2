import {
  CreateStudentInputSchema,
  ListStudentsQuerySchema,
  SetMentorInputSchema,
  UpdateStudentInputSchema,
} from "#shared/students/student.schema";
import {
  defineDomainTests,
  app,
  ek,
  ekStudent,
  fx,
  userOf,
} from "../../../tests/helpers/domain-tests/index.js";

export const studentsTests = defineDomainTests({
  domain: "students",
  rows: [
    {
      route: "GET /api/student/school/:schoolId",
      call: () => ({ path: `/api/student/school/${ek()}` }),
      expect: { anon: 401, T2: 404, O: 403, S: 403, X: 404, default: 200 },
    },
    {
      route: "GET /api/student/:id",
      call: () => ({ path: `/api/student/${ekStudent()}` }),
      expect: { anon: 401, T2: 404, O: 403, S: 403, X: 404, default: 200 },
    },
    {
      route: "POST /api/student",
      call: () => ({ path: "/api/student", body: { name: "Ny Elev", schoolId: ek() } }),
      expect: { anon: 401, T2: 404, A: 201, M: 201, X: 404, default: 403 },
    },
    {
      route: "PATCH /api/student/:id",
      call: async () => ({
        path: `/api/student/${await fx().student("ek")}`,
        body: { name: "Nytt Namn", version: 1 },
      }),
      expect: { anon: 401, T2: 404, A: 200, M: 200, X: 404, default: 403 },
    },
    {
      route: "DELETE /api/student/:id",
      call: async () => ({ path: `/api/student/${await fx().student("ek")}` }),
      expect: { anon: 401, T2: 404, A: 204, M: 204, X: 404, default: 403 },
    },
    {
      // Everyone names themselves as mentor: teachers may, owners and superadmins may not.
      route: "PATCH /api/student/:id/mentor",
      call: async (_actor, userId) => ({
        path: `/api/student/${await fx().student("ek")}/mentor`,
        body: { userId: userId ?? userOf("T") },
      }),
      expect: { anon: 401, T2: 404, O: 403, S: 403, X: 404, default: 200 },
    },
    {
      // The pupil's mentor is the actor: removing oneself.
      route: "DELETE /api/student/:id/mentor",
      call: async (_actor, userId) => ({
        path: `/api/student/${await fx().student("ek", { mentorId: userId ?? userOf("T"), mentorName: "X" })}/mentor`,
      }),
      expect: { anon: 401, T2: 404, O: 403, S: 403, X: 404, default: 200 },
    },
  ],
  fuzz: {
    "GET /api/student/school/:schoolId": { actor: "T", query: ListStudentsQuerySchema },
    "GET /api/student/:id": { actor: "T" },
    "POST /api/student": { actor: "A", body: CreateStudentInputSchema },
    "PATCH /api/student/:id": { actor: "A", body: UpdateStudentInputSchema },
    "DELETE /api/student/:id": { actor: "A" },
    "PATCH /api/student/:id/mentor": { actor: "T", body: SetMentorInputSchema },
    "DELETE /api/student/:id/mentor": { actor: "T" },
  },
  massAssignment: {
    "POST /api/student": ["name", "schoolId", "classId", "mentorId"],
    "PATCH /api/student/:id": ["version", "name", "classId"],
    "PATCH /api/student/:id/mentor": ["userId"],
  },
  calls: [
    {
      route: "GET /api/student/:id",
      label: "a pupil read: session + item, and one audit write",
      actor: "T",
      call: () => ({ path: `/api/student/${ekStudent()}` }),
      data: 2,
      audit: 1,
    },
    {
      route: "GET /api/student/school/:schoolId",
      label: "a pupil list page: session + one query, and one audit write",
      actor: "T",
      call: () => ({ path: `/api/student/school/${ek()}` }),
      data: 2,
      audit: 1,
    },
    {
      route: "PATCH /api/student/:id",
      label: "a pupil update: session + item + conditional write answering the new item, and one audit write",
      actor: "A",
      call: () => ({
        path: `/api/student/${app().seeded.studentIds.ek![1]}`,
        body: { name: "Nytt Namn", version: 1 },
      }),
      data: 3,
      audit: 1,
    },
  ],
});
