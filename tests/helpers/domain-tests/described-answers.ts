import { expect } from "vitest";
import type { SuccessStatus } from "../../../functions/src/core/openapi.js";
import { DOMAINS } from "../../../functions/src/domains.js";
import { describedRoutesOf, type DescribedRoute } from "../../../functions/src/local/openapi/document.js";
import { splitRoute, type RouteKey } from "./routes.js";

let described: Map<string, DescribedRoute> | undefined;

/**
 * Holds an answer to the route's OpenAPI description (core/openapi.ts), so the reference says what the API does: the
 * status is one the description lists, and a success body parses with its described schema. A route not yet
 * described is not checked (functions/src/local/openapi/openapi.test.ts names those domains).
 */
export async function expectDescribedAnswer(route: RouteKey, res: Response, what: string): Promise<void> {
  described ??= describedRoutesOf(DOMAINS);
  const { method, template } = splitRoute(route);
  const entry = described.get(`${method} ${template.replace(/^\/api/, "")}`);
  if (!entry) return;
  expect([...entry.statuses], `${what}: ${res.status} is not among the described statuses`).toContain(
    res.status,
  );
  const schema = entry.description.responses[res.status as SuccessStatus];
  if (!schema) return;
  const parsed = schema.safeParse(await res.clone().json());
  expect(parsed.success ? [] : parsed.error.issues, `${what}: body against the described schema`).toEqual([]);
}
