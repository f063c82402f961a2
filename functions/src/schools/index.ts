/**
 * What other domains may ask of the tenancy (organizations, schools): reads, and the policy helpers that resolve
 * a school named in a request. Never the entities.
 */
export {
  allOrganizations,
  createOrganization,
  deleteOrganizationItem,
  getOrganization,
  getOrganizationAndSchools,
  listOrganizations,
  updateOrganizationSettings,
  type OrganizationItem,
} from "./organizations.repo.js";
export {
  allSchoolsOfOrganization,
  getSchool,
  getSchoolByCode,
  listSchoolsOfOrganization,
  type SchoolItem,
} from "./schools.repo.js";
export { toOrganization, violationLimitsOf } from "./schools.mappers.js";
export { loadSchoolFor, schoolScopeFor, scopeOf } from "./school-access.js";
