import { describe, expect, it } from "vitest";
import { SPA_FALLBACK_FUNCTION_CODE } from "../../infra/lib/web-site-policies.js";

/** CloudFront's viewer-request function, run as CloudFront runs it (plain JavaScript, one handler). */
const handler = new Function(`${SPA_FALLBACK_FUNCTION_CODE}; return handler;`)() as (event: {
  request: { uri: string };
}) => { uri: string };
const uriFor = (uri: string) => handler({ request: { uri } }).uri;

describe("the site's page function", () => {
  it("serves the external page's addresses with its own slim entry, external.html", () => {
    for (const uri of ["/external", "/whistle", "/report", "/report/", "/external/anything"])
      expect(uriFor(uri), uri).toBe("/external.html");
  });

  it("serves every other page with the staff app, and files as they are", () => {
    for (const uri of ["/", "/reports", "/whistles", "/externals", "/documentation/violations", "/login"])
      expect(uriFor(uri), uri).toBe("/index.html");
    expect(uriFor("/assets/external-1a2b.js")).toBe("/assets/external-1a2b.js");
    expect(uriFor("/external.html")).toBe("/external.html");
  });
});
