import type { DomainManifest } from "./core/domain.js";
import { createDeps } from "./deps.js";
import { createLambdaHandlerWith, type LambdaExtras } from "./lambda-root.js";

export type { LambdaExtras } from "./lambda-root.js";

/**
 * The cloud composition root of a domain that uses the table: one Lambda function serves one domain's router with
 * the full dependencies (lambda-root.ts reads the secrets and builds them on the first invocation).
 */
export function createLambdaHandler(domain: DomainManifest, extras: LambdaExtras = {}) {
  return createLambdaHandlerWith(domain, createDeps, extras);
}
