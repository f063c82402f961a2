import { IdParamSchema } from "#shared/common.schema";
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
import { pupilDocumentRoutes } from "../core/pupil-document/routes.js";
import { serviceRoute } from "../core/service-route.js";
import {
  answerMapping,
  createMapping,
  deleteMapping,
  listMappings,
  readMapping,
  remindMapping,
  updateMapping,
} from "./mappings.service.js";

/**
 * Mappings (/mappings, spec section 7): a pupil document's standard routes, one mapping, answers and reminders,
 * each one function of mappings.service.ts.
 */
export const mappingsRouter = pupilDocumentRoutes(
  // "/x/*" matches "/x" as well: one middleware, so the session is read once per request.
  createRouter().use("/mappings/*", requireActor),
  {
    path: "/mappings",
    schemas: {
      list: ListMappingsQuerySchema,
      page: MappingPageSchema,
      create: CreateMappingInputSchema,
      update: UpdateMappingInputSchema,
      item: MappingDetailSchema,
    },
    list: {
      summary: "A school's mappings",
      description:
        "The mappings the caller may see, newest first, paginated by cursor; `status` (ONGOING, PASTDEADLINE, ARCHIVED) and `studentId` narrow the list.",
      run: listMappings,
    },
    create: {
      summary: "Create a mapping",
      description:
        "A mapping about one pupil, asking staff of the pupil's school (else 400) to answer by the deadline. They are notified (category MAPPING).",
      run: createMapping,
    },
    update: {
      summary: "Edit a mapping",
      description:
        "Deadline, active or not, the next step (action program begun) and who is asked. `role` is the caller's active role (spec section 6). `version` is required (stale: 409).",
      run: updateMapping,
    },
    remove: {
      summary: "Delete a mapping",
      description: "The mapping and its answers. 409 while an investigation rests on it.",
      run: deleteMapping,
    },
  },
)
  .get(
    "/mappings/:schoolId/:id",
    ...serviceRoute(
      {
        summary: "One mapping",
        description:
          "The mapping with the answers the caller may see: every answer set with its scores and the combined scores for those who manage it, only their own answers for someone asked to answer.",
        responses: { 200: MappingDetailSchema },
        errors: [404],
        param: MappingDetailParamSchema,
      },
      readMapping,
    ),
  )

  .post(
    "/mappings/answer/:mappingId",
    ...serviceRoute(
      {
        summary: "Answer a mapping",
        description:
          "The caller's answers, replacing their earlier ones. A question key not in the chart, a label or points not in the chart, or a caller who is not asked: 400, nothing stored. An inactive mapping: 409. The response has the answers and the scores computed from them.",
        responses: { 200: MappingDetailSchema },
        errors: [404, 409],
        param: MappingIdParamSchema,
        json: AnswerMappingInputSchema,
      },
      answerMapping,
    ),
  )

  .post(
    "/mappings/reminder/:id",
    ...serviceRoute(
      {
        summary: "Remind those who have not answered",
        description:
          "Notifies the staff asked who have not answered yet. Inactive, or everyone has answered: 409. At most " +
          "once an hour per mapping and person (else 429).",
        responses: { 200: MappingReminderSchema },
        errors: [403, 404, 409, 429],
        noBody: true,
        param: IdParamSchema,
      },
      remindMapping,
    ),
  );
