import { USER_REFUSAL_REASONS, type UserChangeDecision, type UserTarget } from "#shared/users/user.policy";
import { guard } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { roleModelOf, type UserItem } from "./users.repo.js";

/** The person as the users policy sees them. */
export const userTargetOf = (user: UserItem): UserTarget => ({
  id: user.id,
  organizationId: user.organizationId,
  ...roleModelOf(user),
});

/** Applies the users policy's answer: 404, or 403 with the reason in the caller's language. */
export function guardUserChange(ctx: RequestContext, decision: UserChangeDecision): Promise<void> {
  if (decision.outcome !== "forbidden" || decision.reason === "ROLE") return guard(ctx, decision.outcome);
  return guard(ctx, decision.outcome, { reason: USER_REFUSAL_REASONS[decision.reason] });
}
