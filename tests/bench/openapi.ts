import { compileErrors, validate } from "@readme/openapi-parser";
import { DOMAINS } from "../../functions/src/domains.js";
import { buildOpenApi } from "../../functions/src/local/openapi/document.js";

export interface OpenApiReport {
  routes: number;
  described: number;
  /** Routes with a description that still lack something (the OpenAPI test names them). */
  incomplete: number;
  perDomain: { domain: string; routes: number; described: number }[];
  valid: boolean;
  errors: string;
}

/** The OpenAPI document of every router the local server mounts: how much is described, and whether it validates. */
export async function benchOpenApi(): Promise<OpenApiReport> {
  const { document, routes } = await buildOpenApi(DOMAINS);
  const result = await validate(structuredClone(document) as never);
  return {
    routes: routes.length,
    described: routes.filter((route) => route.described).length,
    incomplete: routes.filter((route) => route.described && route.problems.length > 0).length,
    perDomain: DOMAINS.map((domain) => {
      const own = routes.filter((route) => route.domain === domain.name);
      return {
        domain: domain.name,
        routes: own.length,
        described: own.filter((route) => route.described).length,
      };
    }),
    valid: result.valid,
    errors: result.valid ? "" : compileErrors(result),
  };
}
