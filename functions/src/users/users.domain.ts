import { defineDomain } from "../core/domain.js";
import { usersRouter } from "./users.router.js";

/** The users domain's manifest (core/domain.ts). */
export const usersDomain = defineDomain({
  name: "users",
  router: usersRouter,
  capabilities: ["mail"],
  // Inviting a user or changing an address sends mail; a password change hashes with scrypt.
  memoryMb: 1769,
  timeoutSeconds: 15,
});
