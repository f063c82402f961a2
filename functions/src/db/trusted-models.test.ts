import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { Entity } from "electrodb";
import { describe, expect, it } from "vitest";
import { allEntities } from "../local/all-entities.js";
import { trustEntityModels } from "./trusted-models.js";

const config = {
  table: "models-only",
  client: DynamoDBDocumentClient.from(new DynamoDBClient({ region: "eu-north-1" })),
};
/** A model only ElectroDB's schema check refuses: `required` must be a boolean. */
const buildInvalid = () =>
  new Entity(
    {
      model: { entity: "broken", version: "1", service: "elevhalsa" },
      attributes: { id: { type: "string", required: "yes" } },
      indexes: { byId: { pk: { field: "pk", composite: ["id"] } } },
    } as never,
    config,
  );

describe("entity models and the cloud's trust in them", () => {
  it("every entity of the table passes ElectroDB's model check (what lets the Lambdas skip it)", () => {
    expect(buildInvalid).toThrow(/required is not of a type/);
    const entities = allEntities(config);
    const names = Object.keys(entities);
    expect(names.length).toBeGreaterThan(20);
    // Reading each property builds that entity with the check on.
    for (const name of names) expect(entities[name as keyof typeof entities], name).toBeInstanceOf(Entity);
  });

  it("trustEntityModels turns the check off until restored", () => {
    const restore = trustEntityModels();
    try {
      expect(buildInvalid).not.toThrow();
    } finally {
      restore();
    }
    expect(buildInvalid).toThrow(/required is not of a type/);
  });
});
