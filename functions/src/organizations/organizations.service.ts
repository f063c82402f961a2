import type { Page, PageQuery } from "#shared/common.schema";
import {
  ORGANIZATION_NAMING_FIELDS,
  type CreateOrganizationInput,
  type Organization,
  type UpdateOrganizationInput,
} from "#shared/organizations/organization.schema";
import { decide, organizationScope } from "#shared/policy/foundation.policy";
import type { SchoolSummary } from "#shared/schools/school.schema";
import { AppError, conflict } from "../core/errors.js";
import { organizationHasPeople } from "../core/identity.js";
import { nameFree } from "../core/names.js";
import { audit, guard } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import {
  allOrganizations,
  allSchoolsOfOrganization,
  createOrganization,
  deleteOrganizationItem,
  getOrganization,
  listOrganizations,
  listSchoolsOfOrganization,
  toOrganization,
  updateOrganizationSettings,
} from "../schools/index.js";

/**
 * The organizations (huvudmän). Their items belong to the schools domain (the tenancy), so every read and write
 * goes through schools/index.ts; who may do what is the foundation policy's, applied through core's guard.
 */

/** Every organization on the platform (SUPERADMIN). */
export async function listAllOrganizations(
  ctx: RequestContext,
  input: PageQuery,
): Promise<Page<Organization>> {
  await guard(ctx, decide(ctx.actor, "organization.list", "platform"));
  return listOrganizations(ctx.deps.db, input);
}

/** One organization; another organization answers 404 like a missing one. */
export async function readOrganization(ctx: RequestContext, input: { id: string }): Promise<Organization> {
  await guard(ctx, decide(ctx.actor, "organization.read", organizationScope(ctx.actor, input.id)));
  const organization = await getOrganization(ctx.deps.db, input.id);
  if (!organization) throw new AppError("NOT_FOUND");
  return toOrganization(organization);
}

/** The schools of an organization, a page at a time. */
export async function listOrganizationSchools(
  ctx: RequestContext,
  input: PageQuery & { id: string },
): Promise<Page<SchoolSummary>> {
  await guard(ctx, decide(ctx.actor, "organization.read", organizationScope(ctx.actor, input.id)));
  return listSchoolsOfOrganization(ctx.deps.db, input.id, input);
}

/** A new organization (SUPERADMIN). */
export async function addOrganization(
  ctx: RequestContext,
  input: CreateOrganizationInput,
): Promise<Organization> {
  await guard(ctx, decide(ctx.actor, "organization.create", "platform"));
  await assertNameFree(ctx, input.name);
  return toOrganization(await createOrganization(ctx.deps, input));
}

/**
 * Two organizations never share a name (case and surrounding spaces aside): the super admin picks an organization
 * by name when making a school. Checked before the write.
 */
async function assertNameFree(ctx: RequestContext, name: string, exceptId?: string) {
  if (!nameFree(await allOrganizations(ctx.deps.db), name, exceptId)) throw conflict("organizationNameTaken");
}

/**
 * Changes the organization's settings (the 6:10 chain's limits; OWNER, MAINADMIN of that organization), on the
 * version last read: a stale one answers 409 and is recorded as a lost write.
 */
export async function updateOrganization(
  ctx: RequestContext,
  input: UpdateOrganizationInput & { id: string },
): Promise<Organization> {
  const scope = organizationScope(ctx.actor, input.id);
  const naming = ORGANIZATION_NAMING_FIELDS.some((field) => input[field] !== undefined);
  const limits =
    input.violationSeenLimit !== undefined || input.violationInvestigationLimitDays !== undefined;
  // Each part by who may change it: the limits the organization's own, its name and words the super admin.
  if (limits) await guard(ctx, decide(ctx.actor, "organization.update", scope));
  if (naming) await guard(ctx, decide(ctx.actor, "organization.rename", scope));
  const organization = await getOrganization(ctx.deps.db, input.id);
  if (!organization) throw new AppError("NOT_FOUND");
  const target = { action: "UPDATE", entity: "organization", entityId: organization.id } as const;
  const { id: _id, version, ...changes } = input;
  if (version !== organization.version) {
    await audit(ctx, target, "CONFLICT");
    throw new AppError("CONFLICT");
  }
  if (input.name !== undefined) await assertNameFree(ctx, input.name, organization.id);
  const updated = await updateOrganizationSettings(
    ctx.deps.db,
    organization,
    changes,
    ctx.deps.clock.now().toISOString(),
  );
  await audit(ctx, target);
  return toOrganization(updated);
}

/**
 * Deletes an organization (SUPERADMIN) while it has no schools and no people: one made by mistake, or emptied.
 * Anything that still belongs to it answers 409 with what is left, and nothing is deleted.
 */
export async function deleteOrganization(ctx: RequestContext, input: { id: string }): Promise<void> {
  await guard(ctx, decide(ctx.actor, "organization.delete", organizationScope(ctx.actor, input.id)));
  const organization = await getOrganization(ctx.deps.db, input.id);
  if (!organization) throw new AppError("NOT_FOUND");
  const target = { action: "DELETE", entity: "organization", entityId: organization.id } as const;
  if ((await allSchoolsOfOrganization(ctx.deps.db, organization.id)).length > 0)
    throw conflict("organizationHasSchools");
  if (await organizationHasPeople(ctx.deps.db, organization.id)) throw conflict("organizationHasPeople");
  await deleteOrganizationItem(ctx.deps.db, organization);
  await audit(ctx, target);
}
