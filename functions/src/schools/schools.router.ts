import QRCode from "qrcode";
import { IdParamSchema, PageQuerySchema, SchoolIdParamSchema } from "#shared/common.schema";
import { decide, hasPermission, schoolScope } from "#shared/policy/foundation.policy";
import { decideUserChange } from "#shared/users/user.policy";
import { CreateSchoolInputSchema, UpdateSchoolInputSchema } from "#shared/schools/school.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { AppError, badRequest, conflict, forbidden } from "../core/errors.js";
import { guard } from "../core/guard.js";
import { queryPage } from "../core/pagination.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { withConflict } from "../core/db-errors.js";
import { transact } from "../db/transact.js";
import { schoolHasClasses } from "../classes/index.js";
import { getUsers } from "../core/identity.js";
import { schoolHasPupils } from "../students/index.js";
import { deleteTeamsOfSchool } from "../teams/index.js";
import { guardUserChange, listMembers, removeUserFromSchool, userTargetOf } from "../users/index.js";
import { getOrganization } from "./organizations.repo.js";
import { schoolsEntities } from "./school.entity.js";
import { getSchool, schoolScopeFor } from "./school-access.js";
import { loadSchoolDocument, toSchoolSummary } from "./schools.repo.js";

const MAX_CODE_ATTEMPTS = 5;

export const schoolsRouter = createRouter()
  .use("/schools/*", requireActor)

  /** The schools the actor may see: all (SUPERADMIN), the organization's (OWNER, MAINADMIN) or their own. */
  .get("/schools", validate("query", PageQuerySchema), async (c) => {
    const { db } = c.get("deps");
    const actor = c.get("actor");
    const page = c.req.valid("query");
    if (actor.role === "SUPERADMIN")
      return c.json(await queryPage(schoolsEntities(db).school.query.all({}), page, toSchoolSummary));
    if (actor.role === "OWNER" || actor.role === "MAINADMIN") {
      return c.json(
        await queryPage(
          schoolsEntities(db).school.query.byOrganization({ organizationId: actor.organizationId }),
          page,
          toSchoolSummary,
        ),
      );
    }
    // A member's own schools: a short, bounded list read by id.
    const { data } = await schoolsEntities(db)
      .school.get(actor.schoolIds.map((id) => ({ id })))
      .go();
    const items = data.map(toSchoolSummary).sort((a, b) => a.name.localeCompare(b.name, "sv"));
    return c.json({ items, cursor: null });
  })

  .get("/schools/:id", validate("param", IdParamSchema), async (c) => {
    const { db } = c.get("deps");
    const school = await getSchool(db, c.req.valid("param").id);
    const scope = school
      ? schoolScope(c.get("actor"), { schoolId: school.id, organizationId: school.organizationId })
      : "none";
    await guard(contextOf(c), decide(c.get("actor"), "school.read", scope));
    return c.json(await loadSchoolDocument(db, school!));
  })

  /**
   * Creates a school with a new unique code. Its creator does not become a member: nobody grants themselves a
   * membership (user.policy.ts); an owner or main admin covers the school organization-wide, and another one adds
   * them as staff if they are to work there.
   */
  .post("/schools", validate("json", CreateSchoolInputSchema), async (c) => {
    const deps = c.get("deps");
    const actor = c.get("actor");
    const body = c.req.valid("json");
    await guard(contextOf(c), decide(actor, "school.create", "platform"));
    let organizationId = actor.organizationId;
    if (actor.role === "SUPERADMIN") {
      if (!body.organizationId) {
        throw badRequest("chooseOrganization", ["organizationId"]);
      }
      const organization = await getOrganization(deps.db, body.organizationId);
      if (!organization) throw new AppError("NOT_FOUND");
      organizationId = organization.id;
    } else if (body.organizationId && body.organizationId !== actor.organizationId) {
      throw new AppError("NOT_FOUND");
    }
    if (body.subscriptions && !hasPermission(actor, "school.setSubscriptions")) throw forbidden();

    const id = deps.ids.id();
    const now = deps.clock.now().toISOString();
    for (let attempt = 1; ; attempt++) {
      const code = deps.ids.schoolCode();
      try {
        await transact(schoolsEntities(deps.db), (tx) => [
          tx.schoolCode.create({ code, schoolId: id }).commit(),
          tx.school
            .create({
              id,
              organizationId,
              name: body.name,
              code,
              hiddenParts: [],
              subscriptions: body.subscriptions ?? ["ELEVHALSA"],
              ...(body.firstAndLastYear ? { firstAndLastYear: body.firstAndLastYear } : {}),
              createdAt: now,
              updatedAt: now,
              version: 1,
            })
            .commit(),
        ]);
        break;
      } catch (err) {
        // A code collision is astronomically rare; try a new code a few times before giving up.
        if (!(err instanceof AppError && err.code === "CONFLICT") || attempt >= MAX_CODE_ATTEMPTS) throw err;
      }
    }
    return c.json(await loadSchoolDocument(deps.db, (await getSchool(deps.db, id))!), 201);
  })

  /**
   * Changes a school: first and last year, users to remove (spec), and for the admin pages name, hidden parts and
   * naming; subscriptions only by a SUPERADMIN. Each part is checked against its own permission.
   */
  .patch(
    "/schools/:id",
    validate("param", IdParamSchema),
    validate("json", UpdateSchoolInputSchema),
    async (c) => {
      const deps = c.get("deps");
      const actor = c.get("actor");
      const body = c.req.valid("json");
      const school = await getSchool(deps.db, c.req.valid("param").id);
      const scope = school
        ? schoolScope(actor, { schoolId: school.id, organizationId: school.organizationId })
        : "none";
      const ctx = contextOf(c);
      await guard(ctx, decide(actor, "school.update", scope));
      if (!school) throw new AppError("NOT_FOUND");
      if (body.firstAndLastYear) await guard(ctx, decide(actor, "school.setYears", scope));
      if (body.subscriptions) await guard(ctx, decide(actor, "school.setSubscriptions", scope));
      if (body.usersToRemove) await guard(ctx, decide(actor, "school.removeUsers", scope));
      if (body.version !== undefined && body.version !== school.version) throw new AppError("CONFLICT");

      if (body.usersToRemove) {
        const ids = [...new Set(body.usersToRemove.map((ref) => ref.id))];
        if (ids.includes(actor.userId)) throw forbidden();
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

      const changes = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.hiddenParts !== undefined ? { hiddenParts: [...new Set(body.hiddenParts)] } : {}),
        ...(body.subscriptions !== undefined ? { subscriptions: [...new Set(body.subscriptions)] } : {}),
        ...(body.firstAndLastYear !== undefined ? { firstAndLastYear: body.firstAndLastYear } : {}),
        ...(body.teacherName ? { teacherName: body.teacherName } : {}),
        ...(body.counselorName ? { counselorName: body.counselorName } : {}),
        ...(body.counselorNamePlural ? { counselorNamePlural: body.counselorNamePlural } : {}),
      };
      const removals = (["teacherName", "counselorName", "counselorNamePlural"] as const).filter(
        (field) => body[field] === null,
      );
      let update = schoolsEntities(deps.db)
        .school.patch({ id: school.id })
        .set({ ...changes, updatedAt: deps.clock.now().toISOString() })
        .add({ version: 1 });
      if (removals.length > 0) update = update.remove(removals);
      await withConflict(() =>
        update.where((attr, op) => op.eq(attr.version, school.version)).go({ response: "none" }),
      );
      return c.json(await loadSchoolDocument(deps.db, (await getSchool(deps.db, school.id))!));
    },
  )

  /**
   * Deletes a school. Pupils' records must never vanish as a side effect, so a school that still has classes or
   * pupils answers 409; its staff memberships go with it.
   */
  .delete("/schools/:id", validate("param", IdParamSchema), async (c) => {
    const deps = c.get("deps");
    const school = await getSchool(deps.db, c.req.valid("param").id);
    const scope = school
      ? schoolScope(c.get("actor"), { schoolId: school.id, organizationId: school.organizationId })
      : "none";
    await guard(contextOf(c), decide(c.get("actor"), "school.delete", scope));
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
    await transact(schoolsEntities(deps.db), (tx) => [
      tx.school
        .delete({ id: school.id })
        .where((attr, op) => op.eq(attr.version, school.version))
        .commit(),
      tx.schoolCode.delete({ code: school.code }).commit(),
    ]);
    return c.body(null, 204);
  })

  /** A PNG QR code of the school's external page (with its code), served as a download. */
  .get("/schools/:schoolId/external-page-qr-code", validate("param", SchoolIdParamSchema), async (c) => {
    const deps = c.get("deps");
    const { schoolId } = c.req.valid("param");
    const ctx = contextOf(c);
    await guard(ctx, decide(ctx.actor, "school.qrCode", await schoolScopeFor(ctx, schoolId)));
    const school = await getSchool(deps.db, schoolId);
    if (!school) throw new AppError("NOT_FOUND");
    const url = `${deps.config.publicBaseUrl}/external?code=${encodeURIComponent(school.code)}`;
    const png = await QRCode.toBuffer(url, { type: "png", width: 512, margin: 2, errorCorrectionLevel: "M" });
    return c.body(new Uint8Array(png), 200, {
      "Content-Type": "image/png",
      "Content-Disposition": `attachment; filename="external-page-qr-code-${school.code}.png"`,
    });
  });
