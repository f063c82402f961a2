import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { entityGroup } from "../db/entities.js";

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

/** The users domain's own entities (the person and their sessions are core's: core/identity.ts). */
export const usersEntities = entityGroup({ membership: makeMembershipEntity });
