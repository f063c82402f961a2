import { Entity } from "electrodb";
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
