import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { expect } from "vitest";
import type { TestApp } from "./test-app.js";

/**
 * The canary of the external page's anonymous sections (the whistle, the violation report): a sender calls with
 * every header that could name them, and afterwards no stored item, audit entry or log line holds any of it.
 */
type Json = Record<string, unknown>;

/** Headers that name a browser, an address or a cookie: none of them may be kept. */
export const CANARY_HEADERS = {
  "user-agent": "KanarieWebblasare/9.9 (CanaryUA)",
  "x-forwarded-for": "203.0.113.77, 198.51.100.199",
  "x-real-ip": "192.0.2.123",
  forwarded: "for=192.0.2.231;proto=https",
  referer: "https://kanarie-referer.example/sida",
  "cf-connecting-ip": "192.0.2.45",
  "true-client-ip": "192.0.2.46",
  cookie: "kanariekaka=KanarieCookie42",
};

/** What of the canary headers would show in a stored or logged text. */
export const CANARY_NEEDLES = ["Kanarie", "Canary", "kanarie", "203.0.113.77", "198.51.100.199", "192.0.2."];

/** Every item of the test app's table, by its keys (`pk|sk`). */
export async function tableItems(t: TestApp): Promise<Map<string, Json>> {
  const items = new Map<string, Json>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await t.deps.db.client.send(
      new ScanCommand({ TableName: t.tableName, ConsistentRead: true, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) items.set(`${String(item.pk)}|${String(item.sk)}`, item);
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The items added or changed since `before` (a `tableItems` taken earlier). */
export async function changedItems(t: TestApp, before: Map<string, Json>): Promise<[string, Json][]> {
  return [...(await tableItems(t)).entries()].filter(
    ([id, item]) => JSON.stringify(before.get(id)) !== JSON.stringify(item),
  );
}

/** Runs `work` with the app in cloud mode, where it reads the caller's forwarded address (the external gate). */
export async function asCloudClient<T>(t: TestApp, work: () => Promise<T>): Promise<T> {
  const config = t.deps.config as { mode: "cloud" | "embedded" };
  config.mode = "cloud";
  try {
    return await work();
  } finally {
    config.mode = "embedded";
  }
}

/** A stored text holds no canary and none of the sender's secrets (the receipt, the idempotency key). */
export function expectNoCanary(text: string, secrets: readonly string[], where?: string) {
  for (const needle of CANARY_NEEDLES) expect(text, where).not.toContain(needle);
  for (const secret of secrets) expect(text, where).not.toContain(secret);
}
