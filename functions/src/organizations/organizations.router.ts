import { IdParamSchema, PageQuerySchema } from "#shared/common.schema";
import { CreateOrganizationInputSchema } from "#shared/organizations/organization.schema";
import { decide, organizationScope } from "#shared/policy/foundation.policy";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { guard } from "../core/guard.js";
import { AppError } from "../core/errors.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import {
  createOrganization,
  getOrganization,
  listOrganizations,
  listSchoolsOfOrganization,
  toOrganization,
} from "../schools/index.js";

export const organizationsRouter = createRouter()
  .use("/organizations/*", requireActor)

  /** Every organization on the platform (SUPERADMIN). */
  .get("/organizations", validate("query", PageQuerySchema), async (c) => {
    const ctx = contextOf(c);
    await guard(ctx, decide(ctx.actor, "organization.list", "platform"));
    return c.json(await listOrganizations(c.get("deps").db, c.req.valid("query")));
  })

  .get("/organizations/:id", validate("param", IdParamSchema), async (c) => {
    const { db } = c.get("deps");
    const id = c.req.valid("param").id;
    const ctx = contextOf(c);
    await guard(ctx, decide(ctx.actor, "organization.read", organizationScope(ctx.actor, id)));
    const data = await getOrganization(db, id);
    if (!data) throw new AppError("NOT_FOUND");
    return c.json(toOrganization(data));
  })

  /** The schools of an organization. */
  .get(
    "/organizations/schools/:id",
    validate("param", IdParamSchema),
    validate("query", PageQuerySchema),
    async (c) => {
      const { db } = c.get("deps");
      const id = c.req.valid("param").id;
      const ctx = contextOf(c);
      await guard(ctx, decide(ctx.actor, "organization.read", organizationScope(ctx.actor, id)));
      return c.json(await listSchoolsOfOrganization(db, id, c.req.valid("query")));
    },
  )

  .post("/organizations", validate("json", CreateOrganizationInputSchema), async (c) => {
    const ctx = contextOf(c);
    await guard(ctx, decide(ctx.actor, "organization.create", "platform"));
    const data = await createOrganization(c.get("deps"), c.req.valid("json"));
    return c.json(toOrganization(data), 201);
  });
