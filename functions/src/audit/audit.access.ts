import { AuditQuerySchema } from "#shared/audit/audit.schema";
import { defineDomainTests, ek, ekStudent } from "../../../tests/helpers/domain-tests/index.js";

export const auditTests = defineDomainTests({
  domain: "audit",
  rows: [
    {
      route: "GET /api/audit/school/:schoolId",
      call: () => ({ path: `/api/audit/school/${ek()}` }),
      expect: { anon: 401, T2: 404, H: 200, A: 200, M: 200, X: 404, default: 403 },
    },
    {
      route: "GET /api/audit/student/:studentId",
      call: () => ({ path: `/api/audit/student/${ekStudent()}` }),
      expect: { anon: 401, T2: 404, H: 200, A: 200, M: 200, X: 404, default: 403 },
    },
  ],
  fuzz: {
    "GET /api/audit/school/:schoolId": { actor: "H", query: AuditQuerySchema },
    "GET /api/audit/student/:studentId": { actor: "H", query: AuditQuerySchema },
  },
  calls: [
    {
      route: "GET /api/audit/school/:schoolId",
      label:
        "a school's events: session + the events query + the staff query for their names (the log itself is not audited)",
      actor: "H",
      call: () => ({ path: `/api/audit/school/${ek()}` }),
      commands: ["TransactGetItemsCommand", "QueryCommand", "QueryCommand"],
      audit: 0,
    },
    {
      route: "GET /api/audit/student/:studentId",
      label:
        "a pupil's events: session + the pupil + the events query + the staff query for names, and one audit write (the extract)",
      actor: "H",
      call: () => ({ path: `/api/audit/student/${ekStudent()}` }),
      commands: ["TransactGetItemsCommand", "GetItemCommand", "QueryCommand", "QueryCommand"],
      audit: 1,
    },
  ],
});
