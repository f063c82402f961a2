import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
} from "@aws-sdk/client-s3";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

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
