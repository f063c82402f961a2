import { PageQuerySchema } from "#shared/common.schema";
import {
  CreateOrganizationInputSchema,
  UpdateOrganizationInputSchema,
} from "#shared/organizations/organization.schema";
import {
  app,
  defineDomainTests,
  demoOrg,
  tokenOf,
  unique,
} from "../../../tests/helpers/domain-tests/index.js";

/** The demo organization's version now (every allowed PATCH raises it). */
async function demoOrgVersion(): Promise<number> {
  const res = await app().request("GET", `/api/organizations/${demoOrg()}`, { token: await tokenOf("M") });
  return ((await res.json()) as { version: number }).version;
}

/** A new, empty organization (the super admin's), for the delete row: one per call. */
async function emptyOrganization(): Promise<string> {
  const res = await app().request("POST", "/api/organizations", {
    token: await tokenOf("S"),
    body: { name: `Tom kommun ${unique()}` },
  });
  return ((await res.json()) as { id: string }).id;
}

export const organizationsTests = defineDomainTests({
  domain: "organizations",
  rows: [
    {
      route: "GET /api/organizations",
      call: () => ({ path: "/api/organizations" }),
      expect: { anon: 401, S: 200, default: 403 },
    },
    {
      route: "GET /api/organizations/:id",
      call: () => ({ path: `/api/organizations/${demoOrg()}` }),
      expect: { anon: 401, M: 200, O: 200, S: 200, X: 404, default: 403 },
    },
    {
      route: "GET /api/organizations/schools/:id",
      call: () => ({ path: `/api/organizations/schools/${demoOrg()}` }),
      expect: { anon: 401, M: 200, O: 200, S: 200, X: 404, default: 403 },
    },
    {
      route: "POST /api/organizations",
      call: () => ({ path: "/api/organizations", body: { name: `Kommun ${unique()}` } }),
      expect: { anon: 401, S: 201, default: 403 },
    },
    {
      route: "PATCH /api/organizations/:id",
      call: async () => ({
        path: `/api/organizations/${demoOrg()}`,
        body: { violationInvestigationLimitDays: 7, version: await demoOrgVersion() },
      }),
      expect: { anon: 401, M: 200, O: 200, X: 404, default: 403 },
    },
    {
      route: "DELETE /api/organizations/:id",
      call: async () => ({ path: `/api/organizations/${await emptyOrganization()}` }),
      // Another organization is none of anyone's but the super admin's: 404 like a missing one.
      expect: { anon: 401, S: 204, default: 404 },
    },
  ],
  fuzz: {
    "GET /api/organizations": { actor: "S", query: PageQuerySchema },
    "GET /api/organizations/:id": { actor: "M" },
    "GET /api/organizations/schools/:id": { actor: "M", query: PageQuerySchema },
    "POST /api/organizations": { actor: "S", body: CreateOrganizationInputSchema },
    "PATCH /api/organizations/:id": { actor: "O", body: UpdateOrganizationInputSchema },
    "DELETE /api/organizations/:id": { actor: "S" },
  },
  massAssignment: {
    "POST /api/organizations": ["name", "schoolName", "schoolNamePlural"],
    "PATCH /api/organizations/:id": [
      "version",
      "violationSeenLimit",
      "violationInvestigationLimitDays",
      "name",
      "schoolName",
      "schoolNamePlural",
    ],
  },
  calls: [
    {
      route: "GET /api/organizations",
      label: "the organizations page: session + one query",
      actor: "S",
      call: () => ({ path: "/api/organizations" }),
      data: 2,
      audit: 0,
    },
    {
      route: "GET /api/organizations/schools/:id",
      label: "an organization's schools: session + one query",
      actor: "O",
      call: () => ({ path: `/api/organizations/schools/${demoOrg()}` }),
      data: 2,
      audit: 0,
    },
  ],
});
