import { createGetTransaction } from "electrodb";
import type {
  CreateOrganizationInput,
  UpdateOrganizationInput,
} from "#shared/organizations/organization.schema";
import { withConflict } from "../core/db-errors.js";
import { queryAll, queryPage } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import type { Deps } from "../deps.js";
import type { OrganizationItem } from "./organization.entity.js";
import { schoolsEntities, type SchoolItem } from "./school.entity.js";
import { toOrganization } from "./schools.mappers.js";

export type { OrganizationItem };
type PageRequest = { cursor?: string | undefined; limit?: number | undefined };

export async function getOrganization(db: Db, id: string): Promise<OrganizationItem | null> {
  const { data } = await schoolsEntities(db).organization.get({ id }).go();
  return data;
}

/** Every organization on the platform, a page at a time. */
export const listOrganizations = (db: Db, page: PageRequest) =>
  queryPage(schoolsEntities(db).organization.query.all({}), page, toOrganization);

/** Every organization on the platform (their names: no two alike, organizations.service.ts). */
export const allOrganizations = (db: Db): Promise<OrganizationItem[]> =>
  queryAll(schoolsEntities(db).organization.query.all({}));

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

/**
 * Writes the organization's settings on the version read (absent fields stay) and answers it as stored; an
 * organization changed since answers 409 CONFLICT.
 */
export async function updateOrganizationSettings(
  db: Db,
  existing: OrganizationItem,
  changes: Omit<UpdateOrganizationInput, "version">,
  at: string,
): Promise<OrganizationItem> {
  // The words for a school come together (the schema's rule): null takes both back to the product's own.
  const words = changes.schoolName === undefined ? undefined : changes.schoolName && changes.schoolNamePlural;
  let update = schoolsEntities(db)
    .organization.patch({ id: existing.id })
    .set({
      ...(changes.violationSeenLimit ? { violationSeenLimit: changes.violationSeenLimit } : {}),
      ...(changes.violationInvestigationLimitDays !== undefined
        ? { violationInvestigationLimitDays: changes.violationInvestigationLimitDays }
        : {}),
      ...(changes.name ? { name: changes.name } : {}),
      ...(words ? { schoolName: changes.schoolName!, schoolNamePlural: changes.schoolNamePlural! } : {}),
      updatedAt: at,
    })
    .add({ version: 1 });
  if (words === null || words === "") update = update.remove(["schoolName", "schoolNamePlural"]);
  const { data } = await withConflict(() =>
    update.where((attr, op) => op.eq(attr.version, existing.version)).go({ response: "all_new" }),
  );
  return data;
}

/** Deletes an organization at the version read (a stale one answers 409 CONFLICT). */
export async function deleteOrganizationItem(db: Db, existing: Pick<OrganizationItem, "id" | "version">) {
  await withConflict(() =>
    schoolsEntities(db)
      .organization.delete({ id: existing.id })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .go({ response: "none" }),
  );
}

/** An organization and some of its schools in one transactional read (the signed-in user's shape needs both). */
export async function getOrganizationAndSchools(
  db: Db,
  organizationId: string,
  schoolIds: readonly string[],
): Promise<{ organization: OrganizationItem | null; schools: SchoolItem[] }> {
  const ids = schoolIds.slice(0, 99);
  const { organization, school } = schoolsEntities(db);
  const result = await createGetTransaction({ organization, school }, (entities) => [
    entities.organization.get({ id: organizationId }).commit(),
    ...ids.map((id) => entities.school.get({ id }).commit()),
  ]).go();
  const [first, ...rest] = result.data as unknown as { item: unknown }[];
  return {
    organization: (first?.item as OrganizationItem | null | undefined) ?? null,
    schools: rest
      .map((entry) => entry.item as SchoolItem | null)
      .filter((item): item is SchoolItem => !!item),
  };
}
