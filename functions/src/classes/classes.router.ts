import {
  ClassMemberInputSchema,
  ClassPageSchema,
  ClassSchema,
  CreateClassInputSchema,
  UpdateClassInputSchema,
  UpgradeClassesInputSchema,
  type UpgradeClassesInput,
} from "#shared/classes/class.schema";
import { IdParamSchema, PageQuerySchema, SchoolIdParamSchema } from "#shared/common.schema";
import type { Context } from "hono";
import type * as z from "zod";
import { requireActor } from "../core/actor.js";
import { createRouter, type AppEnv } from "../core/app.js";
import { AppError } from "../core/errors.js";
import { describeRoute, recordRequestSchema } from "../core/openapi.js";
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

/** A route's optional JSON body, as the typed web client sees it (checked by hand, not by validate()). */
type OptionalJson<T> = { in: { json?: T }; out: { json: T } };

/**
 * Adds or removes one staff member (the caller without a body) in a class's mentors or teachers. The optional body
 * is checked with ClassMemberInputSchema, recorded for the OpenAPI document as validate() would.
 */
function staffChange(list: "mentors" | "teachers", add: boolean) {
  const handler = async (
    c: Context<AppEnv, string, OptionalJson<z.input<typeof ClassMemberInputSchema>>>,
  ) => {
    const body = ClassMemberInputSchema.safeParse(await readOptionalJson(c));
    if (!body.success) throw new AppError("VALIDATION_FAILED");
    const id = c.req.param("id")!;
    return c.json(await changeClassStaff(contextOf(c), { id, list, add, userId: body.data.id }));
  };
  return recordRequestSchema(handler, { target: "json", schema: ClassMemberInputSchema, optional: true });
}

/** The description of a staff change: adding or removing oneself or (admin, head) another staff member. */
function describeStaffChange(list: "mentor" | "teacher", add: boolean) {
  return describeRoute({
    summary: add ? `Add a ${list} to a class` : `Remove a ${list} from a class`,
    description:
      "Without a body the caller " +
      (add ? "adds themselves" : "removes themselves") +
      "; `{ id }` names another staff member of the school (a separate permission). " +
      (add ? "Adding someone already there" : "Removing someone absent") +
      " changes nothing. Answers the class.",
    responses: { 200: ClassSchema },
    errors: [403, 404, 409],
  });
}

/** Classes (/classes): validate, call one function of classes.service.ts, respond. */
export const classesRouter = createRouter()
  .use("/classes/*", requireActor)

  /** The school's active classes. */
  .get(
    "/classes/school/:schoolId",
    describeRoute({
      summary: "A school's active classes",
      description:
        "Paginated by cursor; archived classes are left out (see `/classes/school/{schoolId}/all`).",
      responses: { 200: ClassPageSchema },
      errors: [403, 404],
    }),
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
    describeRoute({
      summary: "Every class of a school",
      description: "Archived classes included; paginated by cursor.",
      responses: { 200: ClassPageSchema },
      errors: [403, 404],
    }),
    validate("param", SchoolIdParamSchema),
    validate("query", PageQuerySchema),
    async (c) => {
      const input = { ...c.req.valid("query"), ...c.req.valid("param"), includeArchived: true };
      return c.json(await listClasses(contextOf(c), input));
    },
  )

  .get(
    "/classes/:id",
    describeRoute({
      summary: "One class",
      description: "For anyone who may list the school's classes.",
      responses: { 200: ClassSchema },
      errors: [403, 404],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      return c.json(await readClass(contextOf(c), c.req.valid("param")));
    },
  )

  .post(
    "/classes",
    describeRoute({
      summary: "Create a class",
      description:
        "An active class; its mentors and teachers must be staff of the school (else 400). A name another active " +
        "class of the school has (ignoring case and surrounding spaces) answers 409.",
      responses: { 201: ClassSchema },
      errors: [403, 404, 409],
    }),
    validate("json", CreateClassInputSchema),
    async (c) => {
      return c.json(await createClass(contextOf(c), c.req.valid("json")), 201);
    },
  )

  .patch(
    "/classes/:id",
    describeRoute({
      summary: "Edit a class",
      description:
        "Rename it or replace its mentors or teachers (staff of the school). `version` is required (stale: 409); " +
        "a name another active class of the school has answers 409.",
      responses: { 200: ClassSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateClassInputSchema),
    async (c) => {
      return c.json(await updateClass(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") }));
    },
  )

  /** Deletes a class. A class with pupils answers 409: move them first, so no pupil loses their class silently. */
  .delete(
    "/classes/:id",
    describeRoute({
      summary: "Delete a class",
      description:
        "A class with pupils answers 409: move them first, so no pupil loses their class silently.",
      responses: { 204: null },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      await deleteClass(contextOf(c), c.req.valid("param"));
      return c.body(null, 204);
    },
  )

  .post(
    "/classes/:id/teacher",
    describeStaffChange("teacher", true),
    validate("param", IdParamSchema),
    staffChange("teachers", true),
  )
  .delete(
    "/classes/:id/teacher",
    describeStaffChange("teacher", false),
    validate("param", IdParamSchema),
    staffChange("teachers", false),
  )
  .post(
    "/classes/:id/mentor",
    describeStaffChange("mentor", true),
    validate("param", IdParamSchema),
    staffChange("mentors", true),
  )
  .delete(
    "/classes/:id/mentor",
    describeStaffChange("mentor", false),
    validate("param", IdParamSchema),
    staffChange("mentors", false),
  )

  /** Archives a class: it leaves the active list and keeps its pupils' history. */
  .patch(
    "/classes/archive/:id",
    describeRoute({
      summary: "Archive a class",
      description: "It leaves the active list and keeps its pupils' history. Answers the class.",
      responses: { 200: ClassSchema },
      errors: [403, 404, 409],
      noBody: true,
    }),
    validate("param", IdParamSchema),
    async (c) => {
      return c.json(await archiveClass(contextOf(c), c.req.valid("param")));
    },
  )

  /**
   * The school-year roll-over: every active class with a year in its name moves up a year (7A -> 8A); those past
   * the school's last year are archived. Answers the school's active classes afterwards.
   */
  .patch(
    "/classes/upgrade/:schoolId",
    describeRoute({
      summary: "Move a school's classes up a year",
      description:
        "The school-year roll-over: every active class with a year in its name moves up a year (7A -> 8A); those " +
        "past the school's last year are archived. All-or-nothing per 100 classes (a class changed meanwhile: " +
        "409). Answers the school's active classes afterwards, in one page (`cursor` null). The body is optional " +
        "(the spec's has none): `{ classes: [{ id, version }] }`, the active classes as read; any active class " +
        "changed or added since answers 409 and nothing moves (a roll-over from a stale tab).",
      responses: { 200: ClassPageSchema },
      errors: [403, 404, 409],
    }),
    validate("param", SchoolIdParamSchema),
    recordRequestSchema(
      async (c: Context<AppEnv, string, OptionalJson<UpgradeClassesInput>>) => {
        const body = UpgradeClassesInputSchema.safeParse(await readOptionalJson(c));
        if (!body.success) throw new AppError("VALIDATION_FAILED");
        const schoolId = c.req.param("schoolId")!;
        return c.json(await upgradeClasses(contextOf(c), { schoolId, classes: body.data.classes }));
      },
      { target: "json", schema: UpgradeClassesInputSchema, optional: true },
    ),
  );
