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
import { pupilDocumentRoutes } from "../core/pupil-document/routes.js";
import { serviceRoute } from "../core/service-route.js";
import {
  adaptationCategories,
  createAdaptation,
  deleteAdaptation,
  giveAdaptationFeedback,
  listAdaptations,
  updateAdaptation,
} from "./adaptations.service.js";

/**
 * Extra adaptations (/adaptions, spelled as the spec): the categories, a pupil document's standard routes and the
 * feedback, each one function of the service.
 */
export const adaptationsRouter = pupilDocumentRoutes(
  createRouter()
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
    ),
  {
    path: "/adaptions",
    schemas: {
      list: ListAdaptationsQuerySchema,
      page: AdaptationPageSchema,
      create: CreateAdaptationInputSchema,
      update: UpdateAdaptationInputSchema,
      item: AdaptationSchema,
    },
    list: {
      summary: "A school's extra adaptations",
      description:
        "The adaptations the caller may see, newest first, paginated by cursor; `studentId` gives one pupil's, `id` one adaptation, `due=mine` those past their review date with no feedback since that the caller carries out.",
      run: listAdaptations,
    },
    create: {
      summary: "Add extra adaptations",
      description:
        "For one pupil: subjects or courses, categories and free text, who carries it out, start and review dates.",
      run: createAdaptation,
    },
    update: {
      summary: "Edit an extra adaptation",
      description: "`version` is required (stale: 409).",
      run: updateAdaptation,
    },
    remove: {
      summary: "Delete an extra adaptation",
      description:
        "With its feedback. The author or student-health staff. 409 while an investigation rests on it.",
      run: deleteAdaptation,
    },
  },
).post(
  "/adaptions/feedback/:adaptionId",
  ...serviceRoute(
    {
      summary: "Give feedback on an extra adaptation",
      description:
        "Body `feedback`: how it works. Entries are kept in time order; the adaptation is answered.",
      responses: { 201: AdaptationSchema },
      errors: [403, 404, 409],
      param: AdaptionIdParamSchema,
      json: AdaptationFeedbackInputSchema,
    },
    giveAdaptationFeedback,
  ),
);
