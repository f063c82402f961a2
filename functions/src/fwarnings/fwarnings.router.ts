import { IdParamSchema, SchoolIdParamSchema } from "#shared/common.schema";
import {
  CreateFWarningInputSchema,
  FWarningPageSchema,
  FWarningSchema,
  ListFWarningsQuerySchema,
  UpdateFWarningInputSchema,
} from "#shared/fwarnings/fwarning.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { createFWarning, deleteFWarning, listFWarnings, updateFWarning } from "./fwarnings.service.js";

/** F and F-warnings (/f-and-f-warnings): validate, call one function of the service, respond. */
export const fWarningsRouter = createRouter()
  .use("/f-and-f-warnings/*", requireActor)
  .use("/f-and-f-warnings", requireActor)

  .get(
    "/f-and-f-warnings/:schoolId",
    describeRoute({
      summary: "A school's F and F-warnings",
      description:
        "Those the caller may see, newest first, paginated by cursor; `studentId` gives one pupil's, `id` one F or F-warning (a link that opens it).",
      responses: { 200: FWarningPageSchema },
      errors: [403, 404],
    }),
    validate("param", SchoolIdParamSchema),
    validate("query", ListFWarningsQuerySchema),
    async (c) =>
      c.json(await listFWarnings(contextOf(c), { ...c.req.valid("query"), ...c.req.valid("param") })),
  )

  .post(
    "/f-and-f-warnings",
    describeRoute({
      summary: "Record an F or an F-warning",
      description: "For one pupil in one course: reason, feedback, start and planned end dates.",
      responses: { 201: FWarningSchema },
      errors: [403, 404],
    }),
    validate("json", CreateFWarningInputSchema),
    async (c) => c.json(await createFWarning(contextOf(c), c.req.valid("json")), 201),
  )

  .patch(
    "/f-and-f-warnings/:id",
    describeRoute({
      summary: "Edit an F or an F-warning",
      description: "`version` is required (stale: 409). Its author or student-health staff.",
      responses: { 200: FWarningSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateFWarningInputSchema),
    async (c) =>
      c.json(await updateFWarning(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") })),
  )

  .delete(
    "/f-and-f-warnings/:id",
    describeRoute({
      summary: "Delete an F or an F-warning",
      description:
        "Its author or student-health staff. 409 while an adaptation is made from it or an investigation rests on it.",
      responses: { 204: null },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      await deleteFWarning(contextOf(c), c.req.valid("param"));
      return c.body(null, 204);
    },
  );
