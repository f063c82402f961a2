import { Entity, type EntityItem } from "electrodb";
import { VIOLATION_SEEN_LIMITS } from "#shared/violations/violation-clock";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";

export const makeOrganizationEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "organization", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        name: { type: "string", required: true },
        schoolName: { type: "string" },
        schoolNamePlural: { type: "string" },
        /** The 6:10 chain's limits; absent: the defaults (violations/violation-clock.ts). */
        violationSeenLimit: { type: VIOLATION_SEEN_LIMITS },
        violationInvestigationLimitDays: { type: "number" },
        createdAt: { type: "string", required: true, readOnly: true },
        updatedAt: { type: "string", required: true },
        version: { type: "number", required: true },
      },
      indexes: {
        byId: { pk: key("pk", "ORG#${id}", ["id"]), sk: key("sk", "ORG", []) },
        /** All organizations, for the SUPERADMIN's list. */
        all: { index: "gsi1", pk: key("gsi1pk", "ORGS", []), sk: key("gsi1sk", "ORG#${id}", ["id"]) },
      },
    },
    config,
  );
export type OrganizationEntity = ReturnType<typeof makeOrganizationEntity>;
export type OrganizationItem = EntityItem<OrganizationEntity>;
