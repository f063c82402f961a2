import { randomUUID } from "node:crypto";
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  QueryCommand,
} from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTableInput, TABLE_KEYS } from "../db/table.js";
import { ensureTable, LOCAL_CREDENTIALS, LOCAL_REGION, startDynamoLocal } from "./dynamodb-local.js";
import { freePort } from "./ports.js";

// An emulator of its own, as `npm start` runs one: on the suite's shared one, busy with every other test file, a new
// index stayed CREATING for over a minute (alone it takes about a second), so the test measured the load, not the code.
let emulator: Awaited<ReturnType<typeof startDynamoLocal>>;
let endpoint: string;
let client: DynamoDBClient;
beforeAll(async () => {
  emulator = await startDynamoLocal({ port: await freePort() });
  endpoint = emulator.endpoint;
  client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
}, 90_000);
afterAll(async () => {
  client?.destroy();
  await emulator?.stop();
});

const indexesOf = async (tableName: string) =>
  (
    (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table?.GlobalSecondaryIndexes ??
    []
  ).map((index) => index.IndexName);

describe("the local table", () => {
  it("is created with every index of TABLE_KEYS, once", async () => {
    const tableName = `t-${randomUUID()}`;
    expect(await ensureTable(endpoint, tableName)).toBe(true);
    expect((await indexesOf(tableName)).sort()).toEqual(TABLE_KEYS.indexes.map((index) => index.name).sort());
    expect(await ensureTable(endpoint, tableName)).toBe(false);
  });

  it("a table kept from before indexes were added gets the missing ones, so reads of them answer", async () => {
    const tableName = `t-${randomUUID()}`;
    const full = createTableInput(tableName);
    const added = full.GlobalSecondaryIndexes.slice(-2);
    const older = full.GlobalSecondaryIndexes.slice(0, -2);
    const olderKeys = new Set([
      TABLE_KEYS.partitionKey,
      TABLE_KEYS.sortKey,
      ...older.flatMap((index) => index.KeySchema.map((part) => part.AttributeName)),
    ]);
    await client.send(
      new CreateTableCommand({
        ...full,
        AttributeDefinitions: full.AttributeDefinitions.filter((one) => olderKeys.has(one.AttributeName)),
        GlobalSecondaryIndexes: older,
      }),
    );
    for (const index of added) expect(await indexesOf(tableName)).not.toContain(index.IndexName);

    expect(await ensureTable(endpoint, tableName)).toBe(false);
    expect((await indexesOf(tableName)).sort()).toEqual(TABLE_KEYS.indexes.map((index) => index.name).sort());
    for (const index of added) {
      const answer = await client.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: index.IndexName,
          KeyConditionExpression: "#pk = :pk",
          ExpressionAttributeNames: { "#pk": index.KeySchema[0]!.AttributeName },
          ExpressionAttributeValues: { ":pk": { S: "ANY" } },
        }),
      );
      expect(answer.Count, index.IndexName).toBe(0);
    }
  });
});
