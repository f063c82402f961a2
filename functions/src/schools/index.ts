/**
 * What other domains may ask of the tenancy (organizations, schools): reads, and the policy helpers that resolve
 * a school named in a request. Never the entities.
 */
import { createGetTransaction, type EntityItem } from "electrodb";
import type { Db } from "../db/db.js";
import type { OrganizationItem } from "./organizations.repo.js";
import { schoolsEntities, type SchoolEntity } from "./school.entity.js";

export type SchoolItem = EntityItem<SchoolEntity>;
export {
  createOrganization,
  getOrganization,
  listOrganizations,
  listSchoolsOfOrganization,
  toOrganization,
  type OrganizationItem,
} from "./organizations.repo.js";
export { getSchool, loadSchoolFor, schoolScopeFor, scopeOf } from "./school-access.js";

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
