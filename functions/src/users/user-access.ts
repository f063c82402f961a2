import { USER_REFUSAL_MESSAGES, type UserChangeDecision, type UserTarget } from "#shared/users/user.policy";
import { AppError, forbidden } from "../core/errors.js";
import { roleModelOf, type UserItem } from "./users.repo.js";

/** The person as the users policy sees them. */
export const userTargetOf = (user: UserItem): UserTarget => ({
  id: user.id,
  organizationId: user.organizationId,
  ...roleModelOf(user),
});

/** Turns the users policy's answer into the API's: 404, or 403 with the reason in the caller's language. */
export function enforceUserChange(decision: UserChangeDecision): void {
  if (decision.outcome === "allow") return;
  if (decision.outcome === "not-found") throw new AppError("NOT_FOUND");
  if (decision.reason === "ROLE") throw forbidden();
  throw new AppError("FORBIDDEN", { message: USER_REFUSAL_MESSAGES[decision.reason] });
}
