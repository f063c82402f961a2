import { IdParamSchema, SchoolIdParamSchema } from "#shared/common.schema";
import {
  AnswerMappingInputSchema,
  CreateMappingInputSchema,
  ListMappingsQuerySchema,
  MappingDetailParamSchema,
  MappingDetailSchema,
  MappingIdParamSchema,
  MappingPageSchema,
  MappingReminderSchema,
  UpdateMappingInputSchema,
} from "#shared/mappings/mapping.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import {
  answerMapping,
  createMapping,
  deleteMapping,
  listMappings,
  readMapping,
  remindMapping,
  updateMapping,
} from "./mappings.service.js";

/** Mappings (/mappings, spec section 7): validate, call one function of mappings.service.ts, respond. */
export const mappingsRouter = createRouter()
  // "/x/*" matches "/x" as well: one middleware, so the session is read once per request.
  .use("/mappings/*", requireActor)

  .get(
    "/mappings/:schoolId",
    describeRoute({
      summary: "A school's mappings",
      description:
        "The mappings the caller may see, newest first, paginated by cursor; `status` (ONGOING, PASTDEADLINE, ARCHIVED) and `studentId` narrow the list.",
      responses: { 200: MappingPageSchema },
      errors: [403, 404],
    }),
    validate("param", SchoolIdParamSchema),
    validate("query", ListMappingsQuerySchema),
    async (c) => {
      return c.json(await listMappings(contextOf(c), { ...c.req.valid("query"), ...c.req.valid("param") }));
    },
  )

  .get(
    "/mappings/:schoolId/:id",
    describeRoute({
      summary: "One mapping",
      description:
        "The mapping with the answers the caller may see: every answer set with its scores and the combined scores for those who manage it, only their own answers for someone asked to answer.",
      responses: { 200: MappingDetailSchema },
      errors: [404],
    }),
    validate("param", MappingDetailParamSchema),
    async (c) => {
      return c.json(await readMapping(contextOf(c), c.req.valid("param")));
    },
  )

  .post(
    "/mappings",
    describeRoute({
      summary: "Create a mapping",
      description:
        "A mapping about one pupil, asking staff of the pupil's school (else 400) to answer by the deadline. They are notified (category MAPPING).",
      responses: { 201: MappingDetailSchema },
      errors: [403, 404],
    }),
    validate("json", CreateMappingInputSchema),
    async (c) => {
      return c.json(await createMapping(contextOf(c), c.req.valid("json")), 201);
    },
  )

  .post(
    "/mappings/answer/:mappingId",
    describeRoute({
      summary: "Answer a mapping",
      description:
        "The caller's answers, replacing their earlier ones. A question key not in the chart, a label or points not in the chart, or a caller who is not asked: 400, nothing stored. An inactive mapping: 409. The response has the answers and the scores computed from them.",
      responses: { 200: MappingDetailSchema },
      errors: [404, 409],
    }),
    validate("param", MappingIdParamSchema),
    validate("json", AnswerMappingInputSchema),
    async (c) => {
      return c.json(await answerMapping(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") }));
    },
  )

  .post(
    "/mappings/reminder/:id",
    describeRoute({
      summary: "Remind those who have not answered",
      description:
        "Notifies the staff asked who have not answered yet. Inactive, or everyone has answered: 409. At most " +
        "once an hour per mapping and person (else 429).",
      responses: { 200: MappingReminderSchema },
      errors: [403, 404, 409, 429],
      noBody: true,
    }),
    validate("param", IdParamSchema),
    async (c) => {
      return c.json(await remindMapping(contextOf(c), c.req.valid("param")));
    },
  )

  .patch(
    "/mappings/:id",
    describeRoute({
      summary: "Edit a mapping",
      description:
        "Deadline, active or not, the next step (action program begun) and who is asked. `role` is the caller's active role (spec section 6). `version` is required (stale: 409).",
      responses: { 200: MappingDetailSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateMappingInputSchema),
    async (c) => {
      return c.json(await updateMapping(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") }));
    },
  )

  .delete(
    "/mappings/:id",
    describeRoute({
      summary: "Delete a mapping",
      description: "The mapping and its answers. 409 while an investigation rests on it.",
      responses: { 204: null },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      await deleteMapping(contextOf(c), c.req.valid("param"));
      return c.body(null, 204);
    },
  );
