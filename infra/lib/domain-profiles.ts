import type { FunctionProfile } from "./product-function.js";

/**
 * What a domain's function gets unless listed below: the table (every authenticated request reads the session and
 * writes audit events) and the signing key (read once per cold start by the cloud composition root).
 */
export const DEFAULT_PROFILE: FunctionProfile = {
  capabilities: ["table", "signingKey"],
  memoryMb: 512,
  timeoutSeconds: 10,
};

/**
 * Domains that need more or less than the default. A new domain with ordinary needs is not listed and needs no
 * change here; one that stores files, sends mail or calls the model must be added (least privilege is explicit).
 */
export const DOMAIN_PROFILES: Readonly<Record<string, Partial<FunctionProfile>>> = {
  // Liveness touches no data; the composition root still reads the signing key at cold start.
  health: { capabilities: ["signingKey"], memoryMb: 256, timeoutSeconds: 5 },
  // scrypt (N=2^17, r=8) needs 128 MiB and a full vCPU for a fast sign-in; sign-up and reset send mail.
  auth: { capabilities: ["table", "signingKey", "mail"], memoryMb: 1769, timeoutSeconds: 15 },
  // Inviting a user or changing an address sends a verification mail; a password change hashes with scrypt.
  users: { capabilities: ["table", "signingKey", "mail"], memoryMb: 1769, timeoutSeconds: 15 },
  // Bug reports and accessibility feedback are mailed to the support address.
  reports: { capabilities: ["table", "signingKey", "mail"] },
  // Notifications about a ticket are mailed to those who have them enabled (a link only).
  tickets: { capabilities: ["table", "signingKey", "mail"] },
};

export function profileOf(domain: string): FunctionProfile {
  return { ...DEFAULT_PROFILE, ...DOMAIN_PROFILES[domain] };
}
