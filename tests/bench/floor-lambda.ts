import { DynamoDBClient, GetItemCommand, type AttributeValue } from "@aws-sdk/client-dynamodb";
import type { LambdaEvent } from "hono/aws-lambda";

/**
 * The floor of the cold-start bench: the least a Lambda that reads DynamoDB can do. It imports only
 * @aws-sdk/client-dynamodb and makes one GetItem (the key comes in the event's body), bundled and measured like
 * the domains, so a domain's figure divided by this one is what our own code adds.
 */
const client = new DynamoDBClient({});

export async function handler(event: LambdaEvent) {
  const { key } = JSON.parse(event.body ?? "{}") as { key: Record<string, AttributeValue> };
  const { Item } = await client.send(new GetItemCommand({ TableName: process.env.TABLE_NAME, Key: key }));
  return { statusCode: Item ? 200 : 404, headers: { "content-type": "application/json" }, body: "{}" };
}
