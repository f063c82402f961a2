import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { entityGroup } from "../db/entities.js";
import { definePupilDocument } from "../core/pupil-document/pupil-document-refs.js";

/** One extra adaptation, with its feedback entries kept in order on the item (bounded: ADAPTATION_FEEDBACK_MAX). */
export const makeAdaptationEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "adaptation", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        organizationId: { type: "string", required: true, readOnly: true },
        studentId: { type: "string", required: true, readOnly: true },
        subjects: { type: "list", items: { type: "string" }, required: true },
        categories: { type: "list", items: { type: "string" }, required: true },
        description: { type: "string", required: true },
        responsible: { type: "list", items: { type: "string" }, required: true },
        authorId: { type: "string", required: true, readOnly: true },
        authorName: { type: "string", required: true, readOnly: true },
        startDate: { type: "string", required: true },
        reviewDate: { type: "string", required: true },
        fWarningId: { type: "string", required: true, readOnly: true },
        feedback: {
          type: "list",
          required: true,
          items: {
            type: "map",
            properties: {
              id: { type: "string", required: true },
              authorId: { type: "string", required: true },
              authorName: { type: "string", required: true },
              text: { type: "string", required: true },
              createdAt: { type: "string", required: true },
            },
          },
        },
        createdAt: { type: "string", required: true, readOnly: true },
        updatedAt: { type: "string", required: true },
        version: { type: "number", required: true },
      },
      indexes: {
        byId: { pk: key("pk", "ADAPTATION#${id}", ["id"]), sk: key("sk", "ADAPTATION", []) },
        bySchool: {
          index: "gsi1",
          pk: key("gsi1pk", "SCHOOL#${schoolId}#ADAPTATIONS", ["schoolId"]),
          sk: key("gsi1sk", "${createdAt}#${id}", ["createdAt", "id"]),
        },
        byStudent: {
          index: "gsi2",
          pk: key("gsi2pk", "STUDENT#${studentId}#ADAPTATIONS", ["studentId"]),
          sk: key("gsi2sk", "${createdAt}#${id}", ["createdAt", "id"]),
        },
      },
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
