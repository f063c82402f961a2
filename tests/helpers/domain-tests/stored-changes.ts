import type { DbCall } from "./app.js";

/**
 * Partitions a refused request may still write: rate-limit counters and audit events record the attempt itself
 * (quality.md: every pupil read or write, refusals included, is audited).
 */
const ATTEMPT_RECORDS = /^(RATE|AUDIT)#/;

const WRITES = new Set([
  "PutItemCommand",
  "UpdateItemCommand",
  "DeleteItemCommand",
  "TransactWriteItemsCommand",
  "BatchWriteItemCommand",
  "ExecuteStatementCommand",
  "BatchExecuteStatementCommand",
  "ExecuteTransactionCommand",
]);

type Attributes = Record<string, unknown> | undefined;

/** A key attribute as the document client or the low-level client carries it. */
const keyValue = (attributes: Attributes, name: string): string => {
  const value = attributes?.[name];
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "S" in value) return String((value as { S: unknown }).S);
  return JSON.stringify(value);
};

/** The items a successful write command wrote, by key ("pk / sk"), with the attributes it set. */
export function writtenItems(calls: readonly DbCall[]): { key: string; attributes: Attributes }[] {
  const items: { key: string; attributes: Attributes }[] = [];
  const add = (key: Attributes, attributes: Attributes = key) =>
    items.push({ key: `${keyValue(key, "pk")} / ${keyValue(key, "sk")}`, attributes });
  for (const call of calls) {
    if (!call.ok || !WRITES.has(call.command)) continue;
    const input = call.input as Record<string, unknown>;
    if (call.command === "PutItemCommand") add(input.Item as Attributes);
    else if (call.command === "UpdateItemCommand") add(input.Key as Attributes, updateAttributes(input));
    else if (call.command === "DeleteItemCommand") add(input.Key as Attributes);
    else if (call.command === "TransactWriteItemsCommand") {
      for (const item of (input.TransactItems ?? []) as Record<string, Record<string, unknown>>[]) {
        if (item.Put) add(item.Put.Item as Attributes);
        if (item.Update) add(item.Update.Key as Attributes, updateAttributes(item.Update));
        if (item.Delete) add(item.Delete.Key as Attributes);
      }
    } else if (call.command === "BatchWriteItemCommand") {
      for (const requests of Object.values((input.RequestItems ?? {}) as Record<string, unknown[]>)) {
        for (const request of requests as Record<string, Record<string, unknown>>[]) {
          if (request.PutRequest) add(request.PutRequest.Item as Attributes);
          if (request.DeleteRequest) add(request.DeleteRequest.Key as Attributes);
        }
      }
    } else {
      items.push({ key: `PartiQL ${JSON.stringify(input)}`, attributes: undefined });
    }
  }
  return items;
}

/** The attribute names an update sets, by the names its expression uses. */
function updateAttributes(update: Record<string, unknown>): Attributes {
  const names = (update.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (update.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  return { ...Object.fromEntries(Object.values(names).map((name) => [name, true])), ...values };
}

/** What a request stored beyond the record of the attempt: must be nothing when it was refused. */
export function storedChanges(calls: readonly DbCall[]): string[] {
  return writtenItems(calls)
    .map((item) => item.key)
    .filter((key) => !ATTEMPT_RECORDS.test(key));
}
