import { randomUUID } from "node:crypto";
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createTableInput, TABLE_KEYS } from "../db/table.js";
import { ensureTable, LOCAL_CREDENTIALS, LOCAL_REGION } from "./dynamodb-local.js";

/** npm start keeps its table on disk: one made before an index was added gets that index on the next start. */
const endpoint = inject("dynamoEndpoint");
const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
afterAll(() => client.destroy());

const indexesOf = async (tableName: string) =>
  (
    (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table?.GlobalSecondaryIndexes ??
    []
  )
    .map((index) => index.IndexName)
    .sort();

describe("ensureTable on a table kept from before", () => {
  it("adds the indexes it lacks (gsi4 of follow-up discipline), answers that it made no table, and leaves the rest", async () => {
    const tableName = `old-${randomUUID()}`;
    const input = createTableInput(tableName);
    const older = input.GlobalSecondaryIndexes.filter((index) => index.IndexName !== "gsi4");
    await client.send(
      new CreateTableCommand({
        ...input,
        AttributeDefinitions: input.AttributeDefinitions.filter(
          (attribute) => !attribute.AttributeName.startsWith("gsi4"),
        ),
        GlobalSecondaryIndexes: older,
      }),
    );
    expect(await indexesOf(tableName)).toEqual(["gsi1", "gsi2", "gsi3"]);

    expect(await ensureTable(endpoint, tableName)).toBe(false);
    expect(await indexesOf(tableName)).toEqual(TABLE_KEYS.indexes.map((index) => index.name).sort());
    expect(await ensureTable(endpoint, tableName)).toBe(false);
    expect(await indexesOf(tableName)).toEqual(["gsi1", "gsi2", "gsi3", "gsi4"]);
  });
});
