import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRouter } from "./core/app.js";
import type { DomainManifest } from "./core/domain.js";
import type { Deps } from "./deps.js";
import { createLambdaHandlerWith } from "./lambda-root.js";

vi.mock("@aws-sdk/client-secrets-manager", () => ({
  SecretsManagerClient: class {
    send() {
      return Promise.resolve({ SecretString: "a-test-signing-key-of-enough-length-0123456789" });
    }
  },
  GetSecretValueCommand: class {
    constructor(readonly input: unknown) {}
  },
}));

const ENV = {
  TABLE_NAME: "table",
  PUBLIC_BASE_URL: "https://elevhalsa.example.se",
  SIGNING_KEY_SECRET_ARN: "arn:aws:secretsmanager:eu-north-1:000000000000:secret:key",
};

/** The cloud entry tells an EventBridge schedule's event from API Gateway's and runs the domain's scheduled work. */
describe("createLambdaHandlerWith: scheduled work", () => {
  beforeEach(() => {
    for (const [name, value] of Object.entries(ENV)) vi.stubEnv(name, value);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const domain = { name: "whistles", router: createRouter(), capabilities: [] } as unknown as DomainManifest;
  const quiet = { error() {}, warn() {}, info() {}, debug() {} };
  const fakeDeps = {
    marker: "deps",
    logger: { ...quiet, child: () => quiet },
    config: { ...ENV, mode: "cloud", logLevel: "silent" },
  } as unknown as Deps;

  it("a schedule's event runs the scheduled work with the function's dependencies, and no route", async () => {
    const scheduled = vi.fn(() => Promise.resolve(3));
    const handler = createLambdaHandlerWith(domain, () => fakeDeps, { scheduled });
    const answer = await handler({ source: "aws.events", batch: "whistle-notices" } as never);
    expect(scheduled).toHaveBeenCalledTimes(1);
    expect(scheduled).toHaveBeenCalledWith(fakeDeps);
    expect(answer).toMatchObject({ statusCode: 204 });
  });

  it("an API Gateway request goes to the router, never to the scheduled work", async () => {
    const scheduled = vi.fn(() => Promise.resolve(0));
    const handler = createLambdaHandlerWith(domain, () => fakeDeps, { scheduled });
    const answer = await handler({
      version: "2.0",
      routeKey: "$default",
      rawPath: "/api/nothing-here",
      rawQueryString: "",
      headers: { host: "elevhalsa.example.se" },
      requestContext: {
        http: { method: "GET", path: "/api/nothing-here" },
        domainName: "elevhalsa.example.se",
      },
      isBase64Encoded: false,
    } as never);
    expect(scheduled).not.toHaveBeenCalled();
    expect(answer).toMatchObject({ statusCode: expect.any(Number) });
    expect((answer as { statusCode: number }).statusCode).not.toBe(204);
  });
});
