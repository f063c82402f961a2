import { serve, type ServerType } from "@hono/node-server";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../local/ports.js";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";

/** Over real HTTP (the node server), where bodies arrive as streams with or without Content-Length. */
let t: TestApp;
let server: ServerType;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = await freePort();
  server = serve({ fetch: t.app.fetch, port, hostname: "127.0.0.1" });
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

function raw(method: string, path: string, headers: Record<string, string>, chunks: string[] = []) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe("bodies over HTTP", () => {
  it("a DELETE without a body or content type is not refused as 415", async () => {
    const token = await t.login("teacher@demo.test");
    const classId = t.seeded.classIds.ek![2]!;
    const status = await raw("DELETE", `/api/classes/${classId}/mentor`, {
      authorization: `Bearer ${token}`,
    });
    expect(status).toBe(200);
  });
  it("a chunked body without Content-Length still needs JSON (415) and the size limit (413)", async () => {
    const token = await t.login("admin@demo.test");
    const headers = { authorization: `Bearer ${token}`, "transfer-encoding": "chunked" };
    expect(await raw("POST", "/api/team", { ...headers, "content-type": "text/plain" }, ["name=x"])).toBe(
      415,
    );
    const big = [JSON.stringify({ name: "x".repeat(60_000) }), " ".repeat(60_000)];
    expect(await raw("POST", "/api/team", { ...headers, "content-type": "application/json" }, big)).toBe(413);
    const body = JSON.stringify({ name: "Lag över HTTP", schoolId: t.seeded.schoolIds.ek });
    expect(await raw("POST", "/api/team", { ...headers, "content-type": "application/json" }, [body])).toBe(
      201,
    );
  });
});
