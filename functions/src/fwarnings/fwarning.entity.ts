import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { entityGroup } from "../db/entities.js";
import { definePupilDocument } from "../core/pupil-document/pupil-document-refs.js";

/** One F or F-warning about a pupil in a course. */
export const makeFWarningEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "fwarning", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        organizationId: { type: "string", required: true, readOnly: true },
        studentId: { type: "string", required: true, readOnly: true },
        isWarning: { type: "boolean", required: true },
        course: { type: "string", required: true },
        reason: { type: "string", required: true },
        feedback: { type: "string", required: true },
        startDate: { type: "string", required: true },
        plannedEndDate: { type: "string", required: true },
        authorId: { type: "string", required: true, readOnly: true },
        authorName: { type: "string", required: true, readOnly: true },
        createdAt: { type: "string", required: true, readOnly: true },
        updatedAt: { type: "string", required: true },
        version: { type: "number", required: true },
      },
      indexes: {
        byId: { pk: key("pk", "FWARNING#${id}", ["id"]), sk: key("sk", "FWARNING", []) },
        bySchool: {
          index: "gsi1",
          pk: key("gsi1pk", "SCHOOL#${schoolId}#FWARNINGS", ["schoolId"]),
          sk: key("gsi1sk", "${createdAt}#${id}", ["createdAt", "id"]),
        },
        byStudent: {
          index: "gsi2",
          pk: key("gsi2pk", "STUDENT#${studentId}#FWARNINGS", ["studentId"]),
          sk: key("gsi2sk", "${createdAt}#${id}", ["createdAt", "id"]),
        },
      },
    },
    config,
  );
export type FWarningEntity = ReturnType<typeof makeFWarningEntity>;

export const fWarningsEntities = entityGroup({ fwarning: makeFWarningEntity });

/**
 * An F or F warning: a kind of pupil document in the per-pupil index (core/pupil-document), which holds back the
 * pupil's deletion.
 */
export const F_WARNING_DOCUMENT = definePupilDocument({
  kind: "fWarning",
  deletionReason: "pupilHasFWarnings",
  blocksAtPupilsSchoolOnly: false,
});
