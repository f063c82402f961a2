import { IdParamSchema, PageQuerySchema } from "#shared/common.schema";
import { CreateOrganizationInputSchema, type Organization } from "#shared/organizations/organization.schema";
import { organizationScope } from "#shared/policy/foundation.policy";
import type { EntityItem } from "electrodb";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { authorize } from "../core/authorize.js";
import { AppError } from "../core/errors.js";
import { queryPage } from "../core/pagination.js";
import { validate } from "../core/validate.js";
import { toSchoolSummary } from "../schools/schools.repo.js";
import type { OrganizationEntity } from "./organization.entity.js";

export function toOrganization(item: EntityItem<OrganizationEntity>): Organization {
  return {
    id: item.id,
    name: item.name,
    schoolName: item.schoolName ?? null,
    schoolNamePlural: item.schoolNamePlural ?? null,
    version: item.version,
  };
}

export const organizationsRouter = createRouter()
  .use("/organizations/*", requireActor)

  /** Every organization on the platform (SUPERADMIN). */
  .get("/organizations", validate("query", PageQuerySchema), async (c) => {
    await authorize(c, "organization.list", "platform");
    const { db } = c.get("deps");
    return c.json(await queryPage(db.organization.query.all({}), c.req.valid("query"), toOrganization));
  })

  .get("/organizations/:id", validate("param", IdParamSchema), async (c) => {
    const { db } = c.get("deps");
    const id = c.req.valid("param").id;
    await authorize(c, "organization.read", organizationScope(c.get("actor"), id));
    const { data } = await db.organization.get({ id }).go();
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
      await authorize(c, "organization.read", organizationScope(c.get("actor"), id));
      return c.json(
        await queryPage(
          db.school.query.byOrganization({ organizationId: id }),
          c.req.valid("query"),
          toSchoolSummary,
        ),
      );
    },
  )

  .post("/organizations", validate("json", CreateOrganizationInputSchema), async (c) => {
    await authorize(c, "organization.create", "platform");
    const { db, ids, clock } = c.get("deps");
    const body = c.req.valid("json");
    const now = clock.now().toISOString();
    const { data } = await db.organization
      .create({
        id: ids.id(),
        name: body.name,
        ...(body.schoolName ? { schoolName: body.schoolName } : {}),
        ...(body.schoolNamePlural ? { schoolNamePlural: body.schoolNamePlural } : {}),
        createdAt: now,
        updatedAt: now,
        version: 1,
      })
      .go();
    return c.json(toOrganization(data), 201);
  });
