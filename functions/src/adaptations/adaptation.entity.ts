import { Entity } from "electrodb";
import { SERVICE, type EntityConfig } from "../db/entity-config.js";
import { entityGroup } from "../db/entities.js";
import {
  AUTHORED_BY,
  DOCUMENT_IDS,
  ENTRIES,
  documentIndexes,
  STAMPS,
} from "../core/pupil-document/attributes.js";
import { definePupilDocument } from "../core/pupil-document/pupil-document-refs.js";

/** One extra adaptation, with its feedback entries kept in order on the item (bounded: ADAPTATION_FEEDBACK_MAX). */
export const makeAdaptationEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "adaptation", version: "1", service: SERVICE },
      attributes: {
        ...DOCUMENT_IDS,
        subjects: { type: "list", items: { type: "string" }, required: true },
        categories: { type: "list", items: { type: "string" }, required: true },
        description: { type: "string", required: true },
        responsible: { type: "list", items: { type: "string" }, required: true },
        ...AUTHORED_BY,
        startDate: { type: "string", required: true },
        reviewDate: { type: "string", required: true },
        fWarningId: { type: "string", required: true, readOnly: true },
        feedback: ENTRIES,
        ...STAMPS,
      },
      indexes: documentIndexes("ADAPTATION", "ADAPTATIONS"),
    },
    config,
  );
export type AdaptationEntity = ReturnType<typeof makeAdaptationEntity>;

export const adaptationsEntities = entityGroup({ adaptation: makeAdaptationEntity });

/**
 * An extra adaptation: a kind of pupil document in the per-pupil index (core/pupil-document), which holds back the
 * pupil's deletion.
 */
export const ADAPTATION_DOCUMENT = definePupilDocument({
  kind: "adaptation",
  deletionReason: "pupilHasAdaptations",
  blocksAtPupilsSchoolOnly: false,
});
