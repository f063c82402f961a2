import { Entity } from "electrodb";
import {
  INVESTIGATION_OUTCOMES,
  INVESTIGATION_STATUSES,
  BASED_ON_KINDS,
} from "#shared/investigations/investigation.schema";
import { SERVICE, type EntityConfig } from "../db/entity-config.js";
import {
  CREATED_BY,
  DOCUMENT_IDS,
  ENTRIES,
  documentIndexes,
  STAMPS,
} from "../core/pupil-document/attributes.js";
import { entityGroup } from "../db/entities.js";
import { definePupilDocument } from "../core/pupil-document/pupil-document-refs.js";

/** A pedagogical investigation: one item, its contributions and what it rests on inside it (bounded lists). */
export const makeInvestigationEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "investigation", version: "1", service: SERVICE },
      attributes: {
        ...DOCUMENT_IDS,
        status: { type: [...INVESTIGATION_STATUSES], required: true },
        background: { type: "string", required: true },
        schoolSituation: { type: "string", required: true },
        healthInformation: { type: "string", required: true },
        analysis: { type: "string", required: true },
        /** "" while no outcome is chosen. */
        outcome: { type: ["", ...INVESTIGATION_OUTCOMES], required: true },
        noProgramReason: { type: "string", required: true },
        contributors: { type: "list", items: { type: "string" }, required: true },
        contributions: ENTRIES,
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
        ...CREATED_BY,
        /** "" while a draft. */
        publishedAt: { type: "string", required: true },
        publishedById: { type: "string", required: true },
        ...STAMPS,
      },
      indexes: documentIndexes("INVESTIGATION", "INVESTIGATIONS"),
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
