import type { Page, PageQuery } from "#shared/common.schema";
import type {
  CreateOrganizationInput,
  Organization,
  UpdateOrganizationInput,
} from "#shared/organizations/organization.schema";
import { decide, organizationScope } from "#shared/policy/foundation.policy";
import type { SchoolSummary } from "#shared/schools/school.schema";
import { AppError } from "../core/errors.js";
import { audit, guard } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import {
  createOrganization,
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
  return toOrganization(await createOrganization(ctx.deps, input));
}

/**
 * Changes the organization's settings (the 6:10 chain's limits; OWNER, MAINADMIN of that organization), on the
 * version last read: a stale one answers 409 and is recorded as a lost write.
 */
export async function updateOrganization(
  ctx: RequestContext,
  input: UpdateOrganizationInput & { id: string },
): Promise<Organization> {
  await guard(ctx, decide(ctx.actor, "organization.update", organizationScope(ctx.actor, input.id)));
  const organization = await getOrganization(ctx.deps.db, input.id);
  if (!organization) throw new AppError("NOT_FOUND");
  const target = { action: "UPDATE", entity: "organization", entityId: organization.id } as const;
  const { id: _id, version, ...changes } = input;
  if (version !== organization.version) {
    await audit(ctx, target, "CONFLICT");
    throw new AppError("CONFLICT");
  }
  const updated = await updateOrganizationSettings(
    ctx.deps.db,
    organization,
    changes,
    ctx.deps.clock.now().toISOString(),
  );
  await audit(ctx, target);
  return toOrganization(updated);
}
