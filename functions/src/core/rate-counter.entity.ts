import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";

/** A fixed-window counter for the rate limiter; the TTL removes it after its window. */
export const makeRateCounterEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "rateCounter", version: "1", service: SERVICE },
      attributes: {
        bucket: { type: "string", required: true, readOnly: true },
        window: { type: "string", required: true, readOnly: true },
        count: { type: "number", required: true },
        ttl: { type: "number", required: true },
      },
      indexes: {
        byBucket: { pk: key("pk", "RATE#${bucket}", ["bucket"]), sk: key("sk", "W#${window}", ["window"]) },
      },
    },
    config,
  );
export type RateCounterEntity = ReturnType<typeof makeRateCounterEntity>;
