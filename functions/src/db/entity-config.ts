import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

/** What every ElectroDB entity is built with. */
export interface EntityConfig {
  table: string;
  client: DynamoDBDocumentClient;
}

export const SERVICE = "elevhalsa";

/** Readable, stable keys: templates like "USER#${id}" and no case folding. */
export const key = <const F extends string, const C extends readonly string[]>(
  field: F,
  template: string,
  composite: C,
) => ({ field, template, composite, casing: "none" }) as const;
