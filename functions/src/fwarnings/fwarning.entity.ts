import { Entity } from "electrodb";
import { SERVICE, type EntityConfig } from "../db/entity-config.js";
import { entityGroup } from "../db/entities.js";
import { AUTHORED_BY, DOCUMENT_IDS, documentIndexes, STAMPS } from "../core/pupil-document/attributes.js";
import { definePupilDocument } from "../core/pupil-document/pupil-document-refs.js";

/** One F or F-warning about a pupil in a course. */
export const makeFWarningEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "fwarning", version: "1", service: SERVICE },
      attributes: {
        ...DOCUMENT_IDS,
        isWarning: { type: "boolean", required: true },
        course: { type: "string", required: true },
        reason: { type: "string", required: true },
        feedback: { type: "string", required: true },
        startDate: { type: "string", required: true },
        plannedEndDate: { type: "string", required: true },
        ...AUTHORED_BY,
        ...STAMPS,
      },
      indexes: documentIndexes("FWARNING", "FWARNINGS"),
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
