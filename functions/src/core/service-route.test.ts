import { findTargetHandler } from "hono/utils/handler";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { IdParamSchema } from "#shared/common.schema";
import { createRouter } from "./app.js";
import { REQUEST_SCHEMA, ROUTE_DESCRIPTION, type RequestSchema } from "./openapi.js";
import type { RequestContext } from "./request-context.js";
import { serviceRoute } from "./service-route.js";

const ID = "0b6c2a64-8a47-4f4e-9d1e-6f4f1d5b2c3a";
const Body = z.object({ n: z.number(), id: z.string().optional() }).strict();
const Query = z.object({ q: z.string() }).strict();
const Thing = z.object({ id: z.string() });
const calls: { userId: string; input: unknown }[] = [];
const record = async (ctx: RequestContext, input: unknown) => {
  calls.push({ userId: ctx.actor.userId, input });
  return { id: "t1" };
};

/** A router with the request context requireActor would set, and one route of each answer. */
const router = createRouter()
  .use("*", async (c, next) => {
    c.set("actor", { userId: "u1" } as never);
    await next();
  })
  .get(
    "/things/:id",
    ...serviceRoute(
      { summary: "One", responses: { 200: Thing }, param: IdParamSchema, query: Query },
      record,
    ),
  )
  .post("/things", ...serviceRoute({ summary: "New", responses: { 201: Thing }, json: Body }, record))
  .patch(
    "/things/:id",
    ...serviceRoute({ summary: "Edit", responses: { 200: Thing }, param: IdParamSchema, json: Body }, record),
  )
  .delete(
    "/things/:id",
    ...serviceRoute({ summary: "Gone", responses: { 204: null }, param: IdParamSchema }, record),
  );

const send = (method: string, path: string, body?: unknown) =>
  router.request(path, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
  });

describe("a service route", () => {
  it("calls the function with the request context and the valid parts, the path parameters over the rest", async () => {
    calls.length = 0;
    const read = await send("GET", `/things/${ID}?q=x`);
    expect([read.status, await read.json()]).toEqual([200, { id: "t1" }]);
    const made = await send("POST", "/things", { n: 1 });
    expect([made.status, await made.json()]).toEqual([201, { id: "t1" }]);
    const edited = await send("PATCH", `/things/${ID}`, { n: 2, id: "from-the-body" });
    expect(edited.status).toBe(200);
    const gone = await send("DELETE", `/things/${ID}`);
    expect([gone.status, await gone.text()]).toEqual([204, ""]);
    expect(calls).toEqual([
      { userId: "u1", input: { q: "x", id: ID } },
      { userId: "u1", input: { n: 1 } },
      { userId: "u1", input: { n: 2, id: ID } },
      { userId: "u1", input: { id: ID } },
    ]);
  });

  it("carries its description first, without the schemas, then one validator a part: param, query, json", () => {
    const marks = router.routes
      .filter((route) => route.method === "GET" || route.method === "PATCH")
      .map(({ method, handler }) => {
        const target = findTargetHandler(handler) as unknown as Record<symbol, unknown>;
        const request = target[REQUEST_SCHEMA] as RequestSchema | undefined;
        return [method, (target[ROUTE_DESCRIPTION] as object | undefined) ?? request?.target ?? "call"];
      });
    expect(marks).toEqual([
      ["GET", { summary: "One", responses: { 200: Thing } }],
      ["GET", "param"],
      ["GET", "query"],
      ["GET", "call"],
      ["PATCH", { summary: "Edit", responses: { 200: Thing } }],
      ["PATCH", "param"],
      ["PATCH", "json"],
      ["PATCH", "call"],
    ]);
  });
});
