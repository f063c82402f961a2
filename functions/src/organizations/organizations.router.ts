import { IdParamSchema, PageQuerySchema } from "#shared/common.schema";
import {
  CreateOrganizationInputSchema,
  OrganizationPageSchema,
  OrganizationSchema,
  UpdateOrganizationInputSchema,
} from "#shared/organizations/organization.schema";
import { SchoolSummaryPageSchema } from "#shared/schools/school.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { serviceRoute } from "../core/service-route.js";
import { validate } from "../core/validate.js";
import {
  addOrganization,
  listAllOrganizations,
  listOrganizationSchools,
  deleteOrganization,
  readOrganization,
  updateOrganization,
} from "./organizations.service.js";

/** Organizations (/organizations): validate, call one function of organizations.service.ts, respond. */
export const organizationsRouter = createRouter()
  .use("/organizations/*", requireActor)

  /** Every organization on the platform (SUPERADMIN). */
  .get(
    "/organizations",
    describeRoute({
      summary: "Every organization",
      description: "The platform's organizations (SUPERADMIN); paginated by cursor.",
      responses: { 200: OrganizationPageSchema },
      errors: [403, 404],
    }),
    validate("query", PageQuerySchema),
    async (c) => {
      return c.json(await listAllOrganizations(contextOf(c), c.req.valid("query")));
    },
  )

  .get(
    "/organizations/:id",
    describeRoute({
      summary: "One organization",
      description: "One's own (OWNER, MAINADMIN) or any (SUPERADMIN); another organization answers 404.",
      responses: { 200: OrganizationSchema },
      errors: [403, 404],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      return c.json(await readOrganization(contextOf(c), c.req.valid("param")));
    },
  )

  /** The schools of an organization. */
  .get(
    "/organizations/schools/:id",
    describeRoute({
      summary: "An organization's schools",
      description:
        "One's own organization's (OWNER, MAINADMIN) or any (SUPERADMIN); another organization answers 404. " +
        "Paginated by cursor.",
      responses: { 200: SchoolSummaryPageSchema },
      errors: [403, 404],
    }),
    validate("param", IdParamSchema),
    validate("query", PageQuerySchema),
    async (c) => {
      const input = { ...c.req.valid("query"), ...c.req.valid("param") };
      return c.json(await listOrganizationSchools(contextOf(c), input));
    },
  )

  .post(
    "/organizations",
    describeRoute({
      summary: "Create an organization",
      description:
        "A new organization (huvudman), with its own word for a school if it has one (SUPERADMIN).",
      responses: { 201: OrganizationSchema },
      errors: [403, 404],
    }),
    validate("json", CreateOrganizationInputSchema),
    async (c) => {
      return c.json(await addOrganization(contextOf(c), c.req.valid("json")), 201);
    },
  )

  .patch(
    "/organizations/:id",
    describeRoute({
      summary: "Change an organization's settings",
      description:
        "The 6:10 chain's limits: when the principal must have seen a report (the same, the next or two school " +
        "days) and within how many days (1-30) the investigation must begin. One's own organization (OWNER, " +
        "MAINADMIN); another answers 404. The name and the words for a school (both forms or neither; " +
        "SUPERADMIN): a name another organization has answers 409. Takes the version last read; a stale one " +
        "answers 409.",
      responses: { 200: OrganizationSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateOrganizationInputSchema),
    async (c) => {
      const input = { ...c.req.valid("json"), ...c.req.valid("param") };
      return c.json(await updateOrganization(contextOf(c), input));
    },
  )

  .delete(
    "/organizations/:id",
    ...serviceRoute(
      {
        summary: "Delete an organization",
        description:
          "An organization with no schools and no people (SUPERADMIN); one that still has either answers 409 and " +
          "nothing is deleted.",
        responses: { 204: null },
        errors: [403, 404, 409],
        param: IdParamSchema,
      },
      deleteOrganization,
    ),
  );
