/**
 * The one DynamoDB table: key and index names. The CDK stack and the local emulator set-up read them from here,
 * so the table and the entities cannot drift apart.
 */
export const TABLE_KEYS = {
  partitionKey: "pk",
  sortKey: "sk",
  ttl: "ttl",
  /**
   * CloudFormation adds one GSI per stack update: a deployed table that lacks several of these gets them over as
   * many deploys (adding them one at a time to this list).
   */
  indexes: [
    { name: "gsi1", partitionKey: "gsi1pk", sortKey: "gsi1sk" },
    { name: "gsi2", partitionKey: "gsi2pk", sortKey: "gsi2sk" },
    { name: "gsi3", partitionKey: "gsi3pk", sortKey: "gsi3sk" },
    { name: "gsi4", partitionKey: "gsi4pk", sortKey: "gsi4sk" },
    { name: "gsi5", partitionKey: "gsi5pk", sortKey: "gsi5sk" },
  ],
} as const;

/** CreateTable input for the local emulator (the cloud table is defined in infra/ from the same names). */
export function createTableInput(tableName: string) {
  const attributeNames = [
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...TABLE_KEYS.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: "PAY_PER_REQUEST" as const,
    AttributeDefinitions: attributeNames.map((name) => ({
      AttributeName: name,
      AttributeType: "S" as const,
    })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: "HASH" as const },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: "RANGE" as const },
    ],
    GlobalSecondaryIndexes: TABLE_KEYS.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: "HASH" as const },
        { AttributeName: index.sortKey, KeyType: "RANGE" as const },
      ],
      Projection: { ProjectionType: "ALL" as const },
    })),
  };
}
