import { SchoolIdParamSchema } from "#shared/common.schema";
import {
  CreateInvestigationInputSchema,
  InvestigationPageSchema,
  InvestigationSchema,
  ListInvestigationsQuerySchema,
  UpdateInvestigationInputSchema,
} from "#shared/investigations/investigation.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { pupilDocumentRoutes } from "../core/pupil-document/routes.js";
import { serviceRoute } from "../core/service-route.js";
import {
  createInvestigation,
  deleteInvestigation,
  listInvestigations,
  listTeacherInvestigations,
  updateInvestigation,
} from "./investigations.service.js";

/**
 * Pedagogical investigations (/investigations): a pupil document's standard routes and the teachers' listing, each
 * one function of investigations.service.ts.
 */
export const investigationsRouter = pupilDocumentRoutes(
  createRouter().use("/investigations/*", requireActor),
  {
    path: "/investigations",
    schemas: {
      list: ListInvestigationsQuerySchema,
      page: InvestigationPageSchema,
      create: CreateInvestigationInputSchema,
      update: UpdateInvestigationInputSchema,
      item: InvestigationSchema,
    },
    list: {
      path: "/investigations/school/:schoolId",
      summary: "A school's pedagogical investigations",
      description:
        "Student-health staff (COUNSELOR, HEAD, MAINADMIN): every investigation of the school, newest first, " +
        "optionally one status or one pupil's. Teachers use the teacher listing (403 here).",
      run: listInvestigations,
    },
    create: {
      summary: "Start a pedagogical investigation",
      description:
        "Student-health staff of the pupil's school. A draft unless `status` is PUBLISHED (then an outcome, and " +
        "for NO_PROGRAM a `noProgramReason`, are required: 400 naming the field). Contributors: staff of the school.",
      run: createInvestigation,
    },
    update: {
      summary: "Edit, contribute to or publish an investigation",
      description:
        "`version` is required (stale: 409). A contributor sends only `contribution`. Publishing needs an outcome " +
        "and, for NO_PROGRAM, its reason (400 naming the field); a published one stays published (409 on DRAFT).",
      run: updateInvestigation,
    },
    remove: {
      summary: "Delete a draft investigation",
      description:
        "Student-health staff. A published investigation is the documented basis of a decision, and one an action program links to is its basis: 409 with the reason.",
      run: deleteInvestigation,
    },
  },
).get(
  "/investigations/teacher/school/:schoolId",
  ...serviceRoute(
    {
      summary: "A teacher's pedagogical investigations",
      description:
        "The teacher-specific listing (spec section 6): published investigations of pupils the teacher mentors or " +
        "teaches, and drafts they were asked to contribute to; never the health information.",
      responses: { 200: InvestigationPageSchema },
      errors: [403, 404],
      param: SchoolIdParamSchema,
      query: ListInvestigationsQuerySchema,
    },
    listTeacherInvestigations,
  ),
);
