import { IdParamSchema, PageQuerySchema, SchoolIdParamSchema } from "#shared/common.schema";
import { CreateSchoolInputSchema, UpdateSchoolInputSchema } from "#shared/schools/school.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import {
  createSchool,
  deleteSchool,
  externalPageQrCode,
  listSchools,
  readSchool,
  updateSchool,
} from "./schools.service.js";

/** Schools (/schools): validate, call one function of schools.service.ts, respond. */
export const schoolsRouter = createRouter()
  .use("/schools/*", requireActor)

  /** The schools the actor may see: all (SUPERADMIN), the organization's (OWNER, MAINADMIN) or their own. */
  .get("/schools", validate("query", PageQuerySchema), async (c) => {
    return c.json(await listSchools(contextOf(c), c.req.valid("query")));
  })

  .get("/schools/:id", validate("param", IdParamSchema), async (c) => {
    return c.json(await readSchool(contextOf(c), c.req.valid("param")));
  })

  /** Creates a school with a new unique code; its creator does not become a member. */
  .post("/schools", validate("json", CreateSchoolInputSchema), async (c) => {
    return c.json(await createSchool(contextOf(c), c.req.valid("json")), 201);
  })

  /**
   * Changes a school: first and last year, users to remove (spec), and for the admin pages name, hidden parts and
   * naming; subscriptions only by a SUPERADMIN.
   */
  .patch(
    "/schools/:id",
    validate("param", IdParamSchema),
    validate("json", UpdateSchoolInputSchema),
    async (c) => {
      return c.json(await updateSchool(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") }));
    },
  )

  /** Deletes a school without classes or pupils (else 409); its staff memberships go with it. */
  .delete("/schools/:id", validate("param", IdParamSchema), async (c) => {
    await deleteSchool(contextOf(c), c.req.valid("param"));
    return c.body(null, 204);
  })

  /** A PNG QR code of the school's external page (with its code), served as a download. */
  .get("/schools/:schoolId/external-page-qr-code", validate("param", SchoolIdParamSchema), async (c) => {
    const { png, code } = await externalPageQrCode(contextOf(c), c.req.valid("param"));
    return c.body(png, 200, {
      "Content-Type": "image/png",
      "Content-Disposition": `attachment; filename="external-page-qr-code-${code}.png"`,
    });
  });
