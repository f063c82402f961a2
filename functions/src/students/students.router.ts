import { IdParamSchema, SchoolIdParamSchema } from "#shared/common.schema";
import {
  CreateStudentInputSchema,
  ListStudentsQuerySchema,
  SetMentorInputSchema,
  StudentPageSchema,
  StudentSchema,
  UpdateStudentInputSchema,
} from "#shared/students/student.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import {
  createStudent,
  deleteStudent,
  listStudents,
  readStudent,
  removeStudentMentor,
  setStudentMentor,
  updateStudent,
} from "./students.service.js";

/** Pupils (/student): validate, call one function of students.service.ts, respond. */
export const studentsRouter = createRouter()
  .use("/student/*", requireActor)

  /** The school's pupils by name, a page at a time; `classId` narrows to one class. */
  .get(
    "/student/school/:schoolId",
    describeRoute({
      summary: "A school's pupils",
      description: "By name, paginated by cursor; `classId` narrows to one class of the school. Audited.",
      responses: { 200: StudentPageSchema },
      errors: [403, 404],
    }),
    validate("param", SchoolIdParamSchema),
    validate("query", ListStudentsQuerySchema),
    async (c) => {
      return c.json(await listStudents(contextOf(c), { ...c.req.valid("query"), ...c.req.valid("param") }));
    },
  )

  .get(
    "/student/:id",
    describeRoute({
      summary: "One pupil",
      description: "Audited, refusals too.",
      responses: { 200: StudentSchema },
      errors: [403, 404],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      return c.json(await readStudent(contextOf(c), c.req.valid("param")));
    },
  )

  .post(
    "/student",
    describeRoute({
      summary: "Add a pupil",
      description:
        "To a school, optionally in an active class of it and with a mentor from its staff (else 400). Audited.",
      responses: { 201: StudentSchema },
      errors: [403, 404],
    }),
    validate("json", CreateStudentInputSchema),
    async (c) => {
      return c.json(await createStudent(contextOf(c), c.req.valid("json")), 201);
    },
  )

  .patch(
    "/student/:id",
    describeRoute({
      summary: "Edit a pupil",
      description:
        "Rename or move to another active class of the school (`classId` null: no class). `version` is required " +
        "(stale: 409). Audited.",
      responses: { 200: StudentSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateStudentInputSchema),
    async (c) => {
      return c.json(await updateStudent(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") }));
    },
  )

  /** Deletes a pupil; a pupil with tickets or support records answers 409 naming what blocks. */
  .delete(
    "/student/:id",
    describeRoute({
      summary: "Delete a pupil",
      description:
        "A pupil with tickets, investigations, action programs, adaptations, F-warnings, mappings or violation reports answers 409 naming what blocks, until those who manage them remove them. Audited.",
      responses: { 204: null },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      await deleteStudent(contextOf(c), c.req.valid("param"));
      return c.body(null, 204);
    },
  )

  /** Sets the pupil's mentor (spec: body userId). Teachers may set only themselves. */
  .patch(
    "/student/:id/mentor",
    describeRoute({
      summary: "Set a pupil's mentor",
      description:
        "`userId`: a staff member of the pupil's school (else 400). Teachers may set only themselves. Answers the " +
        "pupil.",
      responses: { 200: StudentSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", SetMentorInputSchema),
    async (c) => {
      const input = { ...c.req.valid("json"), ...c.req.valid("param") };
      return c.json(await setStudentMentor(contextOf(c), input));
    },
  )

  /** Removes the pupil's mentor. A teacher may remove only themselves. */
  .delete(
    "/student/:id/mentor",
    describeRoute({
      summary: "Remove a pupil's mentor",
      description: "A teacher may remove only themselves. Answers the pupil.",
      responses: { 200: StudentSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      return c.json(await removeStudentMentor(contextOf(c), c.req.valid("param")));
    },
  );
