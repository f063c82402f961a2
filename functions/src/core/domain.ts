import type { Hono } from "hono";
import type { AppEnv } from "./app.js";

/**
 * What a domain's function may use beyond what every function has (the signing key, and the table unless it says
 * otherwise): mail (SES from the configured sender), files (the pupil-file bucket), lessonPlans (the lesson-plan
 * bucket), ai (the configured Bedrock model). The CDK stack grants exactly these and sets their environment; the
 * cloud composition root checks that the domain's entry supplies a client for each.
 */
export type DomainCapability = "mail" | "files" | "lessonPlans" | "ai";

/**
 * A domain's manifest: the one declaration the local server, the Lambda entry, the CDK stack and the tests read.
 * A new domain writes one in its own folder (`<domain>.domain.ts`) and adds one line to functions/src/domains.ts.
 */
export interface DomainManifest {
  /** The function's and the folder's name (the spec's plural URL word). */
  name: string;
  /** Every route of the domain (sub-routers mounted on one), so its route list is the domain's API. */
  router: Hono<AppEnv>;
  /** What the function may use beyond the defaults (least privilege is explicit). */
  capabilities: readonly DomainCapability[];
  /** The domain's function touches no table (only liveness); default false. */
  noTable?: boolean;
  /** Sizing, where the default (512 MB, 10 s) does not fit, with the reason beside it. */
  memoryMb?: number;
  timeoutSeconds?: number;
}

export const defineDomain = <const M extends DomainManifest>(manifest: M): M => manifest;
