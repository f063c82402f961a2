import { execFile } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import type { Metafile } from "esbuild";
import type { LambdaEvent } from "hono/aws-lambda";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ORIGIN_VERIFY_HEADER } from "../../functions/src/core/origin-guard.js";
import { DOMAINS } from "../../functions/src/domains.js";
import { localInputsOf } from "../bench/lambda-bundles.js";
import { synthProduct, type Synthesized } from "./synth.js";

// The one synth with real esbuild bundling of every domain (and the cdk-nag packs).
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const SIGNING_KEY_ARN = "arn:aws:secretsmanager:eu-north-1:123456789012:secret:SigningKey-AbCdEf";
const ORIGIN_SECRET_ARN = "arn:aws:secretsmanager:eu-north-1:123456789012:secret:OriginVerify-XyZ789";
const ORIGIN_SECRET = "o".repeat(48);

let synth: Synthesized;

beforeAll(() => {
  synth = synthProduct({ bundling: true, context: { stage: "prod" }, app: { bundleMetafile: true } });
});

/** The directory CDK bundled a domain's code into (its S3 key is the asset hash). */
function assetDirOf(domain: string): string {
  const fn = synth.product.main.functions.get(domain)!.function;
  const logicalId = synth.product.main.getLogicalId(fn.node.defaultChild as never);
  const resource = synth.main.toJSON().Resources[logicalId] as { Properties: { Code: { S3Key: string } } };
  return join(synth.outdir, `asset.${resource.Properties.Code.S3Key.replace(/\.zip$/, "")}`);
}

describe("real bundling (cdk synth with esbuild)", () => {
  it("bundles every domain into a minified ESM file with a source map", () => {
    for (const { name } of DOMAINS) {
      const dir = assetDirOf(name);
      expect(existsSync(join(dir, "index.mjs")), `${name}/index.mjs`).toBe(true);
      expect(existsSync(join(dir, "index.mjs.map")), `${name}/index.mjs.map`).toBe(true);
      const code = readFileSync(join(dir, "index.mjs"), "utf8");
      expect(code).toMatch(/export\s*\{[^}]*\bhandler\b/);
      // Minified: long lines (readable esbuild output averages well under 100 characters a line).
      expect(code.length / code.split("\n").length).toBeGreaterThan(2000);
      expect(statSync(join(dir, "index.mjs")).size).toBeGreaterThan(1000);
    }
  });

  it("puts nothing from functions/src/local/ into any bundle", () => {
    for (const { name } of DOMAINS) {
      const metafile = JSON.parse(
        readFileSync(join(assetDirOf(name), "index.meta.json"), "utf8"),
      ) as Metafile;
      const inputs = Object.keys(metafile.inputs);
      expect(inputs.some((input) => input.endsWith(`functions/src/${name}/lambda.ts`))).toBe(true);
      expect(localInputsOf(metafile), name).toEqual([]);
    }
    // The check itself sees a local input when there is one.
    expect(
      localInputsOf({ inputs: { "functions/src/local/outbox-mailer.ts": {} }, outputs: {} } as never),
    ).toEqual(["functions/src/local/outbox-mailer.ts"]);
  });

  it("bundles the leaving cascade and the domain hooks list only where an entry runs them", () => {
    const bundling = (file: string) =>
      DOMAINS.map(({ name }) => name).filter((name) => {
        const metafile = JSON.parse(
          readFileSync(join(assetDirOf(name), "index.meta.json"), "utf8"),
        ) as Metafile;
        return Object.keys(metafile.inputs).some((input) => input.endsWith(file));
      });
    // users (an account deleted, roles changed) and schools (members taken off, a school deleted); a function that
    // only reads staff through users/index.ts must not carry it (it once made every such bundle 50 kB larger).
    expect(bundling("functions/src/users/leaving-steps.ts").sort()).toEqual(["schools", "users"]);
    // The hooks list reaches every domain's hooks: only the entries that supply it (the cascade's two, and the
    // calendar for its sources) bundle it and the domains behind it.
    expect(bundling("functions/src/domain-hooks.ts").sort()).toEqual(["calendar", "schools", "users"]);
    expect(bundling("functions/src/tickets/tickets.hooks.ts").sort()).toEqual([
      "calendar",
      "schools",
      "users",
    ]);
  });
});

describe("the bundled health handler", () => {
  let secretsManager: Server;
  const secretRequests: { target: string | undefined; body: { SecretId?: string } }[] = [];

  beforeAll(async () => {
    // Stands in for Secrets Manager: the cloud composition root reads the signing key from it at cold start.
    secretsManager = createServer((req: IncomingMessage, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        secretRequests.push({
          target: req.headers["x-amz-target"] as string | undefined,
          body: JSON.parse(body),
        });
        const origin = (JSON.parse(body) as { SecretId?: string }).SecretId === ORIGIN_SECRET_ARN;
        res.writeHead(200, { "content-type": "application/x-amz-json-1.1" });
        res.end(
          JSON.stringify(
            origin
              ? { ARN: ORIGIN_SECRET_ARN, Name: "OriginVerify", SecretString: ORIGIN_SECRET }
              : { ARN: SIGNING_KEY_ARN, Name: "SigningKey", SecretString: "k".repeat(64) },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => secretsManager.listen(0, "127.0.0.1", resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => secretsManager.close(resolve));
  });

  function apiGatewayEvent(
    method: string,
    path: string,
    routeKey: string,
    originSecret: string | null = ORIGIN_SECRET,
  ): LambdaEvent {
    return {
      version: "2.0",
      routeKey,
      rawPath: path,
      rawQueryString: "",
      headers: {
        accept: "application/json",
        "accept-language": "en",
        host: "abc123.execute-api.eu-north-1.amazonaws.com",
        // The viewer, then CloudFront (as API Gateway passes it on).
        "x-forwarded-for": "203.0.113.7, 130.176.0.1",
        // Added by CloudFront (infra/lib/web-site.ts); a direct call to execute-api has none.
        ...(originSecret === null ? {} : { [ORIGIN_VERIFY_HEADER]: originSecret }),
      },
      body: null,
      isBase64Encoded: false,
      requestContext: {
        accountId: "123456789012",
        apiId: "abc123",
        // No API Gateway authorizer: the product authorizes in its own code.
        authentication: null,
        authorizer: {},
        domainName: "abc123.execute-api.eu-north-1.amazonaws.com",
        domainPrefix: "abc123",
        http: { method, path, protocol: "HTTP/1.1", sourceIp: "130.176.0.1", userAgent: "Amazon CloudFront" },
        requestId: "req-1",
        routeKey,
        stage: "$default",
        time: "21/Nov/2026:12:00:00 +0000",
        timeEpoch: 1_795_000_000_000,
      },
    };
  }

  /** Runs the bundle in a fresh Node process, as Lambda would, and invokes its handler with each event in turn. */
  async function invokeBundle(
    events: LambdaEvent[],
  ): Promise<{ statusCode: number; headers: Record<string, string>; body: string }[]> {
    const file = join(assetDirOf("health"), "index.mjs");
    const script = `
      const { handler } = await import(${JSON.stringify(pathToFileURL(file).href)});
      const results = [];
      for (const event of JSON.parse(process.env.TEST_EVENTS)) results.push(await handler(event, {}));
      process.stdout.write(JSON.stringify(results));`;
    const { port } = secretsManager.address() as AddressInfo;
    const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], {
      env: {
        PATH: process.env.PATH ?? "",
        AWS_REGION: "eu-north-1",
        AWS_ACCESS_KEY_ID: "AKIDEXAMPLE",
        AWS_SECRET_ACCESS_KEY: "secret",
        AWS_ENDPOINT_URL_SECRETS_MANAGER: `http://127.0.0.1:${port}`,
        TABLE_NAME: "elevhalsa-test",
        PUBLIC_BASE_URL: "https://elevhalsa.example.se",
        SIGNING_KEY_SECRET_ARN: SIGNING_KEY_ARN,
        ORIGIN_SECRET_ARN,
        LOG_LEVEL: "silent",
        TEST_EVENTS: JSON.stringify(events),
      },
    });
    return JSON.parse(stdout);
  }

  it("answers GET /api/health with status ok, reading its two secrets once per cold start", async () => {
    secretRequests.length = 0;
    const [first, second, unknown, direct, forged] = await invokeBundle([
      apiGatewayEvent("GET", "/api/health", "GET /api/health"),
      apiGatewayEvent("GET", "/api/health", "GET /api/health"),
      apiGatewayEvent("GET", "/api/nothing-here", "ANY /api/{proxy+}"),
      apiGatewayEvent("GET", "/api/health", "GET /api/health", null),
      apiGatewayEvent("GET", "/api/health", "GET /api/health", "o".repeat(47)),
    ]);
    // Straight to execute-api, without CloudFront's header or with a wrong one: refused.
    expect(direct!.statusCode).toBe(403);
    expect(JSON.parse(direct!.body)).toMatchObject({ error: { code: "FORBIDDEN" } });
    expect(forged!.statusCode).toBe(403);
    expect(first!.statusCode).toBe(200);
    expect(JSON.parse(first!.body)).toEqual({ status: "ok" });
    expect(first!.headers).toMatchObject({
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    });
    expect(second!.statusCode).toBe(200);
    // The catch-all route reaches the same app, which answers with the product's own error body.
    expect(unknown!.statusCode).toBe(404);
    expect(JSON.parse(unknown!.body)).toMatchObject({ error: { code: "ROUTE_NOT_FOUND" } });

    expect(secretRequests).toHaveLength(2);
    expect(secretRequests).toEqual(
      expect.arrayContaining([
        {
          target: "secretsmanager.GetSecretValue",
          body: expect.objectContaining({ SecretId: SIGNING_KEY_ARN }),
        },
        {
          target: "secretsmanager.GetSecretValue",
          body: expect.objectContaining({ SecretId: ORIGIN_SECRET_ARN }),
        },
      ]),
    );
  });
});
