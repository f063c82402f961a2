import { IdParamSchema, PageQuerySchema } from "#shared/common.schema";
import { CreateOrganizationInputSchema } from "#shared/organizations/organization.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import {
  addOrganization,
  listAllOrganizations,
  listOrganizationSchools,
  readOrganization,
} from "./organizations.service.js";

/** Organizations (/organizations): validate, call one function of organizations.service.ts, respond. */
export const organizationsRouter = createRouter()
  .use("/organizations/*", requireActor)

  /** Every organization on the platform (SUPERADMIN). */
  .get("/organizations", validate("query", PageQuerySchema), async (c) => {
    return c.json(await listAllOrganizations(contextOf(c), c.req.valid("query")));
  })

  .get("/organizations/:id", validate("param", IdParamSchema), async (c) => {
    return c.json(await readOrganization(contextOf(c), c.req.valid("param")));
  })

  /** The schools of an organization. */
  .get(
    "/organizations/schools/:id",
    validate("param", IdParamSchema),
    validate("query", PageQuerySchema),
    async (c) => {
      const input = { ...c.req.valid("query"), ...c.req.valid("param") };
      return c.json(await listOrganizationSchools(contextOf(c), input));
    },
  )

  .post("/organizations", validate("json", CreateOrganizationInputSchema), async (c) => {
    return c.json(await addOrganization(contextOf(c), c.req.valid("json")), 201);
  });
