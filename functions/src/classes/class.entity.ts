import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { entityGroup } from "../db/entities.js";

export const CLASS_STATUS = { active: "ACTIVE", archived: "ARCHIVED" } as const;

export const makeClassEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "class", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        organizationId: { type: "string", required: true, readOnly: true },
        name: { type: "string", required: true },
        mentors: { type: "list", items: { type: "string" }, required: true },
        teachers: { type: "list", items: { type: "string" }, required: true },
        status: { type: [CLASS_STATUS.active, CLASS_STATUS.archived], required: true },
        createdAt: { type: "string", required: true, readOnly: true },
        updatedAt: { type: "string", required: true },
        version: { type: "number", required: true },
      },
      indexes: {
        byId: { pk: key("pk", "CLASS#${id}", ["id"]), sk: key("sk", "CLASS", []) },
        /** A school's classes; active ones first by prefix ("CLASS#ACTIVE#"). */
        bySchool: {
          index: "gsi1",
          pk: key("gsi1pk", "SCHOOL#${schoolId}#CLASSES", ["schoolId"]),
          sk: key("gsi1sk", "CLASS#${status}#${id}", ["status", "id"]),
        },
      },
    },
    config,
  );
export type ClassEntity = ReturnType<typeof makeClassEntity>;

export const classesEntities = entityGroup({ class: makeClassEntity });
