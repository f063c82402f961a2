import { Entity, type EntityItem } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { entityGroup } from "../db/entities.js";
import { makeOrganizationEntity } from "./organization.entity.js";

export const makeSchoolEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "school", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        organizationId: { type: "string", required: true, readOnly: true },
        name: { type: "string", required: true },
        code: { type: "string", required: true, readOnly: true },
        hiddenParts: { type: "list", items: { type: "string" }, required: true },
        subscriptions: { type: "list", items: { type: "string" }, required: true },
        teacherName: { type: "string" },
        counselorName: { type: "string" },
        counselorNamePlural: { type: "string" },
        firstAndLastYear: { type: "list", items: { type: "number" } },
        createdAt: { type: "string", required: true, readOnly: true },
        updatedAt: { type: "string", required: true },
        version: { type: "number", required: true },
      },
      indexes: {
        byId: { pk: key("pk", "SCHOOL#${id}", ["id"]), sk: key("sk", "SCHOOL", []) },
        byOrganization: {
          index: "gsi1",
          pk: key("gsi1pk", "ORG#${organizationId}#SCHOOLS", ["organizationId"]),
          sk: key("gsi1sk", "SCHOOL#${id}", ["id"]),
        },
        /** Every school on the platform, for the SUPERADMIN's list. */
        all: { index: "gsi2", pk: key("gsi2pk", "SCHOOLS", []), sk: key("gsi2sk", "SCHOOL#${id}", ["id"]) },
      },
    },
    config,
  );
export type SchoolEntity = ReturnType<typeof makeSchoolEntity>;
export type SchoolItem = EntityItem<SchoolEntity>;

/** Guard item that makes school codes unique and resolves a code (the external page) in one read. */
export const makeSchoolCodeEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "schoolCode", version: "1", service: SERVICE },
      attributes: {
        code: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
      },
      indexes: { byCode: { pk: key("pk", "SCHOOLCODE#${code}", ["code"]), sk: key("sk", "SCHOOLCODE", []) } },
    },
    config,
  );
export type SchoolCodeEntity = ReturnType<typeof makeSchoolCodeEntity>;

/**
 * The schools domain's own entities: the tenancy (organizations, their schools and the schools' codes). The
 * organizations router reads and writes organizations through schools/index.ts.
 */
export const schoolsEntities = entityGroup({
  organization: makeOrganizationEntity,
  school: makeSchoolEntity,
  schoolCode: makeSchoolCodeEntity,
});
