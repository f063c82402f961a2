import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { entityGroup } from "../db/entities.js";

export const makeTeamEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "team", version: "1", service: SERVICE },
      attributes: {
        id: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        organizationId: { type: "string", required: true, readOnly: true },
        name: { type: "string", required: true },
        members: { type: "list", items: { type: "string" }, required: true },
        createdAt: { type: "string", required: true, readOnly: true },
        updatedAt: { type: "string", required: true },
        version: { type: "number", required: true },
      },
      indexes: {
        byId: { pk: key("pk", "TEAM#${id}", ["id"]), sk: key("sk", "TEAM", []) },
        bySchool: {
          index: "gsi1",
          pk: key("gsi1pk", "SCHOOL#${schoolId}#TEAMS", ["schoolId"]),
          sk: key("gsi1sk", "TEAM#${id}", ["id"]),
        },
      },
    },
    config,
  );
export type TeamEntity = ReturnType<typeof makeTeamEntity>;

export const teamsEntities = entityGroup({ team: makeTeamEntity });
