import type { EntityItem } from "electrodb";
import type { CreateOrganizationInput, Organization } from "#shared/organizations/organization.schema";
import type { SchoolSummary } from "#shared/schools/school.schema";
import { queryPage } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import type { Deps } from "../deps.js";
import type { OrganizationEntity } from "./organization.entity.js";
import { schoolsEntities } from "./school.entity.js";
import { toSchoolSummary } from "./schools.repo.js";

export type OrganizationItem = EntityItem<OrganizationEntity>;
type PageRequest = { cursor?: string | undefined; limit?: number | undefined };

export function toOrganization(item: OrganizationItem): Organization {
  return {
    id: item.id,
    name: item.name,
    schoolName: item.schoolName ?? null,
    schoolNamePlural: item.schoolNamePlural ?? null,
    version: item.version,
  };
}

export async function getOrganization(db: Db, id: string): Promise<OrganizationItem | null> {
  const { data } = await schoolsEntities(db).organization.get({ id }).go();
  return data;
}

/** Every organization on the platform, a page at a time. */
export const listOrganizations = (db: Db, page: PageRequest) =>
  queryPage(schoolsEntities(db).organization.query.all({}), page, toOrganization);

/** The schools of one organization, a page at a time. */
export const listSchoolsOfOrganization = (db: Db, organizationId: string, page: PageRequest) =>
  queryPage<EntityItem<ReturnType<typeof schoolsEntities>["school"]>, SchoolSummary>(
    schoolsEntities(db).school.query.byOrganization({ organizationId }),
    page,
    toSchoolSummary,
  );

export async function createOrganization(
  deps: Pick<Deps, "db" | "ids" | "clock">,
  body: CreateOrganizationInput,
): Promise<OrganizationItem> {
  const now = deps.clock.now().toISOString();
  const { data } = await schoolsEntities(deps.db)
    .organization.create({
      id: deps.ids.id(),
      name: body.name,
      ...(body.schoolName ? { schoolName: body.schoolName } : {}),
      ...(body.schoolNamePlural ? { schoolNamePlural: body.schoolNamePlural } : {}),
      createdAt: now,
      updatedAt: now,
      version: 1,
    })
    .go();
  return data;
}
