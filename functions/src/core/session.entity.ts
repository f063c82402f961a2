import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";

/**
 * A server-side session, in its user's partition (so the actor middleware reads user and session in one call, and
 * ending every session of a user is one query). Deleting the item ends the session; the TTL removes old ones.
 */
export const makeSessionEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "session", version: "1", service: SERVICE },
      attributes: {
        userId: { type: "string", required: true, readOnly: true },
        sessionId: { type: "string", required: true, readOnly: true },
        createdAt: { type: "string", required: true, readOnly: true },
        expiresAt: { type: "string", required: true },
        ttl: { type: "number", required: true },
      },
      indexes: {
        byUser: {
          pk: key("pk", "USER#${userId}", ["userId"]),
          sk: key("sk", "SESSION#${sessionId}", ["sessionId"]),
        },
      },
    },
    config,
  );
export type SessionEntity = ReturnType<typeof makeSessionEntity>;
