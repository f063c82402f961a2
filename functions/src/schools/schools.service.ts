import QRCode from "qrcode";
import type { Page, PageQuery } from "#shared/common.schema";
import { decide, hasPermission } from "#shared/policy/foundation.policy";
import type {
  CreateSchoolInput,
  School,
  SchoolSummary,
  UpdateSchoolInput,
} from "#shared/schools/school.schema";
import { decideUserChange } from "#shared/users/user.policy";
import { AppError, badRequest, conflict } from "../core/errors.js";
import { guard } from "../core/guard.js";
import { nameFree } from "../core/names.js";
import { getUsers } from "../core/identity.js";
import type { RequestContext } from "../core/request-context.js";
import type { Db } from "../db/db.js";
import { listClassesOfSchool, schoolHasClasses } from "../classes/index.js";
import { schoolHasPupils } from "../students/index.js";
import { deleteTeamsOfSchool } from "../teams/index.js";
import { guardUserChange, isTwoStepEnabled, listMembers, userTargetOf } from "../users/index.js";
import { removeUserFromSchool } from "../users/leaving.js";
import { getOrganization } from "./organizations.repo.js";
import { schoolScopeFor, scopeOf } from "./school-access.js";
import { toSchool, toSchoolSummary } from "./schools.mappers.js";
import {
  allSchoolsOfOrganization,
  createSchoolWithCode,
  deleteSchoolWithCode,
  getSchool,
  getSchools,
  listAllSchools,
  listSchoolsOfOrganization,
  saveSchoolChanges,
  type SchoolItem,
  type SchoolNameField,
} from "./schools.repo.js";

/**
 * The schools of the tenancy: list, read, create, change and delete a school, and its external page's QR code.
 * Who may do what is the foundation policy's (shared/src/policy/foundation.policy.ts), applied through core's
 * guard; removing staff from a school is judged by the users policy.
 */

const MAX_CODE_ATTEMPTS = 5;
const NAME_FIELDS: readonly SchoolNameField[] = ["teacherName", "counselorName", "counselorNamePlural"];

/** The school in the spec's shape: with its organization's naming, its classes and its users. */
async function schoolDocument(db: Db, school: SchoolItem): Promise<School> {
  const [organization, classes, members] = await Promise.all([
    getOrganization(db, school.organizationId),
    listClassesOfSchool(db, school.id),
    listMembers(db, school.id),
  ]);
  return toSchool(school, organization, classes, members, isTwoStepEnabled(members));
}

/** The actor's scope for a school that was read (none when it is missing). */
const scopeOfSchool = (ctx: RequestContext, school: SchoolItem | null) =>
  scopeOf(ctx, school && { schoolId: school.id, organizationId: school.organizationId });

/** The schools the actor may see: all (SUPERADMIN), the organization's (OWNER, MAINADMIN) or their own. */
export async function listSchools(ctx: RequestContext, input: PageQuery): Promise<Page<SchoolSummary>> {
  const { actor, deps } = ctx;
  if (actor.role === "SUPERADMIN") return listAllSchools(deps.db, input);
  if (actor.role === "OWNER" || actor.role === "MAINADMIN") {
    return listSchoolsOfOrganization(deps.db, actor.organizationId, input);
  }
  // A member's own schools: a short, bounded list read by id.
  const schools = await getSchools(deps.db, actor.schoolIds);
  const items = schools.map(toSchoolSummary).sort((a, b) => a.name.localeCompare(b.name, "sv"));
  return { items, cursor: null };
}

/** One school in the spec's shape; a school the actor may not see answers 404 like a missing one. */
export async function readSchool(ctx: RequestContext, input: { id: string }): Promise<School> {
  const school = await getSchool(ctx.deps.db, input.id);
  await guard(ctx, decide(ctx.actor, "school.read", scopeOfSchool(ctx, school)));
  return schoolDocument(ctx.deps.db, school!);
}

/**
 * Creates a school with a new unique code. Its creator does not become a member: nobody grants themselves a
 * membership (user.policy.ts); an owner or main admin covers the school organization-wide, and another one adds
 * them as staff if they are to work there.
 */
/**
 * Two schools of an organization never share a name (case and surrounding spaces aside): the super admin's list,
 * the school picker and the owner's overview show schools by name. Checked before the write.
 */
async function assertNameFree(ctx: RequestContext, organizationId: string, name: string, exceptId?: string) {
  if (!nameFree(await allSchoolsOfOrganization(ctx.deps.db, organizationId), name, exceptId))
    throw conflict("schoolNameTaken");
}

export async function createSchool(ctx: RequestContext, input: CreateSchoolInput): Promise<School> {
  const { actor, deps } = ctx;
  await guard(ctx, decide(actor, "school.create", "platform"));
  let organizationId = actor.organizationId;
  if (actor.role === "SUPERADMIN") {
    if (!input.organizationId) {
      throw badRequest("chooseOrganization", ["organizationId"]);
    }
    const organization = await getOrganization(deps.db, input.organizationId);
    if (!organization) throw new AppError("NOT_FOUND");
    organizationId = organization.id;
  } else if (input.organizationId && input.organizationId !== actor.organizationId) {
    throw new AppError("NOT_FOUND");
  }
  if (input.subscriptions) {
    await guard(ctx, hasPermission(actor, "school.setSubscriptions") ? "allow" : "forbidden");
  }

  await assertNameFree(ctx, organizationId, input.name);

  const id = deps.ids.id();
  const now = deps.clock.now().toISOString();
  for (let attempt = 1; ; attempt++) {
    try {
      await createSchoolWithCode(deps.db, {
        id,
        organizationId,
        name: input.name,
        code: deps.ids.schoolCode(),
        hiddenParts: [],
        subscriptions: input.subscriptions ?? ["ELEVHALSA"],
        ...(input.firstAndLastYear ? { firstAndLastYear: input.firstAndLastYear } : {}),
        createdAt: now,
        updatedAt: now,
        version: 1,
      });
      break;
    } catch (err) {
      // A code collision is astronomically rare; try a new code a few times before giving up.
      if (!(err instanceof AppError && err.code === "CONFLICT") || attempt >= MAX_CODE_ATTEMPTS) throw err;
    }
  }
  return schoolDocument(deps.db, (await getSchool(deps.db, id))!);
}

/**
 * Changes a school: first and last year, users to remove (spec), and for the admin pages name, hidden parts and
 * naming; subscriptions only by a SUPERADMIN. Each part is checked against its own permission. A stale version
 * answers 409; without a version the change applies to the school as just read.
 */
export async function updateSchool(
  ctx: RequestContext,
  input: UpdateSchoolInput & { id: string },
): Promise<School> {
  const { actor, deps } = ctx;
  const school = await getSchool(deps.db, input.id);
  const scope = scopeOfSchool(ctx, school);
  await guard(ctx, decide(actor, "school.update", scope));
  if (!school) throw new AppError("NOT_FOUND");
  if (input.firstAndLastYear) await guard(ctx, decide(actor, "school.setYears", scope));
  if (input.subscriptions) await guard(ctx, decide(actor, "school.setSubscriptions", scope));
  if (input.usersToRemove) await guard(ctx, decide(actor, "school.removeUsers", scope));
  if (input.version !== undefined && input.version !== school.version) throw new AppError("CONFLICT");

  if (input.name !== undefined) await assertNameFree(ctx, school.organizationId, input.name, school.id);
  if (input.usersToRemove) await removeUsers(ctx, school, input.usersToRemove);

  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.hiddenParts !== undefined ? { hiddenParts: [...new Set(input.hiddenParts)] } : {}),
    ...(input.subscriptions !== undefined ? { subscriptions: [...new Set(input.subscriptions)] } : {}),
    ...(input.firstAndLastYear !== undefined ? { firstAndLastYear: input.firstAndLastYear } : {}),
    ...(input.teacherName ? { teacherName: input.teacherName } : {}),
    ...(input.counselorName ? { counselorName: input.counselorName } : {}),
    ...(input.counselorNamePlural ? { counselorNamePlural: input.counselorNamePlural } : {}),
  };
  const removals = NAME_FIELDS.filter((field) => input[field] === null);
  await saveSchoolChanges(deps.db, school, changes, removals, deps.clock.now().toISOString());
  return schoolDocument(deps.db, (await getSchool(deps.db, school.id))!);
}

/**
 * Takes staff off a school: never oneself, only the school's own staff (anyone else answers 404), and each one
 * as the users policy allows. Every removal is judged before any is made.
 */
async function removeUsers(ctx: RequestContext, school: SchoolItem, refs: { id: string }[]): Promise<void> {
  const { actor, deps } = ctx;
  const ids = [...new Set(refs.map((ref) => ref.id))];
  await guard(ctx, ids.includes(actor.userId) ? "forbidden" : "allow");
  const targets = await getUsers(deps.db, ids);
  if (targets.length !== ids.length || targets.some((user) => !user.schoolIds.includes(school.id))) {
    throw new AppError("NOT_FOUND");
  }
  for (const target of targets) {
    await guardUserChange(
      ctx,
      decideUserChange(actor, userTargetOf(target), { kind: "removeFromSchool", schoolId: school.id }),
    );
  }
  for (const target of targets) await removeUserFromSchool(deps, target.id, school.id);
}

/**
 * Deletes a school. Pupils' records must never vanish as a side effect, so a school that still has classes or
 * pupils answers 409; its staff memberships and teams go with it.
 */
export async function deleteSchool(ctx: RequestContext, input: { id: string }): Promise<void> {
  const { deps } = ctx;
  const school = await getSchool(deps.db, input.id);
  await guard(ctx, decide(ctx.actor, "school.delete", scopeOfSchool(ctx, school)));
  if (!school) throw new AppError("NOT_FOUND");
  const [hasClasses, hasPupils] = await Promise.all([
    schoolHasClasses(deps.db, school.id),
    schoolHasPupils(deps.db, school.id),
  ]);
  if (hasClasses || hasPupils) {
    throw conflict("schoolHasClassesOrPupils");
  }
  for (const member of await listMembers(deps.db, school.id))
    await removeUserFromSchool(deps, member.userId, school.id);
  await deleteTeamsOfSchool(deps.db, school.id);
  await deleteSchoolWithCode(deps.db, school);
}

/** A PNG QR code of the school's external page (with its code), and the code for the file's name. */
export async function externalPageQrCode(
  ctx: RequestContext,
  input: { schoolId: string },
): Promise<{ png: Uint8Array<ArrayBuffer>; code: string }> {
  const { deps } = ctx;
  await guard(ctx, decide(ctx.actor, "school.qrCode", await schoolScopeFor(ctx, input.schoolId)));
  const school = await getSchool(deps.db, input.schoolId);
  if (!school) throw new AppError("NOT_FOUND");
  const url = `${deps.config.publicBaseUrl}/external?code=${encodeURIComponent(school.code)}`;
  const png = await QRCode.toBuffer(url, { type: "png", width: 512, margin: 2, errorCorrectionLevel: "M" });
  return { png: new Uint8Array(png), code: school.code };
}
