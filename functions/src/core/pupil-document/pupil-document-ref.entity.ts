import { Entity } from "electrodb";
import { entityGroup } from "../../db/entities.js";
import { SERVICE, key, type EntityConfig } from "../../db/entity-config.js";

/**
 * One document about one pupil (a ticket, an investigation, a violation report naming the pupil...): kind, id,
 * school and the document's creation time, and what its kind means for the pupil-deletion check (so the check, in
 * the students function, knows every kind without importing a domain); the document itself is read by id. The key
 * puts every document of a pupil under one partition on the table's own index, so one query by pupil answers every
 * kind (the deletion check, the pupil page), and the sort key's order gives each kind's documents at a school,
 * oldest first (read in reverse: newest first). Written and removed in the same transaction as the document's
 * create, change of pupils and delete, so a ref exists exactly while the document names the pupil.
 */
export const makePupilDocumentRefEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "pupilDocumentRef", version: "1", service: SERVICE },
      attributes: {
        studentId: { type: "string", required: true, readOnly: true },
        /** The kind of document (a domain's `definePupilDocument`: "ticket", "mapping"...). */
        kind: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        createdAt: { type: "string", required: true, readOnly: true },
        documentId: { type: "string", required: true, readOnly: true },
        /** What the pupil-deletion check names while the ref exists (a reason of the server catalogue). */
        deletionReason: { type: "string", required: true, readOnly: true },
        /** The ref holds back the pupil's deletion only at the pupil's own school (else at any school). */
        blocksAtPupilsSchoolOnly: { type: "boolean", required: true, readOnly: true },
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
