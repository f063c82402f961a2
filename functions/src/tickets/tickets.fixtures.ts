import type { PupilDocumentCase } from "../../../tests/helpers/pupil-document-case.js";

/** How the per-pupil index's test makes one about a pupil and removes it (tests/helpers/pupil-document-case.ts). */
export const pupilDocumentCase: PupilDocumentCase = {
  kind: "ticket",
  reason: "pupilHasTickets",
  create: {
    as: "counselor@demo.test",
    path: "/api/tickets",
    body: (pupil) => ({
      studentId: pupil,
      title: "Oro för eleven",
      description: "Eleven verkar ledsen.",
      access: "STANDARD",
    }),
  },
  remove: { as: "counselor@demo.test", path: (id) => `/api/tickets/${id}` },
};
