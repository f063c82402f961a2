import { Entity } from "electrodb";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { entityGroup } from "../db/entities.js";

export const ONE_TIME_TOKEN_PURPOSES = ["RESET_PASSWORD", "VERIFY_EMAIL", "TWO_FACTOR_CHALLENGE"] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/**
 * A single-use secret sent by mail or handed out as a challenge. Stored only as its SHA-256; consumed by a
 * conditional delete, so two concurrent uses cannot both succeed.
 */
export const makeOneTimeTokenEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "oneTimeToken", version: "1", service: SERVICE },
      attributes: {
        hash: { type: "string", required: true, readOnly: true },
        purpose: { type: [...ONE_TIME_TOKEN_PURPOSES], required: true, readOnly: true },
        userId: { type: "string", required: true, readOnly: true },
        /** For email verification: the address the link was sent to (a later email change voids it). */
        email: { type: "string" },
        expiresAt: { type: "string", required: true },
        ttl: { type: "number", required: true },
      },
      indexes: { byHash: { pk: key("pk", "TOKEN#${hash}", ["hash"]), sk: key("sk", "TOKEN", []) } },
    },
    config,
  );
export type OneTimeTokenEntity = ReturnType<typeof makeOneTimeTokenEntity>;

/** The auth domain's own entities. */
export const authEntities = entityGroup({ oneTimeToken: makeOneTimeTokenEntity });
