import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";

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
 * A user's membership of a school, in the school's partition: one query lists a school's staff. It carries copies
 * of the user's name, roles and two-factor flag, rewritten in the same transaction whenever those change.
 */
export const makeMembershipEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "membership", version: "1", service: SERVICE },
      attributes: {
        schoolId: { type: "string", required: true, readOnly: true },
        userId: { type: "string", required: true, readOnly: true },
        organizationId: { type: "string", required: true, readOnly: true },
        name: { type: "string", required: true },
        roles: { type: "list", items: { type: "string" }, required: true },
        subRole: { type: "string" },
        twoStepAuth: { type: "boolean", required: true },
      },
      indexes: {
        bySchool: {
          pk: key("pk", "SCHOOL#${schoolId}", ["schoolId"]),
          sk: key("sk", "MEMBER#${userId}", ["userId"]),
        },
      },
    },
    config,
  );
export type MembershipEntity = ReturnType<typeof makeMembershipEntity>;
