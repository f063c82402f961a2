import { IdParamSchema } from "#shared/common.schema";
import type { WhistleRecipient } from "#shared/whistles/whistle.schema";
import {
  CreateWhistleInputSchema,
  ListWhistlesQuerySchema,
  UpdateWhistleInputSchema,
  WhistleReplyInputSchema,
} from "#shared/whistles/whistle.schema";
import { app, defineDomainTests, ek, userOf } from "../../../tests/helpers/domain-tests/index.js";
import { getSchool } from "../schools/index.js";
import { storeWhistle } from "./whistles.service.js";

/** A fresh whistle at Ekskolan to the given recipients; its id and receipt. */
export async function whistleAtEk(
  recipient: WhistleRecipient = "HEAD",
  recipientIds: string[] = [],
): Promise<{ id: string; receipt: string }> {
  const school = (await getSchool(app().deps.db, ek()))!;
  const { whistle, receipt } = await storeWhistle(app().deps, school, {
    message: "Några i 8A blir utfrysta på rasterna.",
    recipient,
    recipientIds: recipientIds.map((id) => ({ id })),
  });
  return { id: whistle.id, receipt: receipt.receipt };
}

export const whistlesTests = defineDomainTests({
  domain: "whistles",
  rows: [
    {
      route: "GET /api/whistle",
      call: () => ({ path: `/api/whistle?schoolId=${ek()}` }),
      expect: { anon: 401, T: 403, A: 403, T2: 404, S: 404, X: 404, default: 200 },
    },
    {
      route: "POST /api/whistle",
      call: () => ({
        path: "/api/whistle",
        body: { schoolId: ek(), message: "Jag har sett något som inte står rätt till.", recipient: "HEAD" },
      }),
      expect: { anon: 401, T2: 404, S: 404, X: 404, O: 403, default: 201 },
    },
    {
      route: "POST /api/whistle/spam/:id",
      label: "a whistle to the head",
      call: async () => ({ path: `/api/whistle/spam/${(await whistleAtEk("HEAD")).id}` }),
      expect: { anon: 401, H: 200, default: 404 },
    },
    {
      route: "POST /api/whistle/spam/:id",
      label: "a whistle to chosen staff: the counselor",
      call: async () => ({ path: `/api/whistle/spam/${(await whistleAtEk("SELECTED", [userOf("C")])).id}` }),
      expect: { anon: 401, C: 200, default: 404 },
    },
    {
      route: "PATCH /api/whistle/:id",
      label: "a whistle to student-health staff",
      call: async () => ({
        path: `/api/whistle/${(await whistleAtEk("COUNSELOR")).id}`,
        body: { version: 1, archived: true },
      }),
      expect: { anon: 401, C: 200, default: 404 },
    },
    {
      route: "POST /api/whistle/:id/reply",
      label: "a whistle to the owner",
      call: async () => ({
        path: `/api/whistle/${(await whistleAtEk("OWNER")).id}/reply`,
        body: { message: "Tack, vi tittar på det här." },
      }),
      expect: { anon: 401, O: 200, default: 404 },
    },
  ],
  fuzz: {
    "GET /api/whistle": { actor: "H", query: ListWhistlesQuerySchema },
    "POST /api/whistle": { actor: "T", body: CreateWhistleInputSchema },
    "POST /api/whistle/spam/:id": { actor: "H", params: IdParamSchema },
    "PATCH /api/whistle/:id": { actor: "C", body: UpdateWhistleInputSchema },
    "POST /api/whistle/:id/reply": { actor: "O", body: WhistleReplyInputSchema },
  },
  massAssignment: {
    "POST /api/whistle": ["schoolId", "message", "recipient", "recipientIds"],
    "PATCH /api/whistle/:id": ["version", "archived"],
    "POST /api/whistle/:id/reply": ["message"],
  },
  calls: [
    {
      route: "GET /api/whistle",
      label: "session + school + one list page, and one audit write",
      actor: "H",
      call: () => ({ path: `/api/whistle?schoolId=${ek()}` }),
      data: 3,
      audit: 1,
    },
    {
      route: "POST /api/whistle/spam/:id",
      label: "session + item + the write, and one audit write",
      actor: "H",
      call: async () => ({ path: `/api/whistle/spam/${(await whistleAtEk("HEAD")).id}` }),
      data: 3,
      audit: 1,
    },
  ],
});
