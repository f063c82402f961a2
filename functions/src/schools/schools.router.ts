import { IdParamSchema, PageQuerySchema, SchoolIdParamSchema } from "#shared/common.schema";
import {
  CreateSchoolInputSchema,
  ExternalPageQrCodeSchema,
  SchoolSchema,
  SchoolSummaryPageSchema,
  UpdateSchoolInputSchema,
} from "#shared/schools/school.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
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
  .get(
    "/schools",
    describeRoute({
      summary: "The schools one may see",
      description:
        "All of them (SUPERADMIN), the organization's (OWNER, MAINADMIN) or one's own; paginated by cursor.",
      responses: { 200: SchoolSummaryPageSchema },
      errors: [403, 404],
    }),
    validate("query", PageQuerySchema),
    async (c) => {
      return c.json(await listSchools(contextOf(c), c.req.valid("query")));
    },
  )

  .get(
    "/schools/:id",
    describeRoute({
      summary: "One school",
      description: "In the spec's shape, with its classes and users; a school one may not see answers 404.",
      responses: { 200: SchoolSchema },
      errors: [403, 404],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      return c.json(await readSchool(contextOf(c), c.req.valid("param")));
    },
  )

  /** Creates a school with a new unique code; its creator does not become a member. */
  .post(
    "/schools",
    describeRoute({
      summary: "Create a school",
      description:
        "With a new unique code; its creator does not become a member. A SUPERADMIN names the organization " +
        "(`organizationId`), others create in their own; subscriptions only by a SUPERADMIN.",
      responses: { 201: SchoolSchema },
      errors: [403, 404, 409],
    }),
    validate("json", CreateSchoolInputSchema),
    async (c) => {
      return c.json(await createSchool(contextOf(c), c.req.valid("json")), 201);
    },
  )

  /**
   * Changes a school: first and last year, users to remove (spec), and for the admin pages name, hidden parts and
   * naming; subscriptions only by a SUPERADMIN.
   */
  .patch(
    "/schools/:id",
    describeRoute({
      summary: "Change a school",
      description:
        "First and last year and users to remove (the spec's body), and for the admin pages name, hidden parts " +
        "and naming; subscriptions only by a SUPERADMIN. Each part needs its own permission; a stale `version` " +
        "answers 409 (without one, the change applies to the school as just read).",
      responses: { 200: SchoolSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateSchoolInputSchema),
    async (c) => {
      return c.json(await updateSchool(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") }));
    },
  )

  /** Deletes a school without classes or pupils (else 409); its staff memberships go with it. */
  .delete(
    "/schools/:id",
    describeRoute({
      summary: "Delete a school",
      description:
        "Only a school without classes or pupils (else 409); its staff memberships and teams go with it.",
      responses: { 204: null },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      await deleteSchool(contextOf(c), c.req.valid("param"));
      return c.body(null, 204);
    },
  )

  /** A PNG QR code of the school's external page (with its code), served as a download. */
  .get(
    "/schools/:schoolId/external-page-qr-code",
    describeRoute({
      summary: "The external page's QR code",
      description:
        "A PNG of the QR code linking to the school's external page (with its code), served as a download " +
        "(`Content-Disposition: attachment`).",
      responses: { 200: ExternalPageQrCodeSchema },
      mediaType: "image/png",
      errors: [403, 404],
    }),
    validate("param", SchoolIdParamSchema),
    async (c) => {
      const { png, code } = await externalPageQrCode(contextOf(c), c.req.valid("param"));
      return c.body(png, 200, {
        "Content-Type": "image/png",
        "Content-Disposition": `attachment; filename="external-page-qr-code-${code}.png"`,
      });
    },
  );
