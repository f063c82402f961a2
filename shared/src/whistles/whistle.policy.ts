import type { Role } from "../constants.js";
import type { Actor } from "../policy/actor.js";
import { schoolScope, type Decision } from "../policy/foundation.policy.js";
import type { WhistleRecipient } from "./whistle.schema.js";

/**
 * Who may read and handle a whistle. A whistle is readable only by its recipients; to everyone else it does not
 * exist (404, as a missing one), so nobody learns that a whistle about their school was sent to someone else.
 *
 * Each recipient choice means exactly (spec section 6, "whistle recipients"):
 * - HEAD: whoever acts as HEAD at the whistle's school.
 * - COUNSELOR (student-health staff): whoever acts as COUNSELOR at the whistle's school.
 * - OWNER (owner / school leader): whoever acts as OWNER in the school's organization (the huvudman).
 * - SELECTED (chosen staff): the chosen people only, while acting as HEAD or COUNSELOR at the school (the external
 *   page offers the school's heads and student-health staff).
 * A recipient may read it, reply, archive it and flag it as spam. Spam-flagged whistles leave the lists (the audit
 * trail keeps every read and the flagging).
 *
 * Listing (the whistles page, spec section 6): COUNSELOR, HEAD, MAINADMIN and OWNER; each sees only the whistles
 * addressed to them. Sending from a staff account (POST /whistle): any staff role at the school; the whistle is
 * stored without its author.
 */
export const WHISTLE_LIST_ROLES = [
  "COUNSELOR",
  "HEAD",
  "MAINADMIN",
  "OWNER",
] as const satisfies readonly Role[];
export const WHISTLE_SEND_ROLES = [
  "TEACHER",
  "COUNSELOR",
  "HEAD",
  "ADMIN",
  "MAINADMIN",
] as const satisfies readonly Role[];
/**
 * The roles a whistle can be addressed to (HEAD, COUNSELOR, OWNER, and chosen HEAD or COUNSELOR staff). MAINADMIN
 * may open the whistles page (spec section 6) but is no recipient choice: the page tells them so instead of showing
 * a list that is always empty (a whistle is never widened beyond the recipients its sender chose).
 */
export const WHISTLE_RECIPIENT_ROLES = ["HEAD", "COUNSELOR", "OWNER"] as const satisfies readonly Role[];
export const mayReceiveWhistles = (role: Role) => (WHISTLE_RECIPIENT_ROLES as readonly Role[]).includes(role);

/** The roles a chosen recipient must act in (and the staff the external page offers). */
export const WHISTLE_CHOSEN_ROLES = ["HEAD", "COUNSELOR"] as const satisfies readonly Role[];

export interface WhistlePolicyDoc {
  schoolId: string;
  organizationId: string;
  recipient: WhistleRecipient;
  recipientIds: readonly string[];
}

const has = (roles: readonly Role[], role: Role) => roles.includes(role);

/** Is the actor a recipient of the whistle (in the active role)? */
export function isWhistleRecipient(actor: Actor, doc: WhistlePolicyDoc): boolean {
  const scope = schoolScope(actor, doc);
  const member = scope === "member";
  switch (doc.recipient) {
    case "HEAD":
      return member && actor.role === "HEAD";
    case "COUNSELOR":
      return member && actor.role === "COUNSELOR";
    case "OWNER":
      return (member || scope === "organization") && actor.role === "OWNER";
    case "SELECTED":
      return member && has(WHISTLE_CHOSEN_ROLES, actor.role) && doc.recipientIds.includes(actor.userId);
  }
}

/** Read, reply, archive or flag one whistle: recipients only; anyone else gets "not-found". */
export function whistleDecision(actor: Actor, doc: WhistlePolicyDoc): Decision {
  return isWhistleRecipient(actor, doc) ? "allow" : "not-found";
}

/** List a school's whistles (then filtered to the actor's own): 404 outside the school, 403 for other roles. */
export function whistleListDecision(
  actor: Actor,
  ref: { schoolId: string; organizationId: string },
): Decision {
  if (schoolScope(actor, ref) === "none" || schoolScope(actor, ref) === "platform") return "not-found";
  return has(WHISTLE_LIST_ROLES, actor.role) ? "allow" : "forbidden";
}

/** Send a whistle from a staff account: staff of the school (404 outside it, 403 for OWNER and the like). */
export function whistleSendDecision(
  actor: Actor,
  ref: { schoolId: string; organizationId: string },
): Decision {
  const scope = schoolScope(actor, ref);
  if (scope === "none" || scope === "platform") return "not-found";
  return scope === "member" && has(WHISTLE_SEND_ROLES, actor.role) ? "allow" : "forbidden";
}
