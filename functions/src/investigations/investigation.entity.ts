import { Entity } from "electrodb";
import {
  INVESTIGATION_OUTCOMES,
  INVESTIGATION_STATUSES,
  BASED_ON_KINDS,
} from "#shared/investigations/investigation.schema";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { entityGroup } from "../db/entities.js";
import { definePupilDocument } from "../core/pupil-document/pupil-document-refs.js";

/** A pedagogical investigation: one item, its contributions and what it rests on inside it (bounded lists). */
export const makeInvestigationEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "investigation", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        organizationId: { type: "string", required: true, readOnly: true },
        studentId: { type: "string", required: true, readOnly: true },
        status: { type: [...INVESTIGATION_STATUSES], required: true },
        background: { type: "string", required: true },
        schoolSituation: { type: "string", required: true },
        healthInformation: { type: "string", required: true },
        analysis: { type: "string", required: true },
        /** "" while no outcome is chosen. */
        outcome: { type: ["", ...INVESTIGATION_OUTCOMES], required: true },
        noProgramReason: { type: "string", required: true },
        contributors: { type: "list", items: { type: "string" }, required: true },
        contributions: {
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
        basedOn: {
          type: "list",
          required: true,
          items: {
            type: "map",
            properties: {
              kind: { type: [...BASED_ON_KINDS], required: true },
              id: { type: "string", required: true },
            },
          },
        },
        createdById: { type: "string", required: true, readOnly: true },
        createdByName: { type: "string", required: true, readOnly: true },
        createdAt: { type: "string", required: true, readOnly: true },
        updatedAt: { type: "string", required: true },
        /** "" while a draft. */
        publishedAt: { type: "string", required: true },
        publishedById: { type: "string", required: true },
        version: { type: "number", required: true },
      },
      indexes: {
        byId: { pk: key("pk", "INVESTIGATION#${id}", ["id"]), sk: key("sk", "INVESTIGATION", []) },
        bySchool: {
          index: "gsi1",
          pk: key("gsi1pk", "SCHOOL#${schoolId}#INVESTIGATIONS", ["schoolId"]),
          sk: key("gsi1sk", "${createdAt}#${id}", ["createdAt", "id"]),
        },
        byStudent: {
          index: "gsi2",
          pk: key("gsi2pk", "STUDENT#${studentId}#INVESTIGATIONS", ["studentId"]),
          sk: key("gsi2sk", "${createdAt}#${id}", ["createdAt", "id"]),
        },
      },
    },
    config,
  );
export type InvestigationEntity = ReturnType<typeof makeInvestigationEntity>;

export const investigationsEntities = entityGroup({ investigation: makeInvestigationEntity });

/**
 * A pedagogical investigation: a kind of pupil document in the per-pupil index (core/pupil-document), which holds back the
 * pupil's deletion.
 */
export const INVESTIGATION_DOCUMENT = definePupilDocument({
  kind: "investigation",
  deletionReason: "pupilHasInvestigations",
  blocksAtPupilsSchoolOnly: false,
});
