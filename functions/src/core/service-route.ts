import type { MiddlewareHandler, TypedResponse } from "hono";
import type { H, HandlerResponse } from "hono/types";
import type { JSONParsed } from "hono/utils/types";
import type * as z from "zod";
import type { AppEnv } from "./app-env.js";
import { describeRoute, type RouteDescription } from "./openapi.js";
import { contextOf, type RequestContext } from "./request-context.js";
import { validate } from "./validate.js";

type Part = z.ZodType | undefined;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever env, path and answer Hono's types allow there
type Any = any;
type Target = "param" | "query" | "json";
type Out<S extends Part> = S extends z.ZodType ? z.output<S> : unknown;
/** What `validate(target, schema)` tells Hono's types (the typed web client reads them). */
type Validated<T extends Target, S extends Part> = S extends z.ZodType
  ? ReturnType<typeof validate<S, T>> extends MiddlewareHandler<Any, Any, infer I>
    ? I
    : never
  : unknown;
/** The answer as Hono's types know it: the JSON of the result, or no body for 204. */
type Answer<S extends 200 | 201 | 204, R> = S extends 204
  ? Response & TypedResponse<null, 204, "body">
  : Response & TypedResponse<JSONParsed<R>, Exclude<S, 204>, "json">;

/** A route that calls one service function: its OpenAPI description and the schemas of what it accepts. */
export type ServiceRouteSpec<
  S extends 200 | 201 | 204,
  P extends Part,
  Q extends Part,
  J extends Part,
> = Omit<RouteDescription, "responses"> & {
  /** The one success answer: its status and body schema (null for 204). */
  responses: { [K in S]: z.ZodType | null };
  /** The path parameters (validated first). */
  param?: P;
  /** The query (validated after the parameters). */
  query?: Q;
  /** The JSON body (validated last). */
  json?: J;
};

/** What the service function is called with: the query or body, and the path parameters over them. */
export type ServiceInput<P extends Part, Q extends Part, J extends Part> = Out<Q> & Out<J> & Out<P>;

type Handlers<I, A extends HandlerResponse<Any>> = [
  H<AppEnv, Any, I & object, A>,
  ...H<AppEnv, Any, I & object, A>[],
];

/**
 * The handlers of a route that validates, calls one function of the service and responds, to spread after its path
 * (`.patch("/x/:id", ...serviceRoute({ summary, responses: { 200: XSchema }, param, json }, updateX))`):
 * `describeRoute` first (the OpenAPI description, read by the document and the access-matrix test), a `validate`
 * per part (param, query, json, in that order), then the call with the request context and the valid parts merged
 * (the path parameters over the rest). The answer is the result with the one success status; 204 has no body.
 */
export function serviceRoute<
  S extends 200 | 201 | 204,
  R,
  P extends Part = undefined,
  Q extends Part = undefined,
  J extends Part = undefined,
>(
  spec: ServiceRouteSpec<S, P, Q, J>,
  run: (ctx: RequestContext, input: ServiceInput<P, Q, J>) => Promise<R>,
): Handlers<Validated<"param", P> & Validated<"query", Q> & Validated<"json", J>, Answer<S, R>> {
  const { param, query, json, ...description } = spec;
  const parts = (
    [
      ["param", param],
      ["query", query],
      ["json", json],
    ] as [Target, z.ZodType | undefined][]
  ).filter((part): part is [Target, z.ZodType] => part[1] !== undefined);
  const merged = [...parts.filter(([target]) => target !== "param"), ...parts.filter(([t]) => t === "param")];
  const status = Number(Object.keys(description.responses)[0]) as 200 | 201 | 204;
  const call: H<AppEnv, Any> = async (c) => {
    const input = Object.assign({}, ...merged.map(([target]) => c.req.valid(target as never) as object));
    const result = await run(contextOf(c), input as ServiceInput<P, Q, J>);
    return status === 204 ? c.body(null, 204) : c.json(result as object, status);
  };
  return [
    describeRoute(description as RouteDescription),
    ...parts.map(([target, schema]) => validate(target, schema)),
    call,
  ] as never;
}
