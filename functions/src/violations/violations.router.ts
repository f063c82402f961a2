import { IdParamSchema, PageQuerySchema, SchoolIdParamSchema } from "#shared/common.schema";
import {
  CreateViolationFollowUpInputSchema,
  CreateViolationInputSchema,
  CreateViolationInvestigationInputSchema,
  ListViolationsQuerySchema,
  UpdateViolationFollowUpInputSchema,
  UpdateViolationInputSchema,
  UpdateViolationInvestigationInputSchema,
  ViolationDeletedSchema,
  ViolationFollowUpSchema,
  ViolationInvestigationPageSchema,
  ViolationInvestigationSchema,
  ViolationPageSchema,
  ViolationSchema,
} from "#shared/violations/violation.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { pupilDocumentRoutes } from "../core/pupil-document/routes.js";
import { serviceRoute } from "../core/service-route.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import {
  createInvestigation,
  deleteInvestigation,
  listSchoolInvestigations,
  listTeacherInvestigations,
  updateInvestigation,
} from "./violation-investigations.service.js";
import {
  createViolation,
  deleteViolation,
  flagViolationAsSpam,
  listViolations,
  updateViolation,
} from "./violations.service.js";
import { createFollowUp, deleteFollowUp, updateFollowUp } from "./violation-follow-ups.service.js";

/** Violation reports (/violations) and their follow-ups. */
const reportRoutes = createRouter()
  .use("/violations/*", requireActor)
  .use("/violation-investigations/*", requireActor)

  .get(
    "/violations/:schoolId",
    describeRoute({
      summary: "A school's violation reports",
      description:
        "Current (default) or archived reports the caller may read, newest first, paginated by cursor; `studentId` gives every report naming the pupil. Junk never appears. The owner gets each report's type and 6:10 chain times only.",
      responses: { 200: ViolationPageSchema },
      errors: [403, 404],
    }),
    validate("param", SchoolIdParamSchema),
    validate("query", ListViolationsQuerySchema),
    async (c) =>
      c.json(await listViolations(contextOf(c), { ...c.req.valid("query"), ...c.req.valid("param") })),
  )

  .post(
    "/violations",
    describeRoute({
      summary: "Report violating treatment",
      description:
        "A new report (spec section 3's payload); name and email are the signed-in user's own. The response is the violation.",
      responses: { 201: ViolationSchema },
      errors: [403, 404],
    }),
    validate("json", CreateViolationInputSchema),
    async (c) => c.json(await createViolation(contextOf(c), c.req.valid("json")), 201),
  )

  .post(
    "/violations/follow-up",
    describeRoute({
      summary: "Add a follow-up to a report",
      description: "By anyone who may write on the report; the response has violationId.",
      responses: { 201: ViolationFollowUpSchema },
      errors: [403, 404, 409],
    }),
    validate("json", CreateViolationFollowUpInputSchema),
    async (c) => c.json(await createFollowUp(contextOf(c), c.req.valid("json")), 201),
  )

  .patch(
    "/violations/follow-up/:id",
    describeRoute({
      summary: "Edit one's own follow-up",
      description: "Only its author; `version` is required (stale: 409).",
      responses: { 200: ViolationFollowUpSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateViolationFollowUpInputSchema),
    async (c) =>
      c.json(await updateFollowUp(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") })),
  )

  .delete(
    "/violations/follow-up/:id",
    describeRoute({
      summary: "Delete one's own follow-up",
      description: "Only its author.",
      responses: { 204: null },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      await deleteFollowUp(contextOf(c), c.req.valid("param"));
      return c.body(null, 204);
    },
  )

  .post(
    "/violations/spam/:id",
    describeRoute({
      summary: "Flag a report as junk",
      description: "It leaves every list (the audit trail keeps it). The response is the updated violation.",
      noBody: true,
      responses: { 200: ViolationSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    async (c) => c.json(await flagViolationAsSpam(contextOf(c), c.req.valid("param"))),
  )

  .patch(
    "/violations/:id",
    describeRoute({
      summary: "Edit a report or move its 6:10 chain",
      description:
        "The story, the pupils, the access choice; `seenByPrincipal` and `reportedToOwner` (the head), `archived`. `version` is required (stale: 409).",
      responses: { 200: ViolationSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateViolationInputSchema),
    async (c) =>
      c.json(await updateViolation(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") })),
  )

  .delete(
    "/violations/:id",
    describeRoute({
      summary: "Delete a report",
      description:
        "The principal's level only, with its follow-ups and investigations: 'Kränkningsanmälan har tagits bort'.",
      responses: { 200: ViolationDeletedSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    async (c) => c.json(await deleteViolation(contextOf(c), c.req.valid("param"))),
  );

/**
 * Violation reports (/violations) and their investigations (/violation-investigations): a pupil document's standard
 * routes and the teachers' listing.
 */
export const violationsRouter = pupilDocumentRoutes(reportRoutes, {
  path: "/violation-investigations",
  schemas: {
    list: PageQuerySchema,
    page: ViolationInvestigationPageSchema,
    create: CreateViolationInvestigationInputSchema,
    update: UpdateViolationInvestigationInputSchema,
    item: ViolationInvestigationSchema,
  },
  list: {
    path: "/violation-investigations/school/:schoolId",
    summary: "A school's violation investigations",
    description: "For student health and the principal's level, newest first, paginated by cursor.",
    run: listSchoolInvestigations,
  },
  create: {
    summary: "Begin an investigation of a report",
    description: "By those who manage the report; the first one marks the chain's 'investigation begun'.",
    errors: [403, 404, 409],
    run: createInvestigation,
  },
  update: {
    summary: "Edit an investigation",
    description:
      "`concluded: true` ends the report's investigation in the chain. `version` is required (stale: 409).",
    run: updateInvestigation,
  },
  remove: {
    summary: "Delete an investigation",
    description: "By those who manage the report.",
    run: deleteInvestigation,
  },
}).get(
  "/violation-investigations/teacher/school/:schoolId",
  ...serviceRoute(
    {
      summary: "A teacher's violation investigations",
      description: "The investigations of the reports the teacher may read.",
      responses: { 200: ViolationInvestigationPageSchema },
      errors: [403, 404],
      param: SchoolIdParamSchema,
      query: PageQuerySchema,
    },
    listTeacherInvestigations,
  ),
);
