import type { Page } from "#shared/common.schema";
import { decide, type FoundationAction } from "#shared/policy/foundation.policy";
import type { CreateStudentInput, Student, UpdateStudentInput } from "#shared/students/student.schema";
import { AppError, badRequest, conflict } from "../core/errors.js";
import { audit, guard, guardLoad, type AuditTarget } from "../core/guard.js";
import { getUser } from "../core/identity.js";
import type { RequestContext } from "../core/request-context.js";
import { getClass } from "../classes/index.js";
import { getSchool, schoolScopeFor, scopeOf } from "../schools/index.js";
import { pupilDeletionBlocker } from "../core/pupil-document/pupil-document-refs.js";
import {
  createStudentItem,
  deleteStudentItem,
  getStudent,
  listStudentsPage,
  setStudentMentorItem,
  toStudent,
  updateStudentItem,
  type StudentItem,
} from "./students.repo.js";

/**
 * Pupils: the school's pupils, their class and their mentor. Who may do what is the foundation policy's
 * (shared/src/policy/foundation.policy.ts), applied through core's guard; pupil data, so every read, list and
 * change, refusals too, lands in the audit trail.
 */

const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();

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
 * Loads a pupil and applies the policy for the action (which may depend on the pupil); every outcome, refusals
 * too, lands in the audit trail (where the actor may not know the pupil, without the pupil's school).
 */
function loadStudent(
  ctx: RequestContext,
  id: string,
  action: FoundationAction | ((student: StudentItem) => FoundationAction),
  auditAction: AuditTarget["action"],
): Promise<StudentItem> {
  return guardLoad(ctx, {
    load: () => getStudent(ctx.deps.db, id),
    decide: (student) =>
      decide(ctx.actor, typeof action === "function" ? action(student) : action, scopeOf(ctx, student)),
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

/** The school's pupils by name, a page at a time; `classId` narrows to one class of that school. */
export async function listStudents(
  ctx: RequestContext,
  input: {
    schoolId: string;
    classId?: string | undefined;
    cursor?: string | undefined;
    limit?: number | undefined;
  },
): Promise<Page<Student>> {
  const { schoolId } = input;
  const auditTarget = { action: "LIST" as const, entity: "student", schoolId };
  const scope = await schoolScopeFor(ctx, schoolId);
  await guard(ctx, decide(ctx.actor, "student.read", scope), {
    audit: scope === "none" ? { ...auditTarget, schoolId: undefined } : auditTarget,
  });
  const page = await listStudentsPage(ctx.deps.db, { schoolId, classId: input.classId }, input);
  // A class id from another school must not reveal that school's pupils.
  const items = page.items.filter((item) => item.schoolId === schoolId).map(toStudent);
  await audit(ctx, auditTarget);
  return { items, cursor: page.cursor };
}

/** One pupil, audited. */
export async function readStudent(ctx: RequestContext, input: { id: string }): Promise<Student> {
  const student = await loadStudent(ctx, input.id, "student.read", "READ");
  await audit(ctx, studentTarget("READ", student));
  return toStudent(student);
}

/** Adds a pupil to a school, optionally in an active class of it and with a mentor from its staff. */
export async function createStudent(ctx: RequestContext, input: CreateStudentInput): Promise<Student> {
  const { deps } = ctx;
  const school = await getSchool(deps.db, input.schoolId);
  const scope = scopeOf(ctx, school && { schoolId: school.id, organizationId: school.organizationId });
  await guard(ctx, decide(ctx.actor, "student.manage", scope), {
    audit: { action: "CREATE", entity: "student" },
  });
  // The guard lets through only a school that exists.
  const { id: schoolId, organizationId } = school!;
  if (input.classId) await assertClassOfSchool(ctx, input.classId, schoolId);
  const mentor = input.mentorId ? await loadMentor(ctx, input.mentorId, schoolId, "mentorId") : null;
  const created = await createStudentItem(deps.db, {
    id: deps.ids.id(),
    schoolId,
    organizationId,
    name: input.name,
    classId: input.classId ?? null,
    mentor: mentor && { id: mentor.id, name: mentor.name },
    at: now(ctx),
  });
  await audit(ctx, studentTarget("CREATE", created));
  return toStudent(created);
}

/**
 * Renames a pupil or moves them to another active class of the school (null: no class), on the version last read;
 * a stale version answers 409 and is audited as a conflict.
 */
export async function updateStudent(
  ctx: RequestContext,
  input: UpdateStudentInput & { id: string },
): Promise<Student> {
  const student = await loadStudent(ctx, input.id, "student.manage", "UPDATE");
  if (input.version !== student.version) {
    await audit(ctx, studentTarget("UPDATE", student), "CONFLICT");
    throw new AppError("CONFLICT");
  }
  if (input.classId) await assertClassOfSchool(ctx, input.classId, student.schoolId);
  const updated = await updateStudentItem(
    ctx.deps.db,
    student,
    {
      name: input.name ?? student.name,
      classId: input.classId !== undefined ? input.classId : student.classId || null,
    },
    now(ctx),
  );
  await audit(ctx, studentTarget("UPDATE", student));
  return toStudent(updated);
}

/**
 * Deletes a pupil who has no tickets and nothing of the support chain or violation reports (409 naming what
 * blocks): one query of the pupil's refs in the per-pupil index (core/pupil-document), every kind at once.
 */
export async function deleteStudent(ctx: RequestContext, input: { id: string }): Promise<void> {
  const student = await loadStudent(ctx, input.id, "student.manage", "DELETE");
  // What blocks is named, so the school removes it on purpose (each of its refs names its reason: core/pupil-document).
  const blocker = await pupilDeletionBlocker(ctx.deps.db, student);
  if (blocker) throw conflict(blocker);
  await deleteStudentItem(ctx.deps.db, student);
  await audit(ctx, studentTarget("DELETE", student));
}

/** Sets the pupil's mentor, a staff member of the pupil's school. Teachers may set only themselves. */
export async function setStudentMentor(
  ctx: RequestContext,
  input: { id: string; userId: string },
): Promise<Student> {
  const self = input.userId === ctx.actor.userId;
  const student = await loadStudent(
    ctx,
    input.id,
    self ? "student.setMentorSelf" : "student.setMentorOthers",
    "UPDATE",
  );
  const mentor = await loadMentor(ctx, input.userId, student.schoolId, "userId");
  // The pupil's mentor already (a second click, another tab): no write, so the pupil keeps its version.
  if (student.mentorId === mentor.id && student.mentorName === mentor.name) {
    await audit(ctx, studentTarget("UPDATE", student));
    return toStudent(student);
  }
  const updated = await setStudentMentorItem(
    ctx.deps.db,
    student,
    { id: mentor.id, name: mentor.name },
    now(ctx),
  );
  await audit(ctx, studentTarget("UPDATE", student));
  return toStudent(updated);
}

/** Removes the pupil's mentor. A teacher may remove only themselves. */
export async function removeStudentMentor(ctx: RequestContext, input: { id: string }): Promise<Student> {
  const student = await loadStudent(
    ctx,
    input.id,
    (pupil) => (pupil.mentorId === ctx.actor.userId ? "student.setMentorSelf" : "student.setMentorOthers"),
    "UPDATE",
  );
  const updated = await setStudentMentorItem(ctx.deps.db, student, null, now(ctx));
  await audit(ctx, studentTarget("UPDATE", student));
  return toStudent(updated);
}
