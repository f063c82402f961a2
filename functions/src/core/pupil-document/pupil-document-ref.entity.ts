import { Entity } from "electrodb";
import { entityGroup } from "../../db/entities.js";
import { SERVICE, key, type EntityConfig } from "../../db/entity-config.js";

/**
 * The kinds of document about a pupil that the per-pupil index holds, in the order the pupil-deletion check names
 * what blocks (pupilHasTickets first). A new pupil document adds its kind here.
 */
export const PUPIL_DOCUMENT_KINDS = [
  "ticket",
  "investigation",
  "actionProgram",
  "adaptation",
  "fWarning",
  "mapping",
  "violation",
] as const;
export type PupilDocumentKind = (typeof PUPIL_DOCUMENT_KINDS)[number];

/**
 * One document about one pupil (a ticket, an investigation, a violation report naming the pupil...): kind, id,
 * school and the document's creation time only; the document itself is read by id. The key puts every document of
 * a pupil under one partition on the table's own index, so one query by pupil answers every kind (the deletion
 * check, the pupil page), and the sort key's order gives each kind's documents at a school, oldest first (read in
 * reverse: newest first). Written and removed in the same transaction as the document's create, change of pupils
 * and delete, so a ref exists exactly while the document names the pupil.
 */
export const makePupilDocumentRefEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "pupilDocumentRef", version: "1", service: SERVICE },
      attributes: {
        studentId: { type: "string", required: true, readOnly: true },
        kind: { type: PUPIL_DOCUMENT_KINDS, required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        createdAt: { type: "string", required: true, readOnly: true },
        documentId: { type: "string", required: true, readOnly: true },
      },
      indexes: {
        byPupil: {
          pk: key("pk", "STUDENT#${studentId}#DOCS", ["studentId"]),
          sk: key("sk", "${kind}#${schoolId}#${createdAt}#${documentId}", [
            "kind",
            "schoolId",
            "createdAt",
            "documentId",
          ]),
        },
      },
    },
    config,
  );

/** The per-pupil index's entity group: a domain's transactions write it beside their own entities. */
export const pupilDocumentEntities = entityGroup({ pupilDocumentRef: makePupilDocumentRefEntity });
