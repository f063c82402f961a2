import type { Hono } from "hono";
import { hc, type ClientRequestOptions, type ClientResponse } from "hono/client";
import type { Page } from "#shared/common.schema";
import type { whistlesDomain } from "../../../../functions/src/whistles/whistles.domain";
import { bodyOf, downloadOf, sendRaw, type RequestOptions } from "./api-client";

/**
 * The typed API client: Hono's `hc` over a domain's router type (its manifest's `router`, imported as a type only,
 * so no server code reaches the bundle). A call names its route as the router declares it, and what it sends and
 * what it reads are the router's own types, so no path or answer type is written by hand:
 *
 * ```ts
 * read(whistlesApi.whistle.spam[":id"].$post({ param: { id } }))                        // Promise<Whistle>
 * read(whistlesApi.whistle.$get({ query: { schoolId } }, sending({ signal })))
 * ```
 *
 * Every call goes through apiRequest's transport (api-client.ts): the bearer token and X-Active-Role, the
 * language, the Idempotency-Key of a write, a 401 ending the session, and a failure thrown as an ApiError. Path
 * parameters are encoded here (hc puts them in as they are).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any router, whatever its env and schema
type AnyRouter = Hono<any, any, any>;

/** What one call may say besides its arguments (the transport's options; method and body come from the route). */
export type CallOptions = Pick<RequestOptions, "signal" | "authenticated" | "withoutRole" | "idempotencyKey">;

/** The transport as hc's `fetch`: hc gives the path, method and JSON body; the rest is apiRequest's. */
function transport(options: CallOptions): typeof fetch {
  return ((input: string | URL | Request, init?: RequestInit) => {
    const url =
      typeof input === "string"
        ? input
        : input instanceof URL
          ? `${input.pathname}${input.search}`
          : input.url;
    const method = (init?.method ?? "GET") as NonNullable<RequestOptions["method"]>;
    const body = typeof init?.body === "string" ? init.body : null;
    return sendRaw(url, { ...options, method, signal: options.signal ?? init?.signal ?? undefined }, body);
  }) as typeof fetch;
}

/** The per-call options of a typed call: `$get(args, sending({ signal }))`. */
export const sending = (options: CallOptions): ClientRequestOptions => ({ fetch: transport(options) });

const encodeParams = (args: unknown): unknown => {
  if (typeof args !== "object" || args === null || !("param" in args)) return args;
  const param = (args as { param: Record<string, string> }).param;
  const encoded = Object.fromEntries(
    Object.entries(param).map(([key, value]) => [key, encodeURIComponent(value)]),
  );
  return { ...args, param: encoded };
};

/** hc's route proxy with each call's path parameters encoded. */
function encodingParams<T>(target: T): T {
  return new Proxy(target as object, {
    get: (object, key) => {
      const child: unknown = Reflect.get(object, key);
      return typeof child === "function" ? encodingParams(child) : child;
    },
    apply: (call, self, args: unknown[]) =>
      Reflect.apply(call as () => unknown, self, [encodeParams(args[0]), ...args.slice(1)]),
  }) as T;
}

/** The typed client of one domain's router. */
export const apiClient = <Router extends AnyRouter>() =>
  encodingParams(hc<Router>("", { fetch: transport({}) }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any status and format
type AnyResponse = ClientResponse<unknown, any, any>;

/** The body a route answers with (its JSON; undefined for 204). */
export type Answer<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? (S extends 204 ? undefined : T) : never;

/** A typed call's answer: its JSON body, or undefined for 202/204 without a body (failures throw ApiError). */
export async function read<R extends AnyResponse>(call: Promise<R>): Promise<Answer<R>> {
  return (await bodyOf((await call) as unknown as Response)) as Answer<R>;
}

/** A typed call's binary answer (a download): its body and the file name from Content-Disposition. */
export async function download(
  call: Promise<AnyResponse>,
  fallbackName: string,
): Promise<{ blob: Blob; name: string }> {
  return downloadOf((await call) as unknown as Response, fallbackName);
}

type ItemOf<P> = P extends Page<infer T> ? T : never;

/** Every page of a small list (`{ items, cursor }`), 100 at a time: `page` makes the call for one page's query. */
export async function readAllPages<R extends AnyResponse>(
  page: (query: { limit: string; cursor?: string }) => Promise<R>,
): Promise<ItemOf<Answer<R>>[]> {
  const items: ItemOf<Answer<R>>[] = [];
  let cursor: string | null = null;
  do {
    const next = (await read(page({ limit: "100", ...(cursor ? { cursor } : {}) }))) as Page<
      ItemOf<Answer<R>>
    >;
    items.push(...next.items);
    cursor = next.cursor;
  } while (cursor);
  return items;
}

// One client per domain, typed by the domain's router (its manifest's `router`, every route it serves).
export const whistlesApi = apiClient<typeof whistlesDomain.router>();
