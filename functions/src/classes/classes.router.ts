import {
  ClassMemberInputSchema,
  CreateClassInputSchema,
  UpdateClassInputSchema,
} from "#shared/classes/class.schema";
import { IdParamSchema, PageQuerySchema, SchoolIdParamSchema } from "#shared/common.schema";
import type { Context } from "hono";
import { requireActor } from "../core/actor.js";
import { createRouter, type AppEnv } from "../core/app.js";
import { AppError } from "../core/errors.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import {
  archiveClass,
  changeClassStaff,
  createClass,
  deleteClass,
  listClasses,
  readClass,
  updateClass,
  upgradeClasses,
} from "./classes.service.js";

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

/** Adds or removes one staff member (the caller without a body) in a class's mentors or teachers. */
function staffChange(list: "mentors" | "teachers", add: boolean) {
  return async (c: Context<AppEnv>) => {
    const body = ClassMemberInputSchema.safeParse(await readOptionalJson(c));
    if (!body.success) throw new AppError("VALIDATION_FAILED");
    const id = c.req.param("id")!;
    return c.json(await changeClassStaff(contextOf(c), { id, list, add, userId: body.data.id }));
  };
}

/** Classes (/classes): validate, call one function of classes.service.ts, respond. */
export const classesRouter = createRouter()
  .use("/classes/*", requireActor)

  /** The school's active classes. */
  .get(
    "/classes/school/:schoolId",
    validate("param", SchoolIdParamSchema),
    validate("query", PageQuerySchema),
    async (c) => {
      const input = { ...c.req.valid("query"), ...c.req.valid("param"), includeArchived: false };
      return c.json(await listClasses(contextOf(c), input));
    },
  )

  /** Every class of the school, archived ones included. */
  .get(
    "/classes/school/:schoolId/all",
    validate("param", SchoolIdParamSchema),
    validate("query", PageQuerySchema),
    async (c) => {
      const input = { ...c.req.valid("query"), ...c.req.valid("param"), includeArchived: true };
      return c.json(await listClasses(contextOf(c), input));
    },
  )

  .get("/classes/:id", validate("param", IdParamSchema), async (c) => {
    return c.json(await readClass(contextOf(c), c.req.valid("param")));
  })

  .post("/classes", validate("json", CreateClassInputSchema), async (c) => {
    return c.json(await createClass(contextOf(c), c.req.valid("json")), 201);
  })

  .patch(
    "/classes/:id",
    validate("param", IdParamSchema),
    validate("json", UpdateClassInputSchema),
    async (c) => {
      return c.json(await updateClass(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") }));
    },
  )

  /** Deletes a class. A class with pupils answers 409: move them first, so no pupil loses their class silently. */
  .delete("/classes/:id", validate("param", IdParamSchema), async (c) => {
    await deleteClass(contextOf(c), c.req.valid("param"));
    return c.body(null, 204);
  })

  .post("/classes/:id/teacher", validate("param", IdParamSchema), staffChange("teachers", true))
  .delete("/classes/:id/teacher", validate("param", IdParamSchema), staffChange("teachers", false))
  .post("/classes/:id/mentor", validate("param", IdParamSchema), staffChange("mentors", true))
  .delete("/classes/:id/mentor", validate("param", IdParamSchema), staffChange("mentors", false))

  /** Archives a class: it leaves the active list and keeps its pupils' history. */
  .patch("/classes/archive/:id", validate("param", IdParamSchema), async (c) => {
    return c.json(await archiveClass(contextOf(c), c.req.valid("param")));
  })

  /**
   * The school-year roll-over: every active class with a year in its name moves up a year (7A -> 8A); those past
   * the school's last year are archived. Answers the school's active classes afterwards.
   */
  .patch("/classes/upgrade/:schoolId", validate("param", SchoolIdParamSchema), async (c) => {
    return c.json(await upgradeClasses(contextOf(c), c.req.valid("param")));
  });
