import type { Decision, Scope } from "../policy/foundation.policy.js";

/**
 * Who may read a school's calendar (GET /calendar/{schoolId}). The calendar owns no document: it gathers the
 * events of its source domains (mappings, action programs), each of which answers only what the caller may read
 * by its own policy (a role that reads none of them, such as ADMIN, gets an empty calendar).
 *
 * | actor                                                   | answer |
 * |---------------------------------------------------------|--------|
 * | staff of the school in the active role (any school role) | allow  |
 * | OWNER, MAINADMIN or SUPERADMIN not acting at the school   | 403    |
 * | anyone of another school or organization                  | 404    |
 *
 * Spec section 6: "The calendar does not load school data" for OWNER; the web shows no calendar to OWNER and
 * SUPERADMIN, and the API refuses them like other school-scoped reads (403 in their organization, 404 outside).
 */
export function calendarDecision(scope: Scope): Decision {
  if (scope === "none") return "not-found";
  return scope === "member" ? "allow" : "forbidden";
}
