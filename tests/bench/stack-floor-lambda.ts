import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { handle, type LambdaEvent } from "hono/aws-lambda";
import * as z from "zod";
import en from "zod/v4/locales/en.js";
import { makeUserEntity } from "../../functions/src/core/user.entity.js";
import { trustEntityModels } from "../../functions/src/db/trusted-models.js";

/**
 * The stack floor of the cold-start bench: the libraries architecture.md names (Hono with a zod validator, ElectroDB
 * on the document client), used as the domains use them (zod's English messages only, entity models trusted as
 * cloud.ts trusts them), and one GetItem through the user entity. Nothing else of the project: no secrets, no
 * session, no audit. This one against the floor is what the libraries cost; a domain against this one is what the
 * project's own code adds.
 */
z.config(en());
trustEntityModels();
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const user = makeUserEntity({ table: process.env.TABLE_NAME!, client });
const app = new Hono().post(
  "/floor",
  zValidator("json", z.object({ id: z.string().min(1) }).strict()),
  async (c) => {
    const { data } = await user.get({ id: c.req.valid("json").id }).go();
    return c.json({}, data ? 200 : 404);
  },
);
const serve = handle(app);

export const handler = (event: LambdaEvent) => serve(event);
