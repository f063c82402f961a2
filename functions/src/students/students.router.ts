import { IdParamSchema, SchoolIdParamSchema } from "#shared/common.schema";
import {
  CreateStudentInputSchema,
  ListStudentsQuerySchema,
  SetMentorInputSchema,
  UpdateStudentInputSchema,
} from "#shared/students/student.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
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
    validate("param", SchoolIdParamSchema),
    validate("query", ListStudentsQuerySchema),
    async (c) => {
      return c.json(await listStudents(contextOf(c), { ...c.req.valid("query"), ...c.req.valid("param") }));
    },
  )

  .get("/student/:id", validate("param", IdParamSchema), async (c) => {
    return c.json(await readStudent(contextOf(c), c.req.valid("param")));
  })

  .post("/student", validate("json", CreateStudentInputSchema), async (c) => {
    return c.json(await createStudent(contextOf(c), c.req.valid("json")), 201);
  })

  .patch(
    "/student/:id",
    validate("param", IdParamSchema),
    validate("json", UpdateStudentInputSchema),
    async (c) => {
      return c.json(await updateStudent(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") }));
    },
  )

  /** Deletes a pupil; a pupil with tickets answers 409 until those who manage the tickets delete them. */
  .delete("/student/:id", validate("param", IdParamSchema), async (c) => {
    await deleteStudent(contextOf(c), c.req.valid("param"));
    return c.body(null, 204);
  })

  /** Sets the pupil's mentor (spec: body userId). Teachers may set only themselves. */
  .patch(
    "/student/:id/mentor",
    validate("param", IdParamSchema),
    validate("json", SetMentorInputSchema),
    async (c) => {
      const input = { ...c.req.valid("json"), ...c.req.valid("param") };
      return c.json(await setStudentMentor(contextOf(c), input));
    },
  )

  /** Removes the pupil's mentor. A teacher may remove only themselves. */
  .delete("/student/:id/mentor", validate("param", IdParamSchema), async (c) => {
    return c.json(await removeStudentMentor(contextOf(c), c.req.valid("param")));
  });
