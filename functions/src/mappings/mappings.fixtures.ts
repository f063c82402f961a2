import type { PupilDocumentCase } from "../../../tests/helpers/pupil-document-case.js";
import type { TestApp } from "../../../tests/helpers/test-app.js";
import type { MappingItem } from "./mappings.repo.js";

/** The fields a stored mapping takes from a test; the rest is the same for every such mapping. */
type StoredMappingFields = Pick<MappingItem, "deadline" | "respondents"> &
  Partial<Pick<MappingItem, "schoolId" | "active" | "createdById">>;

/**
 * A mapping written straight into the table (no route, no audit, no notice), answering its id: about Ekskolan's
 * first pupil, created by the counselor, active and not yet begun as an action program, unless `fields` says
 * otherwise.
 */
export async function storeMapping(t: TestApp, fields: StoredMappingFields): Promise<string> {
  const mappingId = t.deps.ids.id();
  const at = t.clock.now().toISOString();
  await t.db.mapping
    .create({
      mappingId,
      schoolId: fields.schoolId ?? t.seeded.schoolIds.ek!,
      organizationId: t.seeded.organizationIds.demo!,
      studentId: t.seeded.studentIds.ek![0]!,
      createdById: fields.createdById ?? t.seeded.userIds["counselor@demo.test"]!,
      createdByName: "Cecilia Kurator",
      respondents: fields.respondents,
      deadline: fields.deadline,
      active: fields.active ?? true,
      actionProgramBegun: false,
      createdAt: at,
      updatedAt: at,
      version: 1,
    })
    .go();
  return mappingId;
}

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
