import { AppError } from "./errors.js";

function names(err: unknown): string[] {
  const found: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { name?: unknown; code?: unknown; cause?: unknown };
    if (typeof candidate.name === "string") found.push(candidate.name);
    if (typeof candidate.code === "string") found.push(candidate.code);
    current = candidate.cause;
  }
  return found;
}

/** A conditional write lost (stale version, missing item, duplicate key), however ElectroDB wrapped it. */
export function isConditionFailure(err: unknown): boolean {
  const found = names(err);
  if (found.includes("ConditionalCheckFailedException")) return true;
  const message = (err as { message?: unknown })?.message;
  return (
    found.includes("TransactionCanceledException") ||
    (typeof message === "string" && message.includes("ConditionalCheckFailed"))
  );
}

/** DynamoDB refused a request parameter we built from caller input (a tampered cursor). */
export function isInvalidParameter(err: unknown): boolean {
  const found = names(err);
  const message = String((err as { message?: unknown })?.message ?? "");
  return found.includes("ValidationException") || /cursor/i.test(message);
}

/** Runs a conditional write; a lost condition becomes 409 CONFLICT. */
export async function withConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isConditionFailure(err)) throw new AppError("CONFLICT");
    throw err;
  }
}
