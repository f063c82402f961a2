import { DOMAINS } from "../../functions/src/domains.js";
import type { FunctionProfile } from "./product-function.js";
import type { DomainDefinition } from "./routes.js";

/**
 * What a domain's function gets unless its manifest says otherwise: the table (every authenticated request reads
 * the session and writes audit events) and the signing key (read once per cold start by the cloud composition
 * root), 512 MB and 10 s.
 */
export const DEFAULT_PROFILE: FunctionProfile = {
  capabilities: ["table", "signingKey"],
  memoryMb: 512,
  timeoutSeconds: 10,
};

/**
 * A domain's function profile, from its manifest (functions/src/<domain>/<domain>.domain.ts): the defaults plus
 * the capabilities it declares (mail, files, lessonPlans, ai) and its sizing. The manifest is the one declaration:
 * the IAM policy, the environment and the entry's clients all follow it, so adding a domain touches no infra code.
 */
export function profileOf(domain: string | DomainDefinition): FunctionProfile {
  const manifest =
    typeof domain === "string" ? DOMAINS.find((candidate) => candidate.name === domain) : domain;
  return {
    capabilities: [
      ...(manifest?.noTable ? [] : (["table"] as const)),
      "signingKey",
      ...(manifest?.capabilities ?? []),
    ],
    memoryMb: manifest?.memoryMb ?? DEFAULT_PROFILE.memoryMb,
    timeoutSeconds: manifest?.timeoutSeconds ?? DEFAULT_PROFILE.timeoutSeconds,
  };
}
