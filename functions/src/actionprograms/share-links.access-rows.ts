import {
  CreateShareLinksInputSchema,
  RegisterAppealInputSchema,
  ShareLinkParamSchema,
  stockholmDateOf,
} from "#shared/actionprograms/share-link.schema";
import {
  app,
  userOf,
  type CallBudget,
  type FuzzRoutes,
  type MassAssignment,
  type MatrixRow,
} from "../../../tests/helpers/domain-tests/index.js";
import { hashSecret } from "../core/ids.js";
import { program, WRITE } from "./action-programs.access-fixtures.js";

/**
 * The share-link routes' part of the action programs' access plug-in (action-programs.access.ts spreads these in):
 * the staff routes on a published STANDARD program by C (T reads it as the pupil's mentor). The token page's read
 * is an /external route, so its rows are the whistles domain's (whistles.access.ts).
 */

/** A link of the given program stored directly; answers its id and token. */
export async function shareLink(
  programId: string,
  options: { expiresInMs?: number; revoked?: boolean } = {},
): Promise<{ id: string; token: string }> {
  const t = app();
  const token = t.deps.ids.secret();
  const id = t.deps.ids.id();
  const now = t.clock.now();
  await t.db.actionProgramShareLink
    .create({
      tokenHash: hashSecret(token),
      id,
      actionProgramId: programId,
      schoolId: t.seeded.schoolIds.ek!,
      organizationId: t.seeded.organizationIds.demo!,
      email: "vardnadshavare@example.se",
      kind: "GUARDIAN",
      expiresAt: new Date(now.getTime() + (options.expiresInMs ?? 30 * 24 * 3600 * 1000)).toISOString(),
      revokedAt: options.revoked ? now.toISOString() : "",
      revokedById: options.revoked ? userOf("C") : "",
      openings: [],
      openedCount: 0,
      createdById: userOf("C"),
      createdByName: "Cecilia Kurator",
      createdAt: now.toISOString(),
    })
    .go();
  return { id, token };
}

const published = () => program({ status: "published" });

export const shareLinkRows: MatrixRow[] = [
  {
    route: "POST /api/action-program/links",
    call: async () => ({
      path: "/api/action-program/links",
      body: {
        actionProgramId: await published(),
        recipients: [{ email: "vh@example.se", kind: "GUARDIAN" }],
      },
    }),
    expect: WRITE(201),
  },
  {
    route: "POST /api/action-program/links",
    label: "a draft is not shared",
    call: async () => ({
      path: "/api/action-program/links",
      body: { actionProgramId: await program(), recipients: [{ email: "vh@example.se", kind: "GUARDIAN" }] },
    }),
    expect: WRITE(409),
  },
  {
    route: "POST /api/action-program/links",
    label: "a pupil of 16 or more (the sharer answers the age question)",
    call: async () => ({
      path: "/api/action-program/links",
      body: {
        actionProgramId: await published(),
        recipients: [{ email: "elev@example.se", kind: "STUDENT", sixteenOrOlder: true }],
      },
    }),
    expect: WRITE(201),
  },
  {
    route: "POST /api/action-program/links",
    label: "a pupil without the age question is refused before any access check",
    call: async () => ({
      path: "/api/action-program/links",
      body: {
        actionProgramId: await published(),
        recipients: [{ email: "elev@example.se", kind: "STUDENT" }],
      },
    }),
    expect: { anon: 401, default: 400 },
  },
  {
    route: "POST /api/action-program/links",
    label: "a recipient's mayAppeal is the server's to set (mass assignment inside a recipient)",
    call: async () => ({
      path: "/api/action-program/links",
      body: {
        actionProgramId: await published(),
        recipients: [{ email: "elev@example.se", kind: "STUDENT", sixteenOrOlder: false, mayAppeal: true }],
      },
    }),
    expect: { anon: 401, default: 400 },
  },
  {
    route: "GET /api/action-program/:id/links",
    call: async () => ({ path: `/api/action-program/${await published()}/links` }),
    expect: { anon: 401, T: 200, C: 200, H: 200, M: 200, default: 404 },
  },
  {
    route: "DELETE /api/action-program/:id/links/:linkId",
    call: async () => {
      const programId = await published();
      return { path: `/api/action-program/${programId}/links/${(await shareLink(programId)).id}` };
    },
    expect: WRITE(200),
  },
  {
    route: "POST /api/action-program/:id/appeal",
    call: async () => ({
      path: `/api/action-program/${await published()}/appeal`,
      body: { arrivedOn: stockholmDateOf(app().clock.now()) },
    }),
    expect: WRITE(200),
  },
  {
    route: "POST /api/action-program/:id/appeal",
    label: "a draft has no appeal",
    call: async () => ({
      path: `/api/action-program/${await program()}/appeal`,
      body: { arrivedOn: stockholmDateOf(app().clock.now()) },
    }),
    expect: WRITE(409),
  },
];

export const shareLinkFuzz: FuzzRoutes = {
  "POST /api/action-program/links": { actor: "C", body: CreateShareLinksInputSchema },
  "GET /api/action-program/:id/links": { actor: "T" },
  "DELETE /api/action-program/:id/links/:linkId": { actor: "H", params: ShareLinkParamSchema },
  "POST /api/action-program/:id/appeal": { actor: "M", body: RegisterAppealInputSchema },
};

export const shareLinkMassAssignment: MassAssignment = {
  "POST /api/action-program/links": ["actionProgramId", "recipients", "expiresInDays"],
  "POST /api/action-program/:id/appeal": ["arrivedOn"],
};

export const shareLinkCalls: CallBudget[] = [
  {
    route: "GET /api/action-program/:id/links",
    label: "a program's links: session + program + links query + appeal clock, and one audit write",
    actor: "C",
    call: async () => ({ path: `/api/action-program/${await published()}/links` }),
    data: 4,
    audit: 1,
  },
];
