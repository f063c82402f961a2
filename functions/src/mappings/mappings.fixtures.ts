import type { PupilDocumentCase } from "../../../tests/helpers/pupil-document-case.js";

/** How the per-pupil index's test makes one about a pupil and removes it (tests/helpers/pupil-document-case.ts). */
export const pupilDocumentCase: PupilDocumentCase = {
  kind: "mapping",
  reason: "pupilHasMappings",
  create: {
    as: "counselor@demo.test",
    path: "/api/mappings",
    body: (pupil, { userId }) => ({
      studentId: pupil,
      respondents: [{ id: userId("teacher@demo.test") }],
      deadline: "2099-06-01",
    }),
  },
  remove: { as: "counselor@demo.test", path: (id) => `/api/mappings/${id}` },
};
