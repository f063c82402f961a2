import type { Hono, Schema } from "hono";
import type * as z from "zod";
import { IdParamSchema, SchoolIdParamSchema } from "#shared/common.schema";
import type { AppEnv } from "../app-env.js";
import type { DescribedErrorStatus } from "../openapi.js";
import type { RequestContext } from "../request-context.js";
import { serviceRoute } from "../service-route.js";

type Z = z.ZodType;

/** What one standard route says of itself in the OpenAPI document, and the service function it calls. */
interface Route<I, R> {
  summary: string;
  description?: string;
  /** The errors it answers, when not the standard ones (list and create 403, 404; edit and delete 409 too). */
  errors?: readonly DescribedErrorStatus[];
  run: (ctx: RequestContext, input: I) => Promise<R>;
}

/** A pupil document's standard routes: list, create, edit and delete, their paths below `path`. */
export interface PupilDocumentRoutes<Path, ListPath, L extends Z, C extends Z, U extends Z, RL, RC, RU> {
  path: Path;
  /** The document's schemas (shared/<domain>/<name>.schema.ts): the list's query and page, one document, the bodies. */
  schemas: { list: L; page: z.ZodType; item: z.ZodType; create: C; update: U };
  /** GET `<path>/:schoolId` (or `list.path`): a school's documents the caller may see, a page. */
  list: Route<z.output<L> & { schoolId: string }, RL> & { path?: ListPath };
  /** POST `<path>`: a new document (201). */
  create: Route<z.output<C>, RC>;
  /** PATCH `<path>/:id`: an edit on the version read. */
  update: Route<z.output<U> & { id: string }, RU>;
  /** DELETE `<path>/:id` (204). */
  remove: Route<{ id: string }, void>;
}

const READ = [403, 404] as const;
const WRITE = [403, 404, 409] as const;

const textOf = (
  { summary, description, errors }: Route<never, unknown>,
  standard: readonly DescribedErrorStatus[],
) => ({
  summary,
  ...(description === undefined ? {} : { description }),
  errors: errors ?? standard,
});

/**
 * Adds a pupil document's standard routes to the domain's router, in the order list, create, edit, delete: each a
 * `serviceRoute` (core/service-route.ts) with the domain's own title and text, the document's schemas and one
 * function of its service. Answers the router, typed for the web client, for the domain's other routes to follow.
 */
export function pupilDocumentRoutes<
  S extends Schema,
  Path extends `/${string}`,
  L extends Z,
  C extends Z,
  U extends Z,
  RL,
  RC,
  RU,
  ListPath extends string = `${Path}/:schoolId`,
>(router: Hono<AppEnv, S, "/">, spec: PupilDocumentRoutes<Path, ListPath, L, C, U, RL, RC, RU>) {
  const { path, schemas, list, create, update, remove } = spec;
  const { page, item } = schemas;
  const byId = `${path}/:id` as `${Path}/:id`;
  const listed = serviceRoute<200, RL, typeof SchoolIdParamSchema, L>(
    { ...textOf(list, READ), responses: { 200: page }, param: SchoolIdParamSchema, query: schemas.list },
    list.run as never,
  );
  const created = serviceRoute<201, RC, undefined, undefined, C>(
    { ...textOf(create, READ), responses: { 201: item }, json: schemas.create },
    create.run as never,
  );
  const updated = serviceRoute<200, RU, typeof IdParamSchema, undefined, U>(
    { ...textOf(update, WRITE), responses: { 200: item }, param: IdParamSchema, json: schemas.update },
    update.run as never,
  );
  const removed = serviceRoute<204, void, typeof IdParamSchema>(
    { ...textOf(remove, WRITE), responses: { 204: null }, param: IdParamSchema },
    remove.run,
  );
  return router
    .get(list.path ?? (`${path}/:schoolId` as ListPath), ...listed)
    .post(path, ...created)
    .patch(byId, ...updated)
    .delete(byId, ...removed);
}
