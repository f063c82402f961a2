import { IdParamSchema } from "#shared/common.schema";
import {
  CreateWhistleInputSchema,
  ListWhistlesQuerySchema,
  UpdateWhistleInputSchema,
  WhistlePageSchema,
  WhistleReceiptSchema,
  WhistleReplyInputSchema,
  WhistleSchema,
} from "#shared/whistles/whistle.schema";
import { requireActor } from "../core/actor.js";
import { anonymousSender } from "../core/anonymous.js";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { externalIdempotency } from "../external/index.js";
import {
  createWhistle,
  flagWhistleAsSpam,
  listWhistles,
  replyToWhistle,
  updateWhistle,
} from "./whistles.service.js";

/** Whistles as staff handle them (/whistle): validate, call one function of whistles.service.ts, respond. */
export const whistlesRouter = createRouter()
  .use("/whistle/*", requireActor)
  // A whistle from a staff account: a retry creates one whistle, and the kept answer (the receipt) is sealed.
  .use("/whistle", externalIdempotency())

  .get(
    "/whistle",
    describeRoute({
      summary: "A school's whistles",
      description:
        "The whistles addressed to the caller (as head, student-health staff, owner or chosen staff), current or " +
        "`archived=true`; spam-flagged ones are in no list. Paginated by cursor.",
      responses: { 200: WhistlePageSchema },
      errors: [403, 404],
    }),
    validate("query", ListWhistlesQuerySchema),
    async (c) => c.json(await listWhistles(contextOf(c), c.req.valid("query"))),
  )

  .post(
    "/whistle",
    // Its sender stays anonymous: no log line, the sealed idempotency record above only.
    anonymousSender(),
    describeRoute({
      summary: "Send a whistle",
      description:
        "A staff member's whistle to the school's head, student-health staff, owner or chosen staff, stored " +
        "without its author (the audit entry is anonymous, dated to the day). Answers the receipt code, once.",
      responses: { 201: WhistleReceiptSchema },
      errors: [403, 404],
    }),
    validate("json", CreateWhistleInputSchema),
    async (c) => c.json(await createWhistle(contextOf(c), c.req.valid("json")), 201),
  )

  .post(
    "/whistle/spam/:id",
    describeRoute({
      summary: "Flag a whistle as spam",
      description: "It leaves the lists; the audit trail keeps it. The response is the updated whistle.",
      responses: { 200: WhistleSchema },
      errors: [404, 409],
      noBody: true,
    }),
    validate("param", IdParamSchema),
    async (c) => c.json(await flagWhistleAsSpam(contextOf(c), c.req.valid("param"))),
  )

  .patch(
    "/whistle/:id",
    describeRoute({
      summary: "Archive a whistle or bring it back",
      description: "Addition to the spec. `version` is required (stale: 409).",
      responses: { 200: WhistleSchema },
      errors: [404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateWhistleInputSchema),
    async (c) =>
      c.json(await updateWhistle(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") })),
  )

  .post(
    "/whistle/:id/reply",
    describeRoute({
      summary: "Reply to a whistle",
      description:
        "Addition to the spec: a recipient's reply, which the sender reads with the receipt code (no staff name " +
        "is shown). Answers the updated whistle.",
      responses: { 200: WhistleSchema },
      errors: [404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", WhistleReplyInputSchema),
    async (c) =>
      c.json(await replyToWhistle(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") })),
  );
