import {
  ExternalReportAdditionInputSchema,
  ExternalReportInputSchema,
  ExternalReportReceiptInputSchema,
  ExternalReportReceiptSchema,
  ExternalReportThreadSchema,
} from "#shared/violations/violation-external.schema";
import {
  ExternalSchoolSchema,
  ExternalWhistleInputSchema,
  ReceiptInputSchema,
  SchoolCodeParamSchema,
  WhistleAdditionInputSchema,
  WhistleReceiptSchema,
  WhistleThreadSchema,
} from "#shared/whistles/whistle.schema";
import { SharedProgramSchema, ShareTokenParamSchema } from "#shared/actionprograms/share-link.schema";
import type { Context } from "hono";
import { anonymousSender } from "../core/anonymous.js";
import { createRouter, type AppEnv } from "../core/app.js";
import { clientAddress } from "../core/client-address.js";
import { describeRoute } from "../core/openapi.js";
import { validate } from "../core/validate.js";
import { readSharedProgram } from "../actionprograms/index.js";
import { externalClientOf, type ExternalContext } from "./external-gate.js";
import { externalIdempotency } from "./external-idempotency.js";
import {
  addToReport,
  addToWhistle,
  lookUpSchool,
  readReport,
  readWhistle,
  sendReport,
  sendWhistle,
} from "./external.service.js";

/**
 * The external page's API (no account), under /external: the school by its code, the whistle section and the
 * violation report section. Later sections (wellbeing check, absence forms) add their routes beside these, with
 * the same gate (external-gate.ts) and the same sealed idempotency (external-idempotency.ts).
 */
const contextOfExternal = (c: Context<AppEnv>): ExternalContext => {
  const deps = c.get("deps");
  return { deps, client: externalClientOf(deps, clientAddress(c, deps.config.mode)) };
};

const LIMITS =
  "Rate-limited per client (wrong codes, then every call: 429) and, for submissions, per school code.";

export const externalRouter = createRouter()
  // No caller of the external page is traceable: no log line, no clear idempotency record.
  .use("/external/*", anonymousSender())
  .use("/external/*", externalIdempotency())

  .get(
    "/external/school/:code",
    describeRoute({
      summary: "A school by its code",
      description: `The school code printed on the QR page. Every invalid code answers the same 404. ${LIMITS}`,
      responses: { 200: ExternalSchoolSchema },
      errors: [404, 429],
      auth: "public",
    }),
    validate("param", SchoolCodeParamSchema),
    async (c) => c.json(await lookUpSchool(contextOfExternal(c), c.req.valid("param"))),
  )

  .post(
    "/external/whistle",
    describeRoute({
      summary: "Send an anonymous whistle",
      description:
        "Nothing about the sender is stored (no account, address, browser or time of day). Answers the receipt " +
        `code once (only its hash is kept). Honours Idempotency-Key. ${LIMITS}`,
      responses: { 201: WhistleReceiptSchema },
      errors: [404, 409, 429],
      auth: "public",
    }),
    validate("json", ExternalWhistleInputSchema),
    async (c) => c.json(await sendWhistle(contextOfExternal(c), c.req.valid("json")), 201),
  )

  .post(
    "/external/whistle/thread",
    describeRoute({
      summary: "Read a whistle's replies with the receipt",
      description: `A forged or unknown receipt answers the same 404 as an invalid code. ${LIMITS}`,
      responses: { 200: WhistleThreadSchema },
      errors: [404, 429],
      auth: "public",
    }),
    validate("json", ReceiptInputSchema),
    async (c) => c.json(await readWhistle(contextOfExternal(c), c.req.valid("json"))),
  )

  .post(
    "/external/whistle/addition",
    describeRoute({
      summary: "Add information to a whistle with the receipt",
      description: `The recipients are told (without the text). Honours Idempotency-Key. ${LIMITS}`,
      responses: { 201: WhistleThreadSchema },
      errors: [404, 409, 429],
      auth: "public",
    }),
    validate("json", WhistleAdditionInputSchema),
    async (c) => c.json(await addToWhistle(contextOfExternal(c), c.req.valid("json")), 201),
  )

  .post(
    "/external/report",
    describeRoute({
      summary: "Report violating treatment",
      description:
        "A pupil, a guardian or someone else reports violating treatment at the school named by its code. The " +
        "report reaches the principal and student health (access COUNSELOR), who are told. Who is reporting is " +
        "asked; a name and contact are optional and stored for staff only if given; nothing else about the sender " +
        `is kept. Answers the receipt code once (only its hash is kept). Honours Idempotency-Key. ${LIMITS}`,
      responses: { 201: ExternalReportReceiptSchema },
      errors: [404, 409, 429],
      auth: "public",
    }),
    validate("json", ExternalReportInputSchema),
    async (c) => c.json(await sendReport(contextOfExternal(c), c.req.valid("json")), 201),
  )

  .post(
    "/external/report/thread",
    describeRoute({
      summary: "Read a report's replies with the receipt",
      description: `A forged or unknown receipt answers the same 404 as an invalid code. ${LIMITS}`,
      responses: { 200: ExternalReportThreadSchema },
      errors: [404, 429],
      auth: "public",
    }),
    validate("json", ExternalReportReceiptInputSchema),
    async (c) => c.json(await readReport(contextOfExternal(c), c.req.valid("json"))),
  )

  .post(
    "/external/report/addition",
    describeRoute({
      summary: "Add information to a report with the receipt",
      description: `The principal and student health are told (without the text). Honours Idempotency-Key. ${LIMITS}`,
      responses: { 201: ExternalReportThreadSchema },
      errors: [400, 404, 409, 429],
      auth: "public",
    }),
    validate("json", ExternalReportAdditionInputSchema),
    async (c) => c.json(await addToReport(contextOfExternal(c), c.req.valid("json")), 201),
  )

  // The page an action program's share link opens (actionprograms/share-links.external.ts).
  .get(
    "/external/action-program/:token",
    describeRoute({
      summary: "The action program a share link opens (no account)",
      description:
        "The decided program and nothing else. Unknown, malformed, expired and revoked tokens all answer the same 404. Rate-limited per client (wrong tokens, then every call: 429) and per token prefix. Each opening is logged with its time; the first is the receipt that starts the appeal clock.",
      responses: { 200: SharedProgramSchema },
      errors: [404, 429],
      auth: "public",
    }),
    validate("param", ShareTokenParamSchema),
    async (c) => {
      c.header("Cache-Control", "no-store");
      c.header("Referrer-Policy", "no-referrer");
      return c.json(await readSharedProgram(contextOfExternal(c), c.req.valid("param")));
    },
  );
