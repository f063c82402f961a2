import { decide, type FoundationAction } from "#shared/policy/foundation.policy";
import {
  ClassMemberInputSchema,
  CreateClassInputSchema,
  UpdateClassInputSchema,
} from "#shared/classes/class.schema";
import { IdParamSchema, PageQuerySchema, SchoolIdParamSchema } from "#shared/common.schema";
import type { Context } from "hono";
import { requireActor } from "../core/actor.js";
import { createRouter, type AppEnv } from "../core/app.js";
import { withConflict } from "../core/db-errors.js";
import { AppError, badRequest, conflict } from "../core/errors.js";
import { guard, guardLoad } from "../core/guard.js";
import { queryAll, queryPage } from "../core/pagination.js";
import { contextOf, type RequestContext } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { transact } from "../db/transact.js";
import { loadSchoolFor, schoolScopeFor, scopeOf } from "../schools/index.js";
import { listMembers } from "../users/index.js";
import { getClass, nextYearName, toClass, type ClassItem } from "./classes.repo.js";
import { classHasPupils } from "../students/index.js";
import { classesEntities } from "./class.entity.js";

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

/** Adds or removes one staff member in a class's mentors or teachers; retried on a concurrent change. */
function membershipChange(list: "mentors" | "teachers", add: boolean) {
  return async (c: Context<AppEnv>) => {
    const ctx = contextOf(c);
    const { deps, actor } = ctx;
    const body = ClassMemberInputSchema.safeParse(await readOptionalJson(c));
    if (!body.success) throw new AppError("VALIDATION_FAILED");
    const id = c.req.param("id")!;
    const userId = body.data.id ?? actor.userId;
    const self = userId === actor.userId;
    let schoolClass = await loadClass(ctx, id, self ? "class.assignSelf" : "class.assignOthers");
    if (add) await assertMembers(ctx, schoolClass.schoolId, [userId], "id");
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = schoolClass[list];
      const next = add ? [...new Set([...current, userId])] : current.filter((entry) => entry !== userId);
      try {
        await withConflict(() =>
          classesEntities(deps.db)
            .class.patch({ id })
            .set({ [list]: next, updatedAt: deps.clock.now().toISOString() })
            .add({ version: 1 })
            .where((attr, op) => op.eq(attr.version, schoolClass.version))
            .go({ response: "none" }),
        );
        break;
      } catch (err) {
        if (attempt === 2 || !(err instanceof AppError && err.code === "CONFLICT")) throw err;
        schoolClass = (await getClass(deps.db, id)) ?? schoolClass;
      }
    }
    return c.json(toClass((await getClass(deps.db, id))!));
  };
}

/** These routes take no body or {id}; an absent body means "myself". */
async function readOptionalJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("INVALID_JSON");
  }
}

export const classesRouter = createRouter()
  .use("/classes/*", requireActor)

  /** The school's active classes. */
  .get(
    "/classes/school/:schoolId",
    validate("param", SchoolIdParamSchema),
    validate("query", PageQuerySchema),
    async (c) => {
      const ctx = contextOf(c);
      const { schoolId } = c.req.valid("param");
      await guard(ctx, decide(ctx.actor, "class.list", await schoolScopeFor(ctx, schoolId)));
      const query = classesEntities(c.get("deps").db).class.query.bySchool({ schoolId, status: "ACTIVE" });
      return c.json(await queryPage(query, c.req.valid("query"), toClass));
    },
  )

  /** Every class of the school, archived ones included. */
  .get(
    "/classes/school/:schoolId/all",
    validate("param", SchoolIdParamSchema),
    validate("query", PageQuerySchema),
    async (c) => {
      const ctx = contextOf(c);
      const { schoolId } = c.req.valid("param");
      await guard(ctx, decide(ctx.actor, "class.list", await schoolScopeFor(ctx, schoolId)));
      const query = classesEntities(c.get("deps").db).class.query.bySchool({ schoolId });
      return c.json(await queryPage(query, c.req.valid("query"), toClass));
    },
  )

  .get("/classes/:id", validate("param", IdParamSchema), async (c) => {
    return c.json(toClass(await loadClass(contextOf(c), c.req.valid("param").id, "class.list")));
  })

  .post("/classes", validate("json", CreateClassInputSchema), async (c) => {
    const deps = c.get("deps");
    const body = c.req.valid("json");
    const ctx = contextOf(c);
    const school = await loadSchoolFor(ctx, body.schoolId, "class.manage");
    const mentors = uniqueIds(body.mentors);
    const teachers = uniqueIds(body.teachers);
    await assertMembers(ctx, school.id, [...mentors, ...teachers], "mentors");
    const now = deps.clock.now().toISOString();
    const { data } = await classesEntities(deps.db)
      .class.create({
        id: deps.ids.id(),
        schoolId: school.id,
        organizationId: school.organizationId,
        name: body.name,
        mentors,
        teachers,
        status: "ACTIVE",
        createdAt: now,
        updatedAt: now,
        version: 1,
      })
      .go();
    return c.json(toClass(data), 201);
  })

  .patch(
    "/classes/:id",
    validate("param", IdParamSchema),
    validate("json", UpdateClassInputSchema),
    async (c) => {
      const deps = c.get("deps");
      const body = c.req.valid("json");
      const ctx = contextOf(c);
      const schoolClass = await loadClass(ctx, c.req.valid("param").id, "class.manage");
      if (body.version !== undefined && body.version !== schoolClass.version) throw new AppError("CONFLICT");
      const mentors = body.mentors ? uniqueIds(body.mentors) : undefined;
      const teachers = body.teachers ? uniqueIds(body.teachers) : undefined;
      await assertMembers(ctx, schoolClass.schoolId, [...(mentors ?? []), ...(teachers ?? [])], "mentors");
      const { data: updated } = await withConflict(() =>
        classesEntities(deps.db)
          .class.patch({ id: schoolClass.id })
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(mentors ? { mentors } : {}),
            ...(teachers ? { teachers } : {}),
            updatedAt: deps.clock.now().toISOString(),
          })
          .add({ version: 1 })
          .where((attr, op) => op.eq(attr.version, schoolClass.version))
          .go({ response: "all_new" }),
      );
      return c.json(toClass(updated));
    },
  )

  /** Deletes a class. A class with pupils answers 409: move them first, so no pupil loses their class silently. */
  .delete("/classes/:id", validate("param", IdParamSchema), async (c) => {
    const deps = c.get("deps");
    const schoolClass = await loadClass(contextOf(c), c.req.valid("param").id, "class.manage");
    const hasPupils = await classHasPupils(deps.db, schoolClass.id);
    if (hasPupils) {
      throw conflict("classHasPupils");
    }
    await withConflict(() =>
      classesEntities(deps.db)
        .class.delete({ id: schoolClass.id })
        .where((attr, op) => op.eq(attr.version, schoolClass.version))
        .go(),
    );
    return c.body(null, 204);
  })

  .post("/classes/:id/teacher", validate("param", IdParamSchema), membershipChange("teachers", true))
  .delete("/classes/:id/teacher", validate("param", IdParamSchema), membershipChange("teachers", false))
  .post("/classes/:id/mentor", validate("param", IdParamSchema), membershipChange("mentors", true))
  .delete("/classes/:id/mentor", validate("param", IdParamSchema), membershipChange("mentors", false))

  /** Archives a class: it leaves the active list and keeps its pupils' history. */
  .patch("/classes/archive/:id", validate("param", IdParamSchema), async (c) => {
    const deps = c.get("deps");
    const schoolClass = await loadClass(contextOf(c), c.req.valid("param").id, "class.manage");
    const { data: updated } = await withConflict(() =>
      classesEntities(deps.db)
        .class.patch({ id: schoolClass.id })
        .set({ status: "ARCHIVED", updatedAt: deps.clock.now().toISOString() })
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.version, schoolClass.version))
        .go({ response: "all_new" }),
    );
    return c.json(toClass(updated));
  })

  /**
   * The school-year roll-over: every active class with a year in its name moves up a year (7A -> 8A); those past
   * the school's last year are archived. All-or-nothing per 100 classes (a DynamoDB transaction); answers the
   * school's classes afterwards.
   */
  .patch("/classes/upgrade/:schoolId", validate("param", SchoolIdParamSchema), async (c) => {
    const deps = c.get("deps");
    const { schoolId } = c.req.valid("param");
    const school = await loadSchoolFor(contextOf(c), schoolId, "class.upgrade");
    const lastYear = school.firstAndLastYear?.[1] ?? null;
    const active = await queryAll(
      classesEntities(deps.db).class.query.bySchool({ schoolId, status: "ACTIVE" }),
    );
    const now = deps.clock.now().toISOString();
    const changes = active.flatMap((item) => {
      const next = nextYearName(item.name, lastYear);
      return next === null ? [] : [{ item, next }];
    });
    for (let i = 0; i < changes.length; i += 100) {
      await transact(classesEntities(deps.db), (tx) =>
        changes.slice(i, i + 100).map(({ item, next }) =>
          tx.class
            .patch({ id: item.id })
            .set(next === "archive" ? { status: "ARCHIVED", updatedAt: now } : { name: next, updatedAt: now })
            .add({ version: 1 })
            .where((attr, op) => op.eq(attr.version, item.version))
            .commit(),
        ),
      );
    }
    const classes = await queryAll(
      classesEntities(deps.db).class.query.bySchool({ schoolId, status: "ACTIVE" }),
    );
    return c.json({ items: classes.map(toClass), cursor: null });
  });
