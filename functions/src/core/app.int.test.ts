import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
} from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { authRouter } from "../auth/auth.router.js";
import { DOMAINS } from "../domains.js";
import { healthRouter } from "../health/health.router.js";
import { createApp } from "./app.js";
import { ORIGIN_VERIFY_HEADER } from "./origin-guard.js";

const { t } = useTestApp();

describe("embedded services", () => {
  it("the S3 emulator has both buckets and round-trips an object through the configured client", async () => {
    const { s3, config } = t.deps;
    for (const bucket of [config.filesBucket, config.lessonPlanBucket]) {
      await expect(s3.send(new HeadBucketCommand({ Bucket: bucket }))).resolves.toBeDefined();
    }
    const key = `test/${t.tableName}.txt`;
    await s3.send(new PutObjectCommand({ Bucket: config.filesBucket, Key: key, Body: "hej" }));
    const got = await s3.send(new GetObjectCommand({ Bucket: config.filesBucket, Key: key }));
    expect(await got.Body!.transformToString()).toBe("hej");
    await s3.send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: key }));
  });
});

describe("API conventions", () => {
  it("GET /api/health answers ok", async () => {
    const res = await t.request("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("an unknown path answers 404 ROUTE_NOT_FOUND, distinct from NOT_FOUND", async () => {
    const res = await t.request("GET", "/api/no-such-thing", { headers: { "accept-language": "en" } });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error).toEqual({
      code: "ROUTE_NOT_FOUND",
      message: "This page could not be found",
      requestId: expect.any(String),
    });
  });

  it("every response, errors included, carries no-store, nosniff and its request id", async () => {
    const token = await t.login("teacher@demo.test");
    for (const res of [
      await t.request("GET", "/api/health"),
      await t.request("GET", "/api/auth/me", { token }),
      await t.request("GET", "/api/auth/me"),
      await t.request("GET", "/api/nope"),
      await t.request("POST", "/api/auth/login", { body: "{bad" }),
    ]) {
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
    }
  });

  it("the error body is one shape: code, message in the caller's language, issues, request id", async () => {
    const sv = await t.request("POST", "/api/auth/login", { body: { email: 1 } });
    const body = (await sv.json()) as {
      error: {
        code: string;
        message: string;
        issues: { path: unknown[]; message: string }[];
        requestId: string;
      };
    };
    expect(sv.status).toBe(400);
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.message).toBe("Fyll i all nödvändig information");
    expect(body.error.issues.length).toBeGreaterThan(0);
    expect(body.error.requestId).toBe(sv.headers.get("x-request-id"));
    const malformed = await t.request("POST", "/api/auth/login", { body: "{bad" });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe("INVALID_JSON");
  });

  it("a write with a non-JSON body answers 415 and an oversized one 413", async () => {
    const form = await t.request("POST", "/api/auth/login", {
      body: "email=a",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    const big = await t.request("POST", "/api/auth/forgot-password", {
      body: JSON.stringify({ email: "a".repeat(200_000) }),
    });
    expect(big.status).toBe(413);
  });
});

describe("behind CloudFront (cloud mode): only requests that came through the site", () => {
  const secret = "Zq8w3NfT1yVb6pLm0sKd9aRx4cUe7hGj";
  const cloudApp = () => createApp(t.deps, [healthRouter, authRouter], { originSecret: secret });
  const call = (headers: Record<string, string>, path = "/api/health") =>
    cloudApp().request(path, { headers: { "accept-language": "en", ...headers } });

  it("answers a request carrying the origin secret", async () => {
    const res = await call({ [ORIGIN_VERIFY_HEADER]: secret });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("refuses with 403 and the one error body a request without it, with a wrong one, or with a near miss", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { [ORIGIN_VERIFY_HEADER]: "" },
      { [ORIGIN_VERIFY_HEADER]: "wrong" },
      { [ORIGIN_VERIFY_HEADER]: secret.slice(0, -1) },
      { [ORIGIN_VERIFY_HEADER]: `${secret}x` },
      // The header's name is not the secret: a caller sending the value under another name is refused.
      { "x-origin": secret },
    ];
    for (const headers of attempts) {
      const res = await call(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      const body = (await res.json()) as { error: { code: string } };
      expect(body.error.code).toBe("FORBIDDEN");
      expect(res.headers.get("x-request-id")).toBeTruthy();
    }
  });

  it("refuses before the session is looked at: /auth/me without the secret is 403, not 401", async () => {
    const res = await call({}, "/api/auth/me");
    expect(res.status).toBe(403);
  });

  it("each domain's app (one Lambda) answers an unknown path with 404 ROUTE_NOT_FOUND, for every method", async () => {
    // API Gateway's catch-all (ANY /api/{proxy+}) hands every undeclared path to a domain's function.
    for (const { name, router } of DOMAINS) {
      const app = createApp(t.deps, [router], { originSecret: secret });
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
        const res = await app.request("/api/no-such-route", {
          method,
          headers: {
            [ORIGIN_VERIFY_HEADER]: secret,
            ...(method === "GET" || method === "OPTIONS" ? {} : { "content-type": "application/json" }),
          },
          ...(method === "GET" || method === "OPTIONS" ? {} : { body: "{}" }),
        });
        const what = `${name}: ${method}`;
        expect(res.status, what).toBe(404);
        expect(res.headers.get("cache-control"), what).toBe("no-store");
        expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
        expect(await res.json(), what).toEqual({
          error: {
            code: "ROUTE_NOT_FOUND",
            message: "Sidan hittades inte",
            requestId: res.headers.get("x-request-id"),
          },
        });
      }
    }
  });

  it("the local server, with no CloudFront in front, needs no such header", async () => {
    expect((await t.request("GET", "/api/health")).status).toBe(200);
  });
});
