import { IdParamSchema, SchoolIdParamSchema } from "#shared/common.schema";
import {
  CreateInvestigationInputSchema,
  InvestigationPageSchema,
  InvestigationSchema,
  ListInvestigationsQuerySchema,
  UpdateInvestigationInputSchema,
} from "#shared/investigations/investigation.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import {
  createInvestigation,
  deleteInvestigation,
  listInvestigations,
  listTeacherInvestigations,
  updateInvestigation,
} from "./investigations.service.js";

/** Pedagogical investigations (/investigations): validate, call one function of investigations.service.ts, respond. */
export const investigationsRouter = createRouter()
  .use("/investigations/*", requireActor)

  .get(
    "/investigations/school/:schoolId",
    describeRoute({
      summary: "A school's pedagogical investigations",
      description:
        "Student-health staff (COUNSELOR, HEAD, MAINADMIN): every investigation of the school, newest first, " +
        "optionally one status or one pupil's. Teachers use the teacher listing (403 here).",
      responses: { 200: InvestigationPageSchema },
      errors: [403, 404],
    }),
    validate("param", SchoolIdParamSchema),
    validate("query", ListInvestigationsQuerySchema),
    async (c) => {
      return c.json(
        await listInvestigations(contextOf(c), { ...c.req.valid("query"), ...c.req.valid("param") }),
      );
    },
  )

  .get(
    "/investigations/teacher/school/:schoolId",
    describeRoute({
      summary: "A teacher's pedagogical investigations",
      description:
        "The teacher-specific listing (spec section 6): published investigations of pupils the teacher mentors or " +
        "teaches, and drafts they were asked to contribute to; never the health information.",
      responses: { 200: InvestigationPageSchema },
      errors: [403, 404],
    }),
    validate("param", SchoolIdParamSchema),
    validate("query", ListInvestigationsQuerySchema),
    async (c) => {
      return c.json(
        await listTeacherInvestigations(contextOf(c), { ...c.req.valid("query"), ...c.req.valid("param") }),
      );
    },
  )

  .post(
    "/investigations",
    describeRoute({
      summary: "Start a pedagogical investigation",
      description:
        "Student-health staff of the pupil's school. A draft unless `status` is PUBLISHED (then an outcome, and " +
        "for NO_PROGRAM a `noProgramReason`, are required: 400 naming the field). Contributors: staff of the school.",
      responses: { 201: InvestigationSchema },
      errors: [403, 404],
    }),
    validate("json", CreateInvestigationInputSchema),
    async (c) => {
      return c.json(await createInvestigation(contextOf(c), c.req.valid("json")), 201);
    },
  )

  .patch(
    "/investigations/:id",
    describeRoute({
      summary: "Edit, contribute to or publish an investigation",
      description:
        "`version` is required (stale: 409). A contributor sends only `contribution`. Publishing needs an outcome " +
        "and, for NO_PROGRAM, its reason (400 naming the field); a published one stays published (409 on DRAFT).",
      responses: { 200: InvestigationSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateInvestigationInputSchema),
    async (c) => {
      return c.json(
        await updateInvestigation(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") }),
      );
    },
  )

  .delete(
    "/investigations/:id",
    describeRoute({
      summary: "Delete a draft investigation",
      description:
        "Student-health staff. A published investigation is the documented basis of a decision, and one an action program links to is its basis: 409 with the reason.",
      responses: { 204: null },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      await deleteInvestigation(contextOf(c), c.req.valid("param"));
      return c.body(null, 204);
    },
  );
