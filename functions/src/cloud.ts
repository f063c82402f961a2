import type { DomainManifest } from "./core/domain.js";
import { trustEntityModels } from "./db/trusted-models.js";
import { createDeps } from "./deps.js";
import { createLambdaHandlerWith, type LambdaExtras, type MakeDeps } from "./lambda-root.js";

export type { LambdaExtras } from "./lambda-root.js";

/** The full dependencies, with entities built from the tested models without ElectroDB re-checking each one. */
const cloudDeps: MakeDeps = (config, parts) => {
  trustEntityModels();
  return createDeps(config, parts);
};

/**
 * The cloud composition root of a domain that uses the table: one Lambda function serves one domain's router with
 * the full dependencies (lambda-root.ts reads the secrets and builds them on the first invocation).
 */
export function createLambdaHandler(domain: DomainManifest, extras: LambdaExtras = {}) {
  return createLambdaHandlerWith(domain, cloudDeps, extras);
}
