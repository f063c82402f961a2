import type { CreateClassInput, SchoolClass, UpdateClassInput } from "#shared/classes/class.schema";
import type { Page, PageQuery } from "#shared/common.schema";
import { decide, type FoundationAction } from "#shared/policy/foundation.policy";
import { AppError, badRequest, conflict } from "../core/errors.js";
import { guard, guardLoad } from "../core/guard.js";
import { nameFree } from "../core/names.js";
import type { RequestContext } from "../core/request-context.js";
import { loadSchoolFor, schoolScopeFor, scopeOf } from "../schools/index.js";
import { classHasPupils } from "../students/index.js";
import { listMembers } from "../users/index.js";
import {
  createClassItem,
  deleteClassItem,
  getClass,
  listActiveClassesOfSchool,
  listClassesPage,
  nextYearName,
  toClass,
  updateClassItem,
  writeYearChanges,
  type ClassItem,
} from "./classes.repo.js";

/**
 * Classes: a school's classes with their mentors and teachers, archiving and the school-year roll-over. Who may do
 * what is the foundation policy's (shared/src/policy/foundation.policy.ts), applied through core's guard.
 */

const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();

/** Loads a class and applies the policy for it (404 across schools, 403 for the role). */
function loadClass(ctx: RequestContext, id: string, action: FoundationAction): Promise<ClassItem> {
  return guardLoad(ctx, {
    load: () => getClass(ctx.deps.db, id),
    decide: (schoolClass) => decide(ctx.actor, action, scopeOf(ctx, schoolClass)),
  });
}

/** Staff given as mentors or teachers must be members of the class's school. */
async function assertMembers(
  ctx: RequestContext,
  schoolId: string,
  userIds: readonly string[],
  field: string,
) {
  if (userIds.length === 0) return;
  const members = new Set((await listMembers(ctx.deps.db, schoolId)).map((member) => member.userId));
  if (userIds.some((id) => !members.has(id))) {
    throw badRequest("notOnStaff", [field]);
  }
}

const uniqueIds = (refs: { id: string }[] | undefined) => [...new Set((refs ?? []).map((ref) => ref.id))];

/** A page of the school's classes: the active ones, or with `includeArchived` every class. */
export async function listClasses(
  ctx: RequestContext,
  input: PageQuery & { schoolId: string; includeArchived: boolean },
): Promise<Page<SchoolClass>> {
  await guard(ctx, decide(ctx.actor, "class.list", await schoolScopeFor(ctx, input.schoolId)));
  const page = await listClassesPage(ctx.deps.db, input.schoolId, input, {
    activeOnly: !input.includeArchived,
  });
  return { items: page.items.map(toClass), cursor: page.cursor };
}

/** One class, for anyone who may list the school's classes. */
export async function readClass(ctx: RequestContext, input: { id: string }): Promise<SchoolClass> {
  return toClass(await loadClass(ctx, input.id, "class.list"));
}

/**
 * Two active classes of a school never share a name (ignoring case and surrounding spaces): pickers and pupil
 * rows show classes by name, so '9A, 9A' would leave staff guessing. An archived class keeps its name and does not
 * block a new one. Checked before the write; two admins creating the same name in the same instant is the one
 * race left, and the idempotency key already covers the double click.
 */
async function assertNameFree(ctx: RequestContext, schoolId: string, name: string, exceptId?: string) {
  const classes = await listActiveClassesOfSchool(ctx.deps.db, schoolId);
  if (!nameFree(classes, name, exceptId)) throw conflict("classNameTaken");
}

/** Creates an active class; its mentors and teachers must be staff of the school (duplicates are dropped). */
export async function createClass(ctx: RequestContext, input: CreateClassInput): Promise<SchoolClass> {
  const school = await loadSchoolFor(ctx, input.schoolId, "class.manage");
  const mentors = uniqueIds(input.mentors);
  const teachers = uniqueIds(input.teachers);
  await assertMembers(ctx, school.id, [...mentors, ...teachers], "mentors");
  await assertNameFree(ctx, school.id, input.name);
  const created = await createClassItem(ctx.deps.db, {
    id: ctx.deps.ids.id(),
    schoolId: school.id,
    organizationId: school.organizationId,
    name: input.name,
    mentors,
    teachers,
    at: now(ctx),
  });
  return toClass(created);
}

/** Renames a class or replaces its mentors or teachers, on the version last read (a stale one answers 409). */
export async function updateClass(
  ctx: RequestContext,
  input: UpdateClassInput & { id: string },
): Promise<SchoolClass> {
  const schoolClass = await loadClass(ctx, input.id, "class.manage");
  if (input.version !== schoolClass.version) throw new AppError("CONFLICT");
  const mentors = input.mentors ? uniqueIds(input.mentors) : undefined;
  const teachers = input.teachers ? uniqueIds(input.teachers) : undefined;
  await assertMembers(ctx, schoolClass.schoolId, [...(mentors ?? []), ...(teachers ?? [])], "mentors");
  if (input.name !== undefined) await assertNameFree(ctx, schoolClass.schoolId, input.name, schoolClass.id);
  const updated = await updateClassItem(
    ctx.deps.db,
    schoolClass,
    { name: input.name, mentors, teachers },
    now(ctx),
  );
  return toClass(updated);
}

/** Deletes a class. A class with pupils answers 409: move them first, so no pupil loses their class silently. */
export async function deleteClass(ctx: RequestContext, input: { id: string }): Promise<void> {
  const schoolClass = await loadClass(ctx, input.id, "class.manage");
  if (await classHasPupils(ctx.deps.db, schoolClass.id)) {
    throw conflict("classHasPupils");
  }
  await deleteClassItem(ctx.deps.db, schoolClass);
}

/** Archives a class: it leaves the active list and keeps its pupils' history. */
export async function archiveClass(ctx: RequestContext, input: { id: string }): Promise<SchoolClass> {
  const schoolClass = await loadClass(ctx, input.id, "class.manage");
  // Archived already (a second click, another tab): no write, so the class keeps its version.
  if (schoolClass.status === "ARCHIVED") return toClass(schoolClass);
  return toClass(await updateClassItem(ctx.deps.db, schoolClass, { archived: true }, now(ctx)));
}

/**
 * Adds or removes one staff member in a class's mentors or teachers: the actor themselves when no `userId` is
 * given. Changing oneself and changing someone else are separate permissions. Adding twice or removing someone
 * absent changes nothing; a concurrent change of the class is read again and retried (three attempts).
 */
export async function changeClassStaff(
  ctx: RequestContext,
  input: { id: string; list: "mentors" | "teachers"; add: boolean; userId?: string | undefined },
): Promise<SchoolClass> {
  const { deps, actor } = ctx;
  const { id, list, add } = input;
  const userId = input.userId ?? actor.userId;
  const self = userId === actor.userId;
  let schoolClass = await loadClass(ctx, id, self ? "class.assignSelf" : "class.assignOthers");
  if (add) await assertMembers(ctx, schoolClass.schoolId, [userId], "id");
  for (let attempt = 0; ; attempt++) {
    const current = schoolClass[list];
    // Nothing to change: no write, so the class keeps its version and another tab's edit is not refused.
    if (current.includes(userId) === add) return toClass(schoolClass);
    const next = add ? [...new Set([...current, userId])] : current.filter((entry) => entry !== userId);
    try {
      const changes = list === "mentors" ? { mentors: next } : { teachers: next };
      return toClass(await updateClassItem(deps.db, schoolClass, changes, now(ctx)));
    } catch (err) {
      if (attempt === 2 || !(err instanceof AppError && err.code === "CONFLICT")) throw err;
      schoolClass = (await getClass(deps.db, id)) ?? schoolClass;
    }
  }
}

/**
 * The school-year roll-over: every active class with a year in its name moves up a year (7A -> 8A); those past
 * the school's last year are archived. All-or-nothing per 100 classes (a DynamoDB transaction); answers the
 * school's active classes afterwards. With `classes` (the active classes as the caller read them), any change since
 * reading answers 409 and moves nothing.
 */
export async function upgradeClasses(
  ctx: RequestContext,
  input: { schoolId: string; classes?: { id: string; version: number }[] | undefined },
): Promise<Page<SchoolClass>> {
  const { db } = ctx.deps;
  const school = await loadSchoolFor(ctx, input.schoolId, "class.upgrade");
  const lastYear = school.firstAndLastYear?.[1] ?? null;
  const active = await listActiveClassesOfSchool(db, school.id);
  if (input.classes) {
    // The classes as the caller read them: any active class moved up, renamed or made since is a stale tab's
    // roll-over, which would move every class up a second year.
    const read = new Map(input.classes.map(({ id, version }) => [id, version]));
    if (active.some((item) => read.get(item.id) !== item.version)) throw conflict("classesChangedSinceRead");
  }
  const changes = active.flatMap((item) => {
    const next = nextYearName(item.name, lastYear);
    return next === null ? [] : [{ item, next }];
  });
  await writeYearChanges(db, changes, now(ctx));
  const classes = await listActiveClassesOfSchool(db, school.id);
  return { items: classes.map(toClass), cursor: null };
}
