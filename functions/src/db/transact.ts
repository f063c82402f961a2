import { createWriteTransaction } from "electrodb";
import { AppError } from "../core/errors.js";
import { isConditionFailure } from "../core/db-errors.js";
import type { AnyEntity } from "./entities.js";

type Entities = Record<string, AnyEntity>;
/** The transaction-capable entities handed to a transaction's callback. */
export type TxEntities<E extends Entities> = Parameters<
  Parameters<typeof createWriteTransaction<E, unknown, never>>[1]
>[0];

/**
 * Runs several writes as one DynamoDB transaction: all or nothing, across the entities given (a domain's own,
 * or core's identity entities beside them). A failed condition in any item (a stale version, a taken email or
 * school code) answers 409 CONFLICT, or the given error.
 */
export async function transact<E extends Entities>(
  entities: E,
  build: (tx: TxEntities<E>) => unknown[],
  onConflict: () => AppError | Promise<AppError> = () => new AppError("CONFLICT"),
): Promise<void> {
  let result: { canceled: boolean; data: unknown };
  try {
    result = await createWriteTransaction(entities, build as never).go();
  } catch (err) {
    if (isConditionFailure(err)) throw await onConflict();
    throw err;
  }
  if (result.canceled) {
    const reasons = (result.data as { code?: string; rejected?: boolean }[]).map((entry) => entry.code ?? "");
    if (
      reasons.some((code) => code.includes("ConditionalCheckFailed")) ||
      reasons.every((code) => code === "")
    ) {
      throw await onConflict();
    }
    throw new Error(`Transaction canceled: ${reasons.join(",")}`);
  }
}
