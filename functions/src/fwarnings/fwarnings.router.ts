import {
  CreateFWarningInputSchema,
  FWarningPageSchema,
  FWarningSchema,
  ListFWarningsQuerySchema,
  UpdateFWarningInputSchema,
} from "#shared/fwarnings/fwarning.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { pupilDocumentRoutes } from "../core/pupil-document/routes.js";
import { createFWarning, deleteFWarning, listFWarnings, updateFWarning } from "./fwarnings.service.js";

/** F and F-warnings (/f-and-f-warnings): a pupil document's standard routes, each one function of the service. */
export const fWarningsRouter = pupilDocumentRoutes(
  createRouter().use("/f-and-f-warnings/*", requireActor).use("/f-and-f-warnings", requireActor),
  {
    path: "/f-and-f-warnings",
    schemas: {
      list: ListFWarningsQuerySchema,
      page: FWarningPageSchema,
      create: CreateFWarningInputSchema,
      update: UpdateFWarningInputSchema,
      item: FWarningSchema,
    },
    list: {
      summary: "A school's F and F-warnings",
      description:
        "Those the caller may see, newest first, paginated by cursor; `studentId` gives one pupil's, `id` one F or F-warning (a link that opens it).",
      run: listFWarnings,
    },
    create: {
      summary: "Record an F or an F-warning",
      description: "For one pupil in one course: reason, feedback, start and planned end dates.",
      run: createFWarning,
    },
    update: {
      summary: "Edit an F or an F-warning",
      description: "`version` is required (stale: 409). Its author or student-health staff.",
      run: updateFWarning,
    },
    remove: {
      summary: "Delete an F or an F-warning",
      description:
        "Its author or student-health staff. 409 while an adaptation is made from it or an investigation rests on it.",
      run: deleteFWarning,
    },
  },
);
