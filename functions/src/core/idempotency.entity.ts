import { Entity } from "electrodb";
import { entityGroup } from "../db/entities.js";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";

/**
 * One POST sent with an `Idempotency-Key`: PENDING while the first request runs, then its answer, so a retry or
 * a double click gets the same answer instead of a second item. Kept ten minutes (the TTL removes it, late; an expired one is never replayed).
 */
export const makeIdempotencyRecordEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "idempotencyRecord", version: "1", service: SERVICE },
      attributes: {
        /**
         * A hash of the caller's session token, the active role and school headers and the key: keys of different
         * sessions, roles or schools never meet.
         */
        scope: { type: "string", required: true, readOnly: true },
        /** A hash of the method, path and body: the same key with another request is refused. */
        fingerprint: { type: "string", required: true, readOnly: true },
        state: { type: ["PENDING", "DONE"] as const, required: true },
        status: { type: "number" },
        body: { type: "string" },
        contentType: { type: "string" },
        ttl: { type: "number", required: true },
      },
      indexes: {
        byScope: { pk: key("pk", "IDEMPOTENCY#${scope}", ["scope"]), sk: key("sk", "IDEMPOTENCY", []) },
      },
    },
    config,
  );

/** The record's entity group (core/idempotency.ts loads it on the first keyed write). */
export const idempotencyEntities = entityGroup({ idempotencyRecord: makeIdempotencyRecordEntity });
