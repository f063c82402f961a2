import { Entity, Service } from "electrodb";
import { ROLES } from "#shared/constants";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { CREATED_BY, STAMPS } from "../core/pupil-document/attributes.js";
import { entityGroup } from "../db/entities.js";
import type { Db } from "../db/db.js";
import { definePupilDocument } from "../core/pupil-document/pupil-document-refs.js";

/** Every item of one mapping (the mapping and its answer sets) shares this partition. */
export const MAPPING_PAGE_COLLECTION = "mappingPage";

/**
 * A mapping (kartläggning) about one pupil: the staff asked to answer, a deadline, active or not, and the next
 * step. Each answerer's answers are one item in the same partition, so the detail view is one query.
 */
export const makeMappingEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "mapping", version: "1", service: SERVICE },
      attributes: {
        mappingId: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        organizationId: { type: "string", required: true, readOnly: true },
        studentId: { type: "string", required: true, readOnly: true },
        ...CREATED_BY,
        respondents: {
          type: "list",
          required: true,
          items: {
            type: "map",
            properties: {
              id: { type: "string", required: true },
              name: { type: "string", required: true },
            },
          },
        },
        /** Who has answered (kept with the answer set's write, in one transaction). */
        answeredBy: { type: "set", items: "string" },
        /**
         * Those asked who answered and then left the school (mapping-removal.ts): no longer among `respondents`, so
         * the mapping grants them nothing, but their answer sets still count in the view and the scores.
         */
        formerRespondentIds: { type: "list", items: { type: "string" } },
        deadline: { type: "string", required: true },
        active: { type: "boolean", required: true },
        actionProgramBegun: { type: "boolean", required: true },
        updatedByRole: { type: [...ROLES] },
        ...STAMPS,
      },
      indexes: {
        byId: {
          collection: MAPPING_PAGE_COLLECTION,
          pk: key("pk", "MAPPING#${mappingId}", ["mappingId"]),
          sk: key("sk", "MAPPING", []),
        },
        /** A school's mappings, newest first (query in descending order). */
        bySchool: {
          index: "gsi1",
          pk: key("gsi1pk", "SCHOOL#${schoolId}#MAPPINGS", ["schoolId"]),
          sk: key("gsi1sk", "${createdAt}#${mappingId}", ["createdAt", "mappingId"]),
        },
        /** One pupil's mappings (the pupil's page). */
        byStudent: {
          index: "gsi2",
          pk: key("gsi2pk", "STUDENT#${studentId}#MAPPINGS", ["studentId"]),
          sk: key("gsi2sk", "${createdAt}#${mappingId}", ["createdAt", "mappingId"]),
        },
        /**
         * The school's active mappings by deadline, for the calendar (a range is one `between` on the sort key).
         * Sparse: an inactive mapping has no key here (it asks nothing of anyone any more). `active` is the key's
         * last part only so that ElectroDB recomputes the key when it changes: a write that sets any of schoolId,
         * deadline, mappingId or active must give all of them (updateMappingItem passes the stored ones with
         * `composite`). Items written before this index have no key: a deployed table needs a backfill (re-put each
         * mapping; there is no production data yet), the local table is re-seeded.
         */
        byDeadline: {
          index: "gsi3",
          condition: (item: { active?: unknown; deadline?: unknown }) =>
            item.active === true && typeof item.deadline === "string" && item.deadline !== "",
          pk: key("gsi3pk", "SCHOOL#${schoolId}#MAPPINGSBYDATE", ["schoolId"]),
          sk: key("gsi3sk", "${deadline}#${mappingId}#${active}", ["deadline", "mappingId", "active"]),
        },
      },
    },
    config,
  );
export type MappingEntity = ReturnType<typeof makeMappingEntity>;

/** One person's answers to a mapping (they replace that person's earlier answers). */
export const makeMappingAnswerEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "mappingAnswer", version: "1", service: SERVICE },
      attributes: {
        mappingId: { type: "string", required: true, readOnly: true },
        userId: { type: "string", required: true, readOnly: true },
        userName: { type: "string", required: true },
        answers: {
          type: "list",
          required: true,
          items: {
            type: "map",
            properties: {
              key: { type: "string", required: true },
              label: { type: "string" },
              text: { type: "string" },
            },
          },
        },
        answeredAt: { type: "string", required: true },
      },
      indexes: {
        byMapping: {
          collection: MAPPING_PAGE_COLLECTION,
          pk: key("pk", "MAPPING#${mappingId}", ["mappingId"]),
          sk: key("sk", "ANSWER#${userId}", ["userId"]),
        },
      },
    },
    config,
  );
export type MappingAnswerEntity = ReturnType<typeof makeMappingAnswerEntity>;

export const mappingsEntities = entityGroup({
  mapping: makeMappingEntity,
  mappingAnswer: makeMappingAnswerEntity,
});

const services = new WeakMap<Db, Service<ReturnType<typeof mappingsEntities>>>();

/** The mappings' entities as one ElectroDB service, for the mappingPage collection. */
export function mappingsService(db: Db) {
  let service = services.get(db);
  if (!service) {
    service = new Service(mappingsEntities(db));
    services.set(db, service);
  }
  return service;
}

/**
 * A mapping: a kind of pupil document in the per-pupil index (core/pupil-document), which holds back the
 * pupil's deletion.
 */
export const MAPPING_DOCUMENT = definePupilDocument({
  kind: "mapping",
  deletionReason: "pupilHasMappings",
  blocksAtPupilsSchoolOnly: false,
});
