import {
  ClearCategoryQuerySchema,
  ListNotificationsQuerySchema,
  NotificationCategoryParamSchema,
} from "#shared/notifications/notification.schema";
import { defineDomainTests, ek, fx, userOf } from "../../../tests/helpers/domain-tests/index.js";

export const notificationsTests = defineDomainTests({
  domain: "notifications",
  rows: [
    {
      route: "GET /api/notifications",
      call: () => ({ path: `/api/notifications?schoolId=${ek()}` }),
      expect: { anon: 401, T2: 404, X: 404, default: 200 },
    },
    {
      route: "PATCH /api/notifications/:userId",
      call: (_actor, userId) => ({ path: `/api/notifications/${userId ?? userOf("T")}` }),
      expect: { anon: 401, default: 204 },
    },
    {
      route: "PATCH /api/notifications/:userId",
      label: "someone else's",
      call: () => ({ path: `/api/notifications/${userOf("A")}` }),
      expect: { anon: 401, A: 204, default: 403 },
    },
    {
      route: "DELETE /api/notifications/category/:category",
      call: () => ({ path: "/api/notifications/category/TICKET" }),
      expect: { anon: 401, default: 204 },
    },
    {
      route: "DELETE /api/notifications/:id",
      call: async (_actor, userId) => ({
        path: `/api/notifications/${await fx().notification(userId ?? userOf("T"))}`,
      }),
      expect: { anon: 401, default: 204 },
    },
    {
      route: "DELETE /api/notifications/:id",
      label: "someone else's",
      call: async () => ({
        path: `/api/notifications/${await fx().notification((await fx().user("ek")).id)}`,
      }),
      expect: { anon: 401, default: 404 },
    },
  ],
  fuzz: {
    "GET /api/notifications": { actor: "T", query: ListNotificationsQuerySchema },
    "PATCH /api/notifications/:userId": { actor: "T" },
    "DELETE /api/notifications/category/:category": {
      actor: "T",
      params: NotificationCategoryParamSchema,
      query: ClearCategoryQuerySchema,
    },
    "DELETE /api/notifications/:id": { actor: "T" },
  },
  calls: [
    {
      route: "GET /api/notifications",
      label:
        "the dropdown: session + one query, one batch read of the tickets named and the audit of their titles",
      actor: "C",
      call: () => ({ path: `/api/notifications?schoolId=${ek()}` }),
      // Raised from session + one query: the tickets' titles are judged at read time (never stored on the
      // notification), which costs one batch read of those tickets and, as any read of pupils' tickets, one audit.
      commands: ["TransactGetItemsCommand", "QueryCommand", "BatchGetItemCommand"],
      audit: 1,
    },
  ],
});
