import { DynamoDBClient, type DynamoDBClientConfig } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { EntityConfig } from "./entity-config.js";

export function createDocumentClient(clientConfig: DynamoDBClientConfig): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(new DynamoDBClient(clientConfig), {
    marshallOptions: { removeUndefinedValues: true },
  });
}

/**
 * The table handle: its name and the document client. Each domain reaches its own entities from it through its
 * entity group (entities.ts); nothing builds every entity of the table.
 */
export type Db = EntityConfig;

export function createDb(config: EntityConfig): Db {
  return Object.freeze({ table: config.table, client: config.client });
}
