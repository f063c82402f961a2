import type { Config } from "./config.js";
import { systemClock } from "./core/clock.js";
import type { DomainManifest } from "./core/domain.js";
import { noDomainHooks } from "./core/domain-hooks.js";
import { randomIds } from "./core/ids.js";
import { createLogger } from "./core/logger.js";
import { unavailable } from "./core/unavailable.js";
import type { Deps, DepsParts } from "./deps.js";
import type { MakeDeps } from "./lambda-root.js";

/**
 * The dependencies of a domain whose function touches no table (health): config, clock, ids and the logger. The
 * table, the audit trail, rate limits, passwords and session tokens fail loudly if reached, so their code (ElectroDB,
 * loaded only by a keyed write, which health never serves) stays off the cold start.
 */
export function tablelessDepsFor(domain: DomainManifest): MakeDeps {
  if (!domain.noTable) throw new Error(`Domain ${domain.name} uses the table: give it createDeps`);
  return (config: Config, parts: DepsParts): Deps => ({
    config,
    db: unavailable<Deps["db"]>("the table"),
    s3: parts.s3 ?? unavailable<Deps["s3"]>("S3"),
    clock: parts.clock ?? systemClock,
    ids: parts.ids ?? randomIds,
    logger: parts.logger ?? createLogger(config.logLevel),
    mailer: parts.mailer ?? unavailable<Deps["mailer"]>("mail"),
    audit: unavailable<Deps["audit"]>("the audit trail (it needs the table)"),
    rateLimiter: unavailable<Deps["rateLimiter"]>("rate limits (they need the table)"),
    passwords: unavailable<Deps["passwords"]>("passwords"),
    sessionTokens: unavailable<Deps["sessionTokens"]>("session tokens"),
    pseudonym: () => {
      throw new Error("This function was built without the signing key");
    },
    cursors: unavailable<Deps["cursors"]>("list cursors (no list without the table)"),
    hooks: noDomainHooks,
  });
}
