import type { PupilDocumentCase } from "../../../tests/helpers/pupil-document-case.js";

/** How the per-pupil index's test makes one about a pupil and removes it (tests/helpers/pupil-document-case.ts). */
export const pupilDocumentCase: PupilDocumentCase = {
  kind: "adaptation",
  reason: "pupilHasAdaptations",
  create: {
    as: "counselor@demo.test",
    path: "/api/adaptions",
    body: (pupil) => ({
      studentId: pupil,
      subjects: ["Matematik"],
      categories: ["EXTRA_TIME"],
      startDate: "2026-11-23",
      reviewDate: "2026-12-14",
    }),
  },
  remove: { as: "counselor@demo.test", path: (id) => `/api/adaptions/${id}` },
};
