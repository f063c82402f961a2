import type { Page } from "#shared/common.schema";
import { createViolationDecision, violationListDecision } from "#shared/violations/violation.policy";
import {
  VIOLATION_DELETED_MESSAGE,
  VIOLATION_MAX_PUPILS,
  type CreateViolationInput,
  type ListViolationsQuery,
  type UpdateViolationInput,
  type Violation,
  type ViolationAccessLevel,
} from "#shared/violations/violation.schema";
import { badRequest } from "../core/errors.js";
import { audit, refuse } from "../core/guard.js";
import { guardPupilDocumentList } from "../core/pupil-document/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { auditedConflict } from "../core/pupil-document/write-or-conflict.js";
import { getSchool, scopeOf, schoolScopeFor } from "../schools/index.js";
import { getStudents } from "../students/index.js";
import { listMembers } from "../users/index.js";
import {
  assertVersion,
  guardViolation,
  loadViolation,
  violationTarget,
  writeOrConflict,
} from "./violation-guard.js";
import { announceViolation, audienceOfNew } from "./violation-notices.js";
import { batchGet, ViolationRelations } from "./violation-relations.js";
import { toViolation } from "./violations.mappers.js";
import { assertIncidentNotLater } from "./violation-when.js";
import { STORY_KEYS, storyOf } from "./violation-story.js";
import {
  createViolationItem,
  deleteViolationItem,
  getViolation,
  listViolationsPage,
  updateViolationItem,
  type ViolationItem,
} from "./violations.repo.js";

/**
 * Violation reports (kränkningsanmälningar) and their follow-ups: list, create, edit (story, access choice and the
 * 6:10 chain), flag as junk, delete. Each function loads, guards with violation.policy.ts (audited), writes
 * through the repo and tells those concerned.
 */

const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();
const REPORT = "violation";
const unique = (refs: { id: string }[] | undefined) => [...new Set((refs ?? []).map((ref) => ref.id))];

/**
 * A school's reports the caller may see, newest first: the current list (default) or the archived one; with
 * `studentId`, every report naming that pupil. Junk never appears. The owner gets the chain view of each.
 */
export async function listViolations(
  ctx: RequestContext,
  input: ListViolationsQuery & { schoolId: string },
): Promise<Page<Violation>> {
  const { schoolId, ...query } = input;
  const target = { action: "LIST" as const, entity: REPORT, schoolId, studentId: query.studentId };
  await guardPupilDocumentList(
    ctx,
    target,
    violationListDecision(ctx.actor, await schoolScopeFor(ctx, schoolId)),
  );
  const list = query.status === "archived" ? "ARCHIVED" : "CURRENT";
  const page = await listViolationsPage(ctx.deps.db, schoolId, { list, studentId: query.studentId }, query);
  const relations = new ViolationRelations(ctx.deps.db);
  await relations.prepare(ctx.actor, page.items);
  const items: Violation[] = [];
  for (const report of page.items) {
    const access = await relations.accessOf(ctx.actor, report);
    // The owner's chain view names no pupil: a list by pupil gives the owner nothing.
    if (access === "none" || (access === "chain" && query.studentId)) continue;
    items.push(toViolation(report, access));
  }
  await audit(ctx, target);
  return { items, cursor: page.cursor };
}

/** The access choice's lists must fit the choice, and name teachers, classes and pupils of the school. */
async function checkChoice(
  ctx: RequestContext,
  schoolId: string,
  relations: ViolationRelations,
  choice: { access: ViolationAccessLevel; accessUsers: string[]; classes: string[] },
): Promise<void> {
  const { access, accessUsers, classes } = choice;
  if (access !== "SELECTED" && accessUsers.length > 0) {
    throw badRequest("violationChoiceTakesNoTeachers", ["accessUsers"]);
  }
  if ((access === "COUNSELOR" || access === "SELECTED") && classes.length > 0) {
    throw badRequest("violationChoiceTakesNoClasses", ["classes"]);
  }
  if (access === "SELECTED") {
    if (accessUsers.length === 0) throw badRequest("violationNeedsTeachers", ["accessUsers"]);
    const teachers = new Set(
      (await listMembers(ctx.deps.db, schoolId))
        .filter((member) => member.roles.includes("TEACHER"))
        .map((member) => member.userId),
    );
    if (accessUsers.some((id) => !teachers.has(id))) throw badRequest("notTeacherOfSchool", ["accessUsers"]);
  }
  if (access === "TEACHER" || access === "MENTOR") {
    if (classes.length === 0) throw badRequest("violationNeedsClasses", ["classes"]);
    const found = await relations.classesOf(classes);
    if (found.length !== classes.length || found.some((item) => item.schoolId !== schoolId)) {
      throw badRequest("notClassOfSchool", ["classes"]);
    }
  }
}

/** The pupils named must be pupils of the school, and at most VIOLATION_MAX_PUPILS of them. */
async function checkPupils(
  ctx: RequestContext,
  schoolId: string,
  ids: string[],
  path: string,
): Promise<void> {
  if (ids.length === 0) return;
  if (ids.length > VIOLATION_MAX_PUPILS) {
    throw badRequest("violationTooManyPupils", [path], { max: VIOLATION_MAX_PUPILS });
  }
  const found = await batchGet(
    ids.map((id) => ({ id })),
    (keys) => getStudents(ctx.deps.db, keys),
  );
  if (found.length !== ids.length || found.some((pupil) => pupil.schoolId !== schoolId)) {
    throw badRequest("notPupilOfSchool", [path]);
  }
}

/**
 * A new report at the school, by the signed-in user (their own name and email, whatever the body says): the 6:10
 * chain starts (staff learned of it now). Tells the principal, student health and the teachers the choice names.
 */
export async function createViolation(ctx: RequestContext, input: CreateViolationInput): Promise<Violation> {
  const { deps, actor } = ctx;
  const target = { action: "CREATE" as const, entity: REPORT };
  const school = await getSchool(deps.db, input.schoolId);
  const scope = scopeOf(ctx, school ? { schoolId: school.id, organizationId: school.organizationId } : null);
  const decision = createViolationDecision(actor, scope);
  if (decision !== "allow") {
    return refuse(ctx, decision, {
      audit: scope === "none" ? target : { ...target, schoolId: input.schoolId },
    });
  }
  assertIncidentNotLater(input.when, deps.clock.now());
  const relations = new ViolationRelations(deps.db);
  const accessUsers = unique(input.accessUsers);
  const classes = unique(input.classes);
  await checkChoice(ctx, school!.id, relations, { access: input.access, accessUsers, classes });
  const participatingStudents = unique(input.participatingStudents);
  const victimStudentId = input.victimStudentId ?? "";
  const studentIds = [...new Set([victimStudentId, ...participatingStudents].filter(Boolean))];
  await checkPupils(ctx, school!.id, studentIds, "participatingStudents");
  const at = now(ctx);
  const report: ViolationItem = {
    id: deps.ids.id(),
    schoolId: school!.id,
    organizationId: school!.organizationId,
    authorId: actor.userId,
    name: ctx.auth.user.name,
    email: ctx.auth.user.email,
    access: input.access,
    accessUsers,
    classes,
    ...storyOf(input),
    victimStudentId,
    participatingStudents,
    studentIds,
    followUps: [],
    list: "CURRENT",
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  await createViolationItem(deps.db, report);
  await audit(ctx, violationTarget(actor, report, { ...target, entityId: report.id }));
  await announceViolation(ctx, report, "VIOLATION_CREATED", await audienceOfNew(ctx, report, relations));
  const access = await relations.accessOf(actor, report);
  return toViolation(report, access === "none" ? "write" : access);
}

/**
 * Edits a report on the version last read: the story and pupils, the access choice (manage), and the chain: the
 * head marks it seen and reports it to the owner (which implies seen), those who manage archive or restore it.
 */
export async function updateViolation(
  ctx: RequestContext,
  input: UpdateViolationInput & { id: string },
): Promise<Violation> {
  const { id, version, ...body } = input;
  const target = { action: "UPDATE" as const, entity: REPORT };
  const relations = new ViolationRelations(ctx.deps.db);
  const report = await getViolation(ctx.deps.db, id);
  const changesAccess =
    body.access !== undefined || body.accessUsers !== undefined || body.classes !== undefined;
  const operations = [
    ...(body.seenByPrincipal ? (["markSeen"] as const) : []),
    ...(body.reportedToOwner ? (["reportToOwner"] as const) : []),
    ...(body.archived !== undefined ? (["archive"] as const) : []),
    ...(changesAccess ? (["changeAccess"] as const) : []),
    "edit" as const,
  ];
  let guarded = await guardViolation(ctx, report, relations, operations[0]!, target);
  for (const operation of operations.slice(1)) {
    guarded = await guardViolation(ctx, report, relations, operation, target);
  }
  const existing = guarded.report;
  await assertVersion(ctx, existing, existing.version, version, target);
  if (existing.list === "SPAM") {
    throw await auditedConflict(ctx, violationTarget(ctx.actor, existing, target, true), "violationIsJunk");
  }
  if (body.when !== undefined) assertIncidentNotLater(body.when, ctx.deps.clock.now());

  const changes: Partial<ViolationItem> = {};
  for (const key of STORY_KEYS) {
    if (body[key] !== undefined) (changes as Record<string, unknown>)[key] = body[key];
  }
  if (changesAccess) {
    const access = body.access ?? existing.access;
    // A new choice starts with its own lists (the web clears them too): what is not given is empty.
    const accessUsers = body.accessUsers ? unique(body.accessUsers) : body.access ? [] : existing.accessUsers;
    const classes = body.classes ? unique(body.classes) : body.access ? [] : existing.classes;
    await checkChoice(ctx, existing.schoolId, relations, { access, accessUsers, classes });
    Object.assign(changes, { access, accessUsers, classes });
  }
  if (body.victimStudentId !== undefined || body.participatingStudents !== undefined) {
    const victimStudentId =
      body.victimStudentId !== undefined ? (body.victimStudentId ?? "") : existing.victimStudentId;
    const participatingStudents = body.participatingStudents
      ? unique(body.participatingStudents)
      : existing.participatingStudents;
    const studentIds = [...new Set([victimStudentId, ...participatingStudents].filter(Boolean))];
    await checkPupils(ctx, existing.schoolId, studentIds, "participatingStudents");
    Object.assign(changes, { victimStudentId, participatingStudents, studentIds });
  }
  const at = now(ctx);
  const seen = (body.seenByPrincipal || body.reportedToOwner) && !existing.seenByPrincipalAt;
  if (seen) Object.assign(changes, { seenByPrincipalAt: at, seenByPrincipalName: ctx.auth.user.name });
  const toOwner = body.reportedToOwner === true && !existing.reportedToOwnerAt;
  if (toOwner) changes.reportedToOwnerAt = at;
  if (body.archived === true && existing.list !== "ARCHIVED") {
    Object.assign(changes, { list: "ARCHIVED", archivedAt: at });
  }
  if (body.archived === false && existing.list === "ARCHIVED") changes.list = "CURRENT";

  const updated = await writeOrConflict(ctx, existing, target, () =>
    updateViolationItem(ctx.deps.db, existing, changes, at),
  );
  await audit(ctx, violationTarget(ctx.actor, updated, target, true));
  if (seen) await announceViolation(ctx, updated, "VIOLATION_SEEN", [updated.authorId]);
  if (toOwner) await announceViolation(ctx, updated, "VIOLATION_TO_OWNER", "owners");
  return toViolation(updated, guarded.access);
}

/** Flags a report as junk: it leaves every list (the audit trail keeps it). Answers the updated report. */
export async function flagViolationAsSpam(ctx: RequestContext, input: { id: string }): Promise<Violation> {
  const target = { action: "UPDATE" as const, entity: REPORT };
  const { report, access } = await loadViolation(ctx, input.id, "spam", target);
  if (report.list === "SPAM") {
    await audit(ctx, violationTarget(ctx.actor, report, target, true));
    return toViolation(report, access);
  }
  const at = now(ctx);
  const updated = await writeOrConflict(ctx, report, target, () =>
    updateViolationItem(ctx.deps.db, report, { list: "SPAM", spamAt: at }, at),
  );
  await audit(ctx, violationTarget(ctx.actor, updated, target, true));
  return toViolation(updated, access);
}

/** Deletes a report (the principal's level only), with its follow-ups and investigations. */
export async function deleteViolation(
  ctx: RequestContext,
  input: { id: string },
): Promise<{ message: string }> {
  const target = { action: "DELETE" as const, entity: REPORT };
  const { report } = await loadViolation(ctx, input.id, "delete", target);
  await writeOrConflict(ctx, report, target, () => deleteViolationItem(ctx.deps.db, report));
  await audit(ctx, violationTarget(ctx.actor, report, target, true));
  return { message: VIOLATION_DELETED_MESSAGE[ctx.language] };
}
