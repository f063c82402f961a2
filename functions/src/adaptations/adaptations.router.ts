import { IdParamSchema, SchoolIdParamSchema } from "#shared/common.schema";
import {
  AdaptationCategoriesSchema,
  AdaptationFeedbackInputSchema,
  AdaptationPageSchema,
  AdaptationSchema,
  AdaptionIdParamSchema,
  CreateAdaptationInputSchema,
  ListAdaptationsQuerySchema,
  UpdateAdaptationInputSchema,
} from "#shared/adaptations/adaptation.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import {
  adaptationCategories,
  createAdaptation,
  deleteAdaptation,
  giveAdaptationFeedback,
  listAdaptations,
  updateAdaptation,
} from "./adaptations.service.js";

/** Extra adaptations (/adaptions, spelled as the spec): validate, call one function of the service, respond. */
export const adaptationsRouter = createRouter()
  .use("/adaptions/*", requireActor)
  .use("/adaptions", requireActor)

  .get(
    "/adaptions/categories",
    describeRoute({
      summary: "Adaptation categories",
      description: "What can be adapted, as keys the web names in the user's language.",
      responses: { 200: AdaptationCategoriesSchema },
    }),
    (c) => c.json(adaptationCategories()),
  )

  .get(
    "/adaptions/:schoolId",
    describeRoute({
      summary: "A school's extra adaptations",
      description:
        "The adaptations the caller may see, newest first, paginated by cursor; `studentId` gives one pupil's, `id` one adaptation, `due=mine` those past their review date with no feedback since that the caller carries out.",
      responses: { 200: AdaptationPageSchema },
      errors: [403, 404],
    }),
    validate("param", SchoolIdParamSchema),
    validate("query", ListAdaptationsQuerySchema),
    async (c) =>
      c.json(await listAdaptations(contextOf(c), { ...c.req.valid("query"), ...c.req.valid("param") })),
  )

  .post(
    "/adaptions",
    describeRoute({
      summary: "Add extra adaptations",
      description:
        "For one pupil: subjects or courses, categories and free text, who carries it out, start and review dates.",
      responses: { 201: AdaptationSchema },
      errors: [403, 404],
    }),
    validate("json", CreateAdaptationInputSchema),
    async (c) => c.json(await createAdaptation(contextOf(c), c.req.valid("json")), 201),
  )

  .patch(
    "/adaptions/:id",
    describeRoute({
      summary: "Edit an extra adaptation",
      description: "`version` is required (stale: 409).",
      responses: { 200: AdaptationSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateAdaptationInputSchema),
    async (c) =>
      c.json(await updateAdaptation(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") })),
  )

  .delete(
    "/adaptions/:id",
    describeRoute({
      summary: "Delete an extra adaptation",
      description:
        "With its feedback. The author or student-health staff. 409 while an investigation rests on it.",
      responses: { 204: null },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      await deleteAdaptation(contextOf(c), c.req.valid("param"));
      return c.body(null, 204);
    },
  )

  .post(
    "/adaptions/feedback/:adaptionId",
    describeRoute({
      summary: "Give feedback on an extra adaptation",
      description:
        "Body `feedback`: how it works. Entries are kept in time order; the adaptation is answered.",
      responses: { 201: AdaptationSchema },
      errors: [403, 404, 409],
    }),
    validate("param", AdaptionIdParamSchema),
    validate("json", AdaptationFeedbackInputSchema),
    async (c) =>
      c.json(
        await giveAdaptationFeedback(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") }),
        201,
      ),
  );
