import type { Investigation } from "#shared/investigations/investigation.schema";

/**
 * An investigation as the API answers it, for tests: a counselor's draft about pupil-1 at school-1 with the
 * school psychologist's assessment, which the caller manages; `overrides` change what a test is about.
 */
export const investigation = (overrides: Partial<Investigation> = {}): Investigation => ({
  id: "inv-1",
  schoolId: "school-1",
  studentId: "pupil-1",
  status: "DRAFT",
  background: "Extra anpassningar har inte räckt.",
  schoolSituation: "",
  healthInformation: "Skolpsykologens bedömning",
  analysis: "",
  outcome: null,
  noProgramReason: "",
  contributors: [],
  contributions: [],
  basedOn: [],
  createdById: "c",
  createdByName: "Cecilia Kurator",
  createdAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-01T08:00:00.000Z",
  publishedAt: null,
  publishedById: null,
  access: "manage",
  version: 1,
  ...overrides,
});
