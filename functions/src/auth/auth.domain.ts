import { defineDomain } from "../core/domain.js";
import { authRouter } from "./auth.router.js";

/** The auth domain's manifest (core/domain.ts). */
export const authDomain = defineDomain({
  name: "auth",
  router: authRouter,
  capabilities: ["mail"],
  // scrypt (N=2^17, r=8) needs 128 MiB and a full vCPU for a fast sign-in; sign-up and reset send mail.
  memoryMb: 1769,
  timeoutSeconds: 15,
});
