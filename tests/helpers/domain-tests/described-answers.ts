import { expect } from "vitest";
import type { SuccessStatus } from "../../../functions/src/core/openapi.js";
import { DOMAINS } from "../../../functions/src/domains.js";
import { describedRoutesOf, type DescribedRoute } from "../../../functions/src/local/openapi/document.js";
import { splitRoute, type RouteKey } from "./routes.js";

let described: Map<string, DescribedRoute> | undefined;

/**
 * Holds an answer to the route's OpenAPI description (core/openapi.ts), so the reference says what the API does: the
 * status is one the description lists, and a success body parses with its described schema (a non-JSON one: its
 * Content-Type is the described media type, its bytes parse as a File). A route not yet described is not checked
 * (functions/src/local/openapi/openapi.test.ts names those domains).
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
  const mediaType = entry.description.mediaType;
  if (mediaType) {
    // A non-JSON body (a download): its Content-Type is the described one, its bytes parse with the binary schema.
    expect(res.headers.get("content-type"), `${what}: Content-Type`).toBe(mediaType);
  }
  const body = mediaType
    ? new File([await res.clone().arrayBuffer()], "body", { type: mediaType })
    : await res.clone().json();
  const parsed = schema.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues, `${what}: body against the described schema`).toEqual([]);
}
