import { AppError } from "../core/errors.js";
import { isConditionFailure } from "../core/db-errors.js";
import type { Db } from "./db.js";

type WriteFn = Parameters<Db["service"]["transaction"]["write"]>[0];
/** The transaction-capable entities handed to a transaction's callback. */
export type TxEntities = Parameters<WriteFn>[0];

/**
 * Runs several writes as one DynamoDB transaction: all or nothing. A failed condition in any item (a stale
 * version, a taken email or school code) answers 409 CONFLICT, or the given error.
 */
export async function transact(
  db: Db,
  build: (tx: TxEntities) => unknown[],
  onConflict: () => AppError | Promise<AppError> = () => new AppError("CONFLICT"),
): Promise<void> {
  let result: { canceled: boolean; data: unknown };
  try {
    result = await db.service.transaction.write(build as WriteFn).go();
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
