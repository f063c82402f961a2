import type { PupilDocumentCase } from "../../../tests/helpers/pupil-document-case.js";

/** How the per-pupil index's test makes one about a pupil and removes it (tests/helpers/pupil-document-case.ts). */
export const pupilDocumentCase: PupilDocumentCase = {
  kind: "fWarning",
  reason: "pupilHasFWarnings",
  create: {
    as: "counselor@demo.test",
    path: "/api/f-and-f-warnings",
    body: (pupil) => ({
      studentId: pupil,
      isWarning: true,
      course: "Matematik 1b",
      reason: "Saknar tre inlämningar",
      feedback: "",
      startDate: "2026-11-23",
      plannedEndDate: "2027-01-22",
    }),
  },
  remove: { as: "counselor@demo.test", path: (id) => `/api/f-and-f-warnings/${id}` },
};
