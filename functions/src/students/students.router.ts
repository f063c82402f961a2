import { IdParamSchema, SchoolIdParamSchema } from "#shared/common.schema";
import {
  CreateStudentInputSchema,
  ListStudentsQuerySchema,
  SetMentorInputSchema,
  UpdateStudentInputSchema,
} from "#shared/students/student.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { withConflict } from "../core/db-errors.js";
import { AppError, badRequest, conflict } from "../core/errors.js";
import { audit, guard, guardLoad, type AuditTarget } from "../core/guard.js";
import { queryPage } from "../core/pagination.js";
import { contextOf, type RequestContext } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { getClass } from "../classes/index.js";
import { getSchool, schoolScopeFor, scopeOf } from "../schools/index.js";
import { getUser } from "../core/identity.js";
import { getStudent, sortNameOf, toStudent, type StudentItem } from "./students.repo.js";
import { decide, type FoundationAction } from "#shared/policy/foundation.policy";
import { studentHasTickets } from "../tickets/index.js";
import { studentsEntities } from "./student.entity.js";

/** A pupil's audit target: the pupil and their school. */
const studentTarget = (
  action: AuditTarget["action"],
  student: { id: string; schoolId: string },
): AuditTarget => ({
  action,
  entity: "student",
  entityId: student.id,
  schoolId: student.schoolId,
  studentId: student.id,
});

/**
 * Loads a pupil and applies the policy; every outcome, refusals too, lands in the audit trail (where the actor may
 * not know the pupil, without the pupil's school).
 */
function loadStudent(
  ctx: RequestContext,
  id: string,
  action: FoundationAction,
  auditAction: AuditTarget["action"],
): Promise<StudentItem> {
  return guardLoad(ctx, {
    load: () => getStudent(ctx.deps.db, id),
    decide: (student) => decide(ctx.actor, action, scopeOf(ctx, student)),
    audit: (student, decision) =>
      decision === "not-found"
        ? { action: auditAction, entity: "student", entityId: id }
        : studentTarget(auditAction, student!),
  });
}

/** A class given for a pupil must be an active class of the pupil's school. */
async function assertClassOfSchool(ctx: RequestContext, classId: string, schoolId: string) {
  const schoolClass = await getClass(ctx.deps.db, classId);
  if (!schoolClass || schoolClass.schoolId !== schoolId || schoolClass.status !== "ACTIVE") {
    throw badRequest("classNotAtSchool", ["classId"]);
  }
}

/** A mentor must be a staff member of the pupil's school. */
async function loadMentor(ctx: RequestContext, userId: string, schoolId: string, field: string) {
  const mentor = await getUser(ctx.deps.db, userId);
  if (!mentor || !mentor.schoolIds.includes(schoolId)) {
    throw badRequest("notOnStaff", [field]);
  }
  return mentor;
}

export const studentsRouter = createRouter()
  .use("/student/*", requireActor)

  /** The school's pupils by name, a page at a time; `classId` narrows to one class. */
  .get(
    "/student/school/:schoolId",
    validate("param", SchoolIdParamSchema),
    validate("query", ListStudentsQuerySchema),
    async (c) => {
      const ctx = contextOf(c);
      const { db } = ctx.deps;
      const { schoolId } = c.req.valid("param");
      const query = c.req.valid("query");
      const auditTarget = { action: "LIST" as const, entity: "student", schoolId };
      const scope = await schoolScopeFor(ctx, schoolId);
      await guard(ctx, decide(ctx.actor, "student.read", scope), {
        audit: scope === "none" ? { ...auditTarget, schoolId: undefined } : auditTarget,
      });
      const page = query.classId
        ? await queryPage(
            studentsEntities(db).student.query.byClass({ classId: query.classId }),
            query,
            (item) => item,
          )
        : await queryPage(studentsEntities(db).student.query.bySchool({ schoolId }), query, (item) => item);
      // A class id from another school must not reveal that school's pupils.
      const items = page.items.filter((item) => item.schoolId === schoolId).map(toStudent);
      await audit(ctx, auditTarget);
      return c.json({ items, cursor: page.cursor });
    },
  )

  .get("/student/:id", validate("param", IdParamSchema), async (c) => {
    const ctx = contextOf(c);
    const student = await loadStudent(ctx, c.req.valid("param").id, "student.read", "READ");
    await audit(ctx, studentTarget("READ", student));
    return c.json(toStudent(student));
  })

  .post("/student", validate("json", CreateStudentInputSchema), async (c) => {
    const ctx = contextOf(c);
    const { deps } = ctx;
    const body = c.req.valid("json");
    const school = await getSchool(deps.db, body.schoolId);
    const scope = scopeOf(ctx, school && { schoolId: school.id, organizationId: school.organizationId });
    await guard(ctx, decide(ctx.actor, "student.manage", scope), {
      audit: { action: "CREATE", entity: "student" },
    });
    if (body.classId) await assertClassOfSchool(ctx, body.classId, school!.id);
    const mentor = body.mentorId ? await loadMentor(ctx, body.mentorId, school!.id, "mentorId") : null;
    const now = deps.clock.now().toISOString();
    const { data } = await studentsEntities(deps.db)
      .student.create({
        id: deps.ids.id(),
        schoolId: school!.id,
        organizationId: school!.organizationId,
        name: body.name,
        sortName: sortNameOf(body.name),
        classId: body.classId ?? "",
        mentorId: mentor?.id ?? "",
        ...(mentor ? { mentorName: mentor.name } : {}),
        createdAt: now,
        updatedAt: now,
        version: 1,
      })
      .go();
    await audit(ctx, studentTarget("CREATE", data));
    return c.json(toStudent(data), 201);
  })

  .patch(
    "/student/:id",
    validate("param", IdParamSchema),
    validate("json", UpdateStudentInputSchema),
    async (c) => {
      const ctx = contextOf(c);
      const { deps } = ctx;
      const body = c.req.valid("json");
      const student = await loadStudent(ctx, c.req.valid("param").id, "student.manage", "UPDATE");
      if (body.version !== undefined && body.version !== student.version) {
        await audit(ctx, studentTarget("UPDATE", student), "CONFLICT");
        throw new AppError("CONFLICT");
      }
      if (body.classId) await assertClassOfSchool(ctx, body.classId, student.schoolId);
      const name = body.name ?? student.name;
      const { data: updated } = await withConflict(() =>
        studentsEntities(deps.db)
          .student.patch({ id: student.id })
          .set({
            name,
            sortName: sortNameOf(name),
            // Every composite of the sparse class index is written together (ElectroDB keeps index and item in step).
            classId: body.classId !== undefined ? (body.classId ?? "") : student.classId,
            updatedAt: deps.clock.now().toISOString(),
          })
          .add({ version: 1 })
          .where((attr, op) => op.eq(attr.version, student.version))
          .go({ response: "all_new" }),
      );
      await audit(ctx, studentTarget("UPDATE", student));
      return c.json(toStudent(updated));
    },
  )

  .delete("/student/:id", validate("param", IdParamSchema), async (c) => {
    const ctx = contextOf(c);
    const { deps } = ctx;
    const student = await loadStudent(ctx, c.req.valid("param").id, "student.manage", "DELETE");
    // A pupil's tickets are student-health records that the school must keep or close on purpose: deleting the
    // pupil would leave them without a name and out of every pupil's page. Those who manage them delete them first.
    if (await studentHasTickets(deps.db, student.id)) {
      throw conflict("pupilHasTickets");
    }
    await withConflict(() =>
      studentsEntities(deps.db)
        .student.delete({ id: student.id })
        .where((attr, op) => op.eq(attr.version, student.version))
        .go(),
    );
    await audit(ctx, studentTarget("DELETE", student));
    return c.body(null, 204);
  })

  /** Sets the pupil's mentor (spec: body userId). Teachers may set only themselves. */
  .patch(
    "/student/:id/mentor",
    validate("param", IdParamSchema),
    validate("json", SetMentorInputSchema),
    async (c) => {
      const ctx = contextOf(c);
      const { deps } = ctx;
      const { userId } = c.req.valid("json");
      const self = userId === ctx.actor.userId;
      const student = await loadStudent(
        ctx,
        c.req.valid("param").id,
        self ? "student.setMentorSelf" : "student.setMentorOthers",
        "UPDATE",
      );
      const mentor = await loadMentor(ctx, userId, student.schoolId, "userId");
      const { data: updated } = await withConflict(() =>
        studentsEntities(deps.db)
          .student.patch({ id: student.id })
          .set({ mentorId: mentor.id, mentorName: mentor.name, updatedAt: deps.clock.now().toISOString() })
          .add({ version: 1 })
          .where((attr, op) => op.eq(attr.version, student.version))
          .go({ response: "all_new" }),
      );
      await audit(ctx, studentTarget("UPDATE", student));
      return c.json(toStudent(updated));
    },
  )

  /** Removes the pupil's mentor. A teacher may remove only themselves. */
  .delete("/student/:id/mentor", validate("param", IdParamSchema), async (c) => {
    const ctx = contextOf(c);
    const { deps } = ctx;
    const existing = await getStudent(deps.db, c.req.valid("param").id);
    const self = existing?.mentorId === ctx.actor.userId;
    const student = await loadStudent(
      ctx,
      c.req.valid("param").id,
      self ? "student.setMentorSelf" : "student.setMentorOthers",
      "UPDATE",
    );
    const { data: updated } = await withConflict(() =>
      studentsEntities(deps.db)
        .student.patch({ id: student.id })
        .set({ mentorId: "", updatedAt: deps.clock.now().toISOString() })
        .remove(["mentorName"])
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.version, student.version))
        .go({ response: "all_new" }),
    );
    await audit(ctx, studentTarget("UPDATE", student));
    return c.json(toStudent(updated));
  });
