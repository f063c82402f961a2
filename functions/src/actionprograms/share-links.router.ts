import { IdParamSchema } from "#shared/common.schema";
import {
  CreateShareLinksInputSchema,
  ProgramSharingSchema,
  RegisterAppealInputSchema,
  ShareLinkListSchema,
  ShareLinkParamSchema,
  ShareLinkSchema,
} from "#shared/actionprograms/share-link.schema";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import {
  createShareLinks,
  getProgramSharing,
  registerAppeal,
  revokeShareLink,
} from "./share-links.service.js";

/**
 * Share links of an action program and its appeal clock, behind the domain's requireActor, mounted before the
 * programs' router (action-programs.domain.ts). The token page's read (no account) is an external-page route: the /external segment is
 * served by the external domain's router (external/external.router.ts), which calls readSharedProgram (index.ts).
 */
export const shareLinksRouter = createRouter()
  .post(
    "/action-program/links",
    describeRoute({
      summary: "Share a decided action program with guardians or the pupil",
      description:
        "One link per recipient (email and kind GUARDIAN or STUDENT), mailed with no pupil data; a bad address: 400 'Enter a valid email address', nothing stored. Only a published program (409 otherwise); staff who may edit it. A link works `expiresInDays` (default 30, at most 90). The answer is the list of new links with actionProgramId; the token is only in the mail.",
      responses: { 201: ShareLinkListSchema },
      errors: [403, 404, 409],
    }),
    validate("json", CreateShareLinksInputSchema),
    async (c) => c.json(await createShareLinks(contextOf(c), c.req.valid("json")), 201),
  )
  .get(
    "/action-program/:id/links",
    describeRoute({
      summary: "An action program's share links and appeal clock",
      description:
        "Who got a link, of which kind, until when, when it was opened and whether it was revoked; the receipt (first opening), the appeal deadline (receipt + 3 weeks, Stockholm dates) and a registered appeal with its forward-by date.",
      responses: { 200: ProgramSharingSchema },
      errors: [403, 404],
    }),
    validate("param", IdParamSchema),
    async (c) => c.json(await getProgramSharing(contextOf(c), c.req.valid("param"))),
  )
  .delete(
    "/action-program/:id/links/:linkId",
    describeRoute({
      summary: "Revoke a share link",
      description:
        "The link answers 'invalid link' from now on; it stays in the list as revoked. Revoking twice is harmless.",
      responses: { 200: ShareLinkSchema },
      errors: [403, 404, 409],
    }),
    validate("param", ShareLinkParamSchema),
    async (c) => c.json(await revokeShareLink(contextOf(c), c.req.valid("param"))),
  )
  .post(
    "/action-program/:id/appeal",
    describeRoute({
      summary: "Register an appeal of a decided action program",
      description:
        "The date it arrived (not in the future, not before the decision: 400). Once per program (409). The decision maker is told to forward it to Överklagandenämnden within a week.",
      responses: { 200: ProgramSharingSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", RegisterAppealInputSchema),
    async (c) =>
      c.json(await registerAppeal(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") })),
  );
