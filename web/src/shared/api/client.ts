import type { Hono } from "hono";
import type { ClientRequestOptions, ClientResponse, hc } from "hono/client";
import type { Page } from "#shared/common.schema";
import type { actionprogramsDomain } from "../../../../functions/src/actionprograms/action-programs.domain";
import type { adaptationsDomain } from "../../../../functions/src/adaptations/adaptations.domain";
import type { authDomain } from "../../../../functions/src/auth/auth.domain";
import type { classesDomain } from "../../../../functions/src/classes/classes.domain";
import type { externalDomain } from "../../../../functions/src/external/external.domain";
import type { fWarningsDomain } from "../../../../functions/src/fwarnings/fwarnings.domain";
import type { investigationsDomain } from "../../../../functions/src/investigations/investigations.domain";
import type { mappingsDomain } from "../../../../functions/src/mappings/mappings.domain";
import type { notificationsDomain } from "../../../../functions/src/notifications/notifications.domain";
import type { reportsDomain } from "../../../../functions/src/reports/reports.domain";
import type { schoolsDomain } from "../../../../functions/src/schools/schools.domain";
import type { studentsDomain } from "../../../../functions/src/students/students.domain";
import type { teamsDomain } from "../../../../functions/src/teams/teams.domain";
import type { ticketsDomain } from "../../../../functions/src/tickets/tickets.domain";
import type { usersDomain } from "../../../../functions/src/users/users.domain";
import type { violationsDomain } from "../../../../functions/src/violations/violations.domain";
import type { whistlesDomain } from "../../../../functions/src/whistles/whistles.domain";
import { bodyOf, downloadOf, sendRaw, type RequestOptions } from "./api-client";

/**
 * The typed API client: Hono's `hc` types over a domain's router type (its manifest's `router`, imported as a type only,
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
 * parameters are encoded.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any router, whatever its env and schema
type AnyRouter = Hono<any, any, any>;

/** What one call may say besides its arguments (the transport's options; method and body come from the route). */
export type CallOptions = Pick<RequestOptions, "signal" | "authenticated" | "withoutRole" | "idempotencyKey">;

/** The transport as the client's `fetch`: the call gives the path, method and JSON body; the rest is apiRequest's. */
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

/** A route call's arguments, as hc's types name them. */
interface RouteArgs {
  param?: Record<string, string>;
  query?: Record<string, string | string[] | undefined>;
  json?: unknown;
}

const HTTP_METHODS: Record<string, NonNullable<RequestOptions["method"]>> = {
  $get: "GET",
  $post: "POST",
  $patch: "PATCH",
  $put: "PUT",
  $delete: "DELETE",
};

/** The path of a route call: its segments, each `:name` the encoded parameter, and the query's set values. */
function pathOf(segments: readonly string[], args: RouteArgs): string {
  const path = segments
    .map((segment) =>
      segment.startsWith(":") ? encodeURIComponent(args.param?.[segment.slice(1)] ?? "") : segment,
    )
    .join("/");
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(args.query ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) query.append(key, one);
  }
  const search = query.toString();
  return `/${path}${search ? `?${search}` : ""}`;
}

/**
 * hc's client, at run time: the property chain names the route (`whistle[":id"].reply.$post`), the call sends it
 * through the given fetch (the transport unless `sending()` gives one). The types are hc's own (`ClientOf`); the
 * run time is these few lines rather than hono/client's, which also carries WebSockets, forms and cookies the web
 * never sends (about 2 kB on the external page's tight budget).
 */
function routeProxy(segments: readonly string[]): unknown {
  return new Proxy(() => {}, {
    get: (_target, key) =>
      typeof key === "string" && key !== "then" ? routeProxy([...segments, key]) : undefined,
    apply: (_target, _self, [args = {}, options]: [RouteArgs?, ClientRequestOptions?]) => {
      const method = HTTP_METHODS[segments.at(-1) ?? ""];
      if (!method) throw new TypeError(`Not a route call: ${segments.join(".")}`);
      const send = (options?.fetch as typeof fetch | undefined) ?? transport({});
      const body = args.json === undefined ? undefined : JSON.stringify(args.json);
      return send(pathOf(segments.slice(0, -1), args), { method, ...(body === undefined ? {} : { body }) });
    },
  });
}

/** The client hc types for a router. */
type ClientOf<Router extends AnyRouter> = ReturnType<typeof hc<Router>>;

/** The typed client of one domain's router. */
export const apiClient = <Router extends AnyRouter>() => routeProxy([]) as ClientOf<Router>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any status and format
export type AnyResponse = ClientResponse<unknown, any, any>;

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

/** The filters that are set, in their order (empty ones are left out of the query). */
export const setOnly = <F extends object>(filters: F): Partial<F> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => Boolean(value))) as Partial<F>;

/** A list's query: the filters that are set, the page size and the cursor. */
export const pageQuery = <F extends object>(
  filters: F,
  cursor: string | null | undefined,
  limit: number,
) => ({
  ...setOnly(filters),
  limit: String(limit),
  cursor: cursor ?? undefined,
});

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

/*
 * One client per domain, typed by the domain's router (its manifest's `router`, every route it serves). Here stand
 * the clients that web/src/shared calls or that more than one feature calls; a domain only one feature calls has
 * its client in that feature's folder, `<domain>.client.ts` (features/calendar/calendar.client.ts), so a new
 * domain's feature edits nothing here.
 */
export const actionProgramsApi = apiClient<typeof actionprogramsDomain.router>();
export const adaptationsApi = apiClient<typeof adaptationsDomain.router>();
export const authApi = apiClient<typeof authDomain.router>();
export const classesApi = apiClient<typeof classesDomain.router>();
export const externalApi = apiClient<typeof externalDomain.router>();
export const fWarningsApi = apiClient<typeof fWarningsDomain.router>();
export const investigationsApi = apiClient<typeof investigationsDomain.router>();
export const mappingsApi = apiClient<typeof mappingsDomain.router>();
export const notificationsApi = apiClient<typeof notificationsDomain.router>();
export const reportsApi = apiClient<typeof reportsDomain.router>();
export const schoolsApi = apiClient<typeof schoolsDomain.router>();
export const studentsApi = apiClient<typeof studentsDomain.router>();
export const teamsApi = apiClient<typeof teamsDomain.router>();
export const ticketsApi = apiClient<typeof ticketsDomain.router>();
export const usersApi = apiClient<typeof usersDomain.router>();
export const violationsApi = apiClient<typeof violationsDomain.router>();
export const whistlesApi = apiClient<typeof whistlesDomain.router>();
