import { App, Stack } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { Key } from "aws-cdk-lib/aws-kms";
import { Secret } from "aws-cdk-lib/aws-secretsmanager";
import type { CfnFunction } from "aws-cdk-lib/aws-lambda";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ORIGIN_VERIFY_HEADER } from "../../functions/src/core/origin-guard.js";
import { TABLE_KEYS } from "../../functions/src/db/table.js";
import { DOMAINS } from "../../functions/src/domains.js";
import { WEB_SECURITY_HEADERS } from "../../shared/src/security-headers.js";
import { lambdaEntryOf } from "../../infra/lib/bundling.js";
import { DataStore } from "../../infra/lib/data.js";
import { FUNCTIONS_PER_ALARM } from "../../infra/lib/monitoring.js";
import { ProductFunction } from "../../infra/lib/product-function.js";
import { profileOf } from "../../infra/lib/domain-profiles.js";
import { anonymousPathsOf, apiPrefixesOf, routerEndpoints } from "../../infra/lib/routes.js";
import { SPA_FALLBACK_FUNCTION_CODE } from "../../infra/lib/web-site-policies.js";
import { samplePaths, selectRoutes, templateRoutes } from "./api-gateway-routing.js";
import { synthProduct, type Synthesized } from "./synth.js";

// Synthesizing with the cdk-nag packs takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };
type PolicyStatementJson = {
  Sid?: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
};

const actionsOf = (statement: PolicyStatementJson) =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];

let prod: Synthesized;
let dev: Synthesized;

beforeAll(() => {
  prod = synthProduct({ context: { stage: "prod" } });
  dev = synthProduct({ context: { stage: "dev" } });
});

/** The metric names a metric-math alarm reads. */
function metricNamesOf(alarm: Resource): string[] {
  const queries = (alarm.Properties.Metrics ?? []) as { MetricStat?: { Metric: { MetricName: string } } }[];
  return queries.flatMap((q) => (q.MetricStat ? [q.MetricStat.Metric.MetricName] : []));
}

/** The logical ids of the functions whose metrics a metric-math alarm reads. */
function functionRefsOf(alarm: Resource): string[] {
  const queries = (alarm.Properties.Metrics ?? []) as {
    MetricStat?: { Metric: { Dimensions: { Name: string; Value: { Ref: string } }[] } };
  }[];
  return queries.flatMap((q) =>
    (q.MetricStat?.Metric.Dimensions ?? []).filter((d) => d.Name === "FunctionName").map((d) => d.Value.Ref),
  );
}

function logicalIdOf(synth: Synthesized, domain: string): string {
  const fn = synth.product.main.functions.get(domain)!.function;
  return Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);
}

/** The statements of the one customer-managed policy attached to a domain's function role. */
function statementsOf(synth: Synthesized, domain: string): PolicyStatementJson[] {
  const policy = synth.product.main.functions.get(domain)!.policy;
  const resources = synth.main.toJSON().Resources as Record<string, Resource>;
  const logicalId = Stack.of(policy).getLogicalId(policy.node.defaultChild as never);
  const document = resources[logicalId]!.Properties.PolicyDocument as { Statement: PolicyStatementJson[] };
  return document.Statement;
}

describe("domain functions", () => {
  it("makes one Node 24 arm64 function per domain from its Lambda entry, with explicit memory and timeout", () => {
    const functions = prod.main.findResources("AWS::Lambda::Function", {
      Properties: { Runtime: "nodejs24.x" },
    });
    expect(Object.keys(functions)).toHaveLength(DOMAINS.length);
    for (const { name } of DOMAINS) {
      const profile = profileOf(name);
      const resource = functions[logicalIdOf(prod, name)] as Resource;
      expect(resource, `function of ${name}`).toBeDefined();
      expect(resource.Properties).toMatchObject({
        Architectures: ["arm64"],
        Handler: "index.handler",
        MemorySize: profile.memoryMb,
        Timeout: profile.timeoutSeconds,
        ReservedConcurrentExecutions: 50,
        LoggingConfig: { LogGroup: expect.anything() },
      });
      const env = (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(env).toMatchObject({ LOG_LEVEL: "info" });
      // Source maps are deployed but not parsed on every cold start (product-function.ts).
      expect(env).not.toHaveProperty("NODE_OPTIONS");
      expect(Object.keys(env)).toEqual(expect.arrayContaining(["TABLE_NAME", "PUBLIC_BASE_URL"]));
      expect(lambdaEntryOf(name)).toMatch(new RegExp(`functions/src/${name}/lambda\\.ts$`));
    }
  });

  it("tells the mailing domains where support mail goes when supportMailTo is set, and nobody else", () => {
    const custom = synthProduct({ context: { stage: "prod", supportMailTo: "support@skola.example.se" } });
    const functions = custom.main.findResources("AWS::Lambda::Function", {
      Properties: { Runtime: "nodejs24.x" },
    });
    const envOf = (domain: string) =>
      (
        functions[logicalIdOf(custom, domain)]!.Properties.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;
    expect(envOf("reports").SUPPORT_MAIL_TO).toBe("support@skola.example.se");
    expect(envOf("students").SUPPORT_MAIL_TO).toBeUndefined();
    const defaults = prod.main.findResources("AWS::Lambda::Function", {
      Properties: { Runtime: "nodejs24.x" },
    });
    const reports = defaults[logicalIdOf(prod, "reports")]!.Properties.Environment as {
      Variables: Record<string, unknown>;
    };
    expect(reports.Variables.SUPPORT_MAIL_TO).toBeUndefined();
  });

  it("gives every function the signing key and the origin secret and their ARNs, read-only", () => {
    const refOf = (secret: Secret) => ({
      Ref: Stack.of(secret).getLogicalId(secret.node.defaultChild as never),
    });
    const { signingKey, originSecret } = prod.product.main;
    const resources = prod.main.toJSON().Resources as Record<string, Resource>;
    for (const { name } of DOMAINS) {
      const statements = statementsOf(prod, name);
      const read = statements.find((s) => actionsOf(s).includes("secretsmanager:GetSecretValue"));
      expect(read, name).toBeDefined();
      expect(read!.Resource).toEqual(expect.arrayContaining([refOf(signingKey), refOf(originSecret)]));
      expect(read!.Resource).toHaveLength(2);
      const environment = (
        resources[logicalIdOf(prod, name)]!.Properties.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;
      expect(environment, name).toMatchObject({
        SIGNING_KEY_SECRET_ARN: refOf(signingKey),
        ORIGIN_SECRET_ARN: refOf(originSecret),
      });
      expect(statements.flatMap(actionsOf).filter((a) => a.startsWith("secretsmanager:"))).toEqual([
        "secretsmanager:GetSecretValue",
      ]);
    }
  });

  it("grants table access by key and index, never Scan, and none to health", () => {
    for (const { name } of DOMAINS) {
      const actions = statementsOf(prod, name).flatMap(actionsOf);
      expect(actions).not.toContain("dynamodb:Scan");
      expect(
        actions.some((a) => a.includes("*")),
        `${name} has no wildcard action`,
      ).toBe(false);
      if (profileOf(name).capabilities.includes("table")) {
        const table = statementsOf(prod, name).find((s) => actionsOf(s).includes("dynamodb:Query"))!;
        expect(JSON.stringify(table.Resource)).toContain(`/index/${TABLE_KEYS.indexes[0]!.name}`);
      }
    }
    expect(
      statementsOf(prod, "health")
        .flatMap(actionsOf)
        .some((a) => a.startsWith("dynamodb:")),
    ).toBe(false);
  });

  it("lets only the domains that send mail use SES, from the configured sender only", () => {
    const send = statementsOf(prod, "auth").find((s) => actionsOf(s).includes("ses:SendEmail"));
    expect(send?.Condition).toEqual({ StringEquals: { "ses:FromAddress": prod.product.config.mailFrom } });
    expect(JSON.stringify(send?.Resource)).toContain(`identity/${prod.product.config.mailFrom}`);
    expect(statementsOf(prod, "health").flatMap(actionsOf)).not.toContain("ses:SendEmail");
  });

  it("writes each function's logs to its own KMS-encrypted group with the stage's retention", () => {
    const groups = prod.main.findResources("AWS::Logs::LogGroup");
    expect(Object.keys(groups).length).toBeGreaterThanOrEqual(DOMAINS.length + 2);
    for (const group of Object.values(groups) as Resource[]) {
      expect(group.Properties.RetentionInDays).toBe(365);
      expect(group.Properties.KmsKeyId).toBeDefined();
      expect(group.DeletionPolicy).toBe("Retain");
    }
    for (const group of Object.values(dev.main.findResources("AWS::Logs::LogGroup")) as Resource[])
      expect(group.Properties.RetentionInDays).toBe(30);
  });

  it("gives no role an AWS-managed policy", () => {
    const roles = Object.values(prod.main.findResources("AWS::IAM::Role")) as Resource[];
    expect(roles.length).toBeGreaterThan(DOMAINS.length);
    for (const role of roles) expect(JSON.stringify(role.Properties)).not.toContain(":iam::aws:policy/");
  });
});

describe("HTTP API", () => {
  it("routes each segment a router serves to its own domain's function, and nothing per endpoint", () => {
    const routes = templateRoutes(prod.main);
    const prefixes = apiPrefixesOf(DOMAINS);
    const expected = prefixes.flatMap((p) => [
      ...(p.bare ? [{ key: `ANY ${p.path}`, domain: p.domain }] : []),
      ...(p.nested ? [{ key: `ANY ${p.path}/{proxy+}`, domain: p.domain }] : []),
    ]);
    expect(routes.map((r) => r.routeKey).sort()).toEqual(
      [...expected.map((e) => e.key), "ANY /api", "ANY /api/{proxy+}"].sort(),
    );
    for (const { key, domain } of expected)
      expect(routes.find((r) => r.routeKey === key)!.target, key).toContain(logicalIdOf(prod, domain));
    expect(routes.length).toBeLessThan(routerEndpoints(DOMAINS).length);
    const resources = prod.main.findResources("AWS::ApiGatewayV2::Route") as Record<string, Resource>;
    for (const route of Object.values(resources))
      expect(route.Properties.AuthorizationType ?? "NONE").toBe("NONE");
  });

  it("brings every router endpoint to exactly one route, integrated with its own domain's function", () => {
    const routes = templateRoutes(prod.main);
    for (const endpoint of routerEndpoints(DOMAINS)) {
      for (const path of samplePaths(endpoint.path)) {
        const chosen = selectRoutes(routes, endpoint.method, `/api${path}`);
        expect(chosen, `${endpoint.method} /api${path}`).toHaveLength(1);
        expect(chosen[0]!.target, `${endpoint.method} /api${path} -> ${endpoint.domain}`).toContain(
          logicalIdOf(prod, endpoint.domain),
        );
      }
    }
  });

  it("sends a path outside every segment to the health function (the product's 404), the bare /api included", () => {
    const routes = templateRoutes(prod.main);
    for (const path of ["/api/no-such-segment", "/api/no-such-segment/x/y", "/api/Tickets"]) {
      const chosen = selectRoutes(routes, "GET", path);
      expect(chosen.map((r) => r.routeKey)).toEqual(["ANY /api/{proxy+}"]);
      expect(chosen[0]!.target).toContain(logicalIdOf(prod, "health"));
    }
    // {proxy+} needs one segment at least: the bare /api has a route of its own, or API Gateway answers its own 404.
    const bare = selectRoutes(routes, "GET", "/api");
    expect(bare.map((r) => r.routeKey)).toEqual(["ANY /api"]);
    expect(bare[0]!.target).toContain(logicalIdOf(prod, "health"));
  });

  it("throttles the default stage by the stage's limits and logs route keys, not paths", () => {
    prod.main.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
      StageName: "$default",
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 },
      AccessLogSettings: { Format: Match.stringLikeRegexp("\\$context.routeKey") },
    });
    const format = JSON.stringify(prod.main.findResources("AWS::ApiGatewayV2::Stage"));
    expect(format).not.toContain("$context.path");
    dev.main.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
      DefaultRouteSettings: { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
    });
  });

  it("keeps no caller address, browser or request time in the API's access log (anonymous whistles)", () => {
    const stages = Object.values(prod.main.findResources("AWS::ApiGatewayV2::Stage")).filter(
      (stage) => stage.Properties.AccessLogSettings,
    );
    expect(stages).toHaveLength(1);
    const fields = JSON.parse(stages[0]!.Properties.AccessLogSettings.Format as string) as Record<
      string,
      string
    >;
    expect(Object.keys(fields).sort()).toEqual([
      "integrationError",
      "integrationLatencyMs",
      "latencyMs",
      "requestId",
      "responseLength",
      "routeKey",
      "status",
    ]);
    for (const value of Object.values(fields)) {
      expect(value).not.toMatch(/sourceIp|userAgent|requestTime|\$context\.identity/);
    }
  });

  it("keeps no log line of an anonymous sender's request: its paths go through an API whose stage keeps no access log", () => {
    const anonymous = anonymousPathsOf(DOMAINS);
    expect(anonymous.flatMap((a) => a.patterns).sort()).toEqual(
      ["/api/external", "/api/external/*", "/api/whistle"].sort(),
    );
    const apis = prod.main.findResources("AWS::ApiGatewayV2::Api");
    expect(Object.keys(apis)).toHaveLength(2);
    const stages = Object.values(prod.main.findResources("AWS::ApiGatewayV2::Stage")) as Resource[];
    const unlogged = stages.filter((stage) => !stage.Properties.AccessLogSettings);
    expect(unlogged).toHaveLength(1);
    const unloggedApi = (unlogged[0]!.Properties.ApiId as { Ref: string }).Ref;
    expect(unlogged[0]!.Properties).toMatchObject({
      StageName: "$default",
      DefaultRouteSettings: { ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 },
    });
    // That API serves the anonymous paths (with their own functions) and nothing else but the product's 404.
    const routes = (Object.values(prod.main.findResources("AWS::ApiGatewayV2::Route")) as Resource[]).filter(
      (route) => (route.Properties.ApiId as { Ref: string }).Ref === unloggedApi,
    );
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual(
      [
        "ANY /api",
        "ANY /api/{proxy+}",
        "ANY /api/external",
        "ANY /api/external/{proxy+}",
        "ANY /api/whistle",
      ].sort(),
    );
    // CloudFront sends exactly those paths there, ahead of /api/*, with the same settings as every /api path.
    const config = (Object.values(prod.main.findResources("AWS::CloudFront::Distribution"))[0] as Resource)
      .Properties.DistributionConfig as {
      CacheBehaviors: Record<string, unknown>[];
      Origins: { Id: string; DomainName: unknown }[];
    };
    const patterns = config.CacheBehaviors.map((b) => b.PathPattern as string);
    const api = config.CacheBehaviors.find((b) => b.PathPattern === "/api/*")!;
    const originOf = (b: Record<string, unknown>) => config.Origins.find((o) => o.Id === b.TargetOriginId)!;
    for (const pattern of anonymous.flatMap((a) => a.patterns)) {
      const behavior = config.CacheBehaviors.find((b) => b.PathPattern === pattern);
      expect(behavior, `${pattern} among ${patterns.join(", ")}`).toBeDefined();
      expect(patterns.indexOf(pattern), pattern).toBeLessThan(patterns.indexOf("/api/*"));
      expect(JSON.stringify(originOf(behavior!).DomainName), pattern).toContain(unloggedApi);
      const { TargetOriginId: _t, PathPattern: _p, ...settings } = behavior!;
      const { TargetOriginId: _a, PathPattern: _b, ...apiSettings } = api;
      expect(settings, pattern).toEqual(apiSettings);
    }
    expect(JSON.stringify(originOf(api).DomainName)).not.toContain(unloggedApi);
  });

  it("drops the platform's per-invocation lines (START, END, REPORT) of the functions that serve anonymous senders", () => {
    for (const { domain } of anonymousPathsOf(DOMAINS))
      prod.main.hasResourceProperties("AWS::Lambda::Function", {
        Description: `The ${domain} part of the product`,
        LoggingConfig: { LogFormat: "JSON", SystemLogLevel: "WARN", LogGroup: Match.anyValue() },
      });
    prod.main.hasResourceProperties("AWS::Lambda::Function", {
      Description: "The tickets part of the product",
      LoggingConfig: Match.objectEquals({ LogGroup: Match.anyValue() }),
    });
  });

  it("lets API Gateway invoke each function once per API, not once per route, and the hourly schedule one", () => {
    const permissions = Object.values(prod.main.findResources("AWS::Lambda::Permission")) as Resource[];
    const by = (principal: string) =>
      permissions.filter((permission) => permission.Properties.Principal === principal).length;
    // The anonymous senders' API invokes their functions and the 404's (health) too.
    const anonymousApiCallers = anonymousPathsOf(DOMAINS).length + 1;
    expect(by("apigateway.amazonaws.com")).toBe(DOMAINS.length + anonymousApiCallers);
    // The whistle notices' hourly batch (infra/lib/schedules.ts) is the only other caller.
    expect(by("events.amazonaws.com")).toBe(1);
    expect(permissions).toHaveLength(DOMAINS.length + anonymousApiCallers + 1);
    prod.main.hasResourceProperties("AWS::Lambda::Permission", {
      Principal: "apigateway.amazonaws.com",
      SourceArn: Match.anyValue(),
    });
  });
});

describe("data", () => {
  it("has one on-demand table with the functions' key names, TTL, 35 days of PITR, deletion protection and RETAIN", () => {
    prod.main.resourceCountIs("AWS::DynamoDB::GlobalTable", 1);
    prod.main.hasResource("AWS::DynamoDB::GlobalTable", {
      DeletionPolicy: "Retain",
      UpdateReplacePolicy: "Retain",
      Properties: {
        BillingMode: "PAY_PER_REQUEST",
        KeySchema: [
          { AttributeName: TABLE_KEYS.partitionKey, KeyType: "HASH" },
          { AttributeName: TABLE_KEYS.sortKey, KeyType: "RANGE" },
        ],
        GlobalSecondaryIndexes: TABLE_KEYS.indexes.map((index) =>
          Match.objectLike({
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: "HASH" },
              { AttributeName: index.sortKey, KeyType: "RANGE" },
            ],
          }),
        ),
        TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttl, Enabled: true },
        SSESpecification: { SSEEnabled: true, SSEType: "KMS" },
        Replicas: [
          Match.objectLike({
            Region: "eu-north-1",
            DeletionProtectionEnabled: true,
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 35 },
          }),
        ],
      },
    });
  });

  it("lets a throw-away stage be deleted, through context alone", () => {
    dev.main.hasResource("AWS::DynamoDB::GlobalTable", {
      DeletionPolicy: "Delete",
      Properties: { Replicas: [Match.objectLike({ DeletionProtectionEnabled: false })] },
    });
    // The same resources in both stages: only values differ.
    const types = (t: Template) =>
      Object.values(t.toJSON().Resources as Record<string, Resource>)
        .map((r) => r.Type)
        .sort();
    expect(types(dev.main)).toEqual(types(prod.main));
    expect(types(dev.edge)).toEqual(types(prod.edge));
  });

  it("keeps the pupil-data buckets private, versioned, KMS-encrypted, logged, TLS-only and retained", () => {
    const data = prod.product.main.data;
    for (const bucket of [data.filesBucket, data.lessonPlanBucket]) {
      const id = Stack.of(bucket).getLogicalId(bucket.node.defaultChild as never);
      const resource = prod.main.toJSON().Resources[id] as Resource;
      expect(resource.DeletionPolicy).toBe("Retain");
      expect(resource.Properties).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        VersioningConfiguration: { Status: "Enabled" },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [
            expect.objectContaining({
              BucketKeyEnabled: true,
              ServerSideEncryptionByDefault: expect.objectContaining({ SSEAlgorithm: "aws:kms" }),
            }),
          ],
        },
        LoggingConfiguration: expect.objectContaining({ DestinationBucketName: expect.anything() }),
      });
      // CORS for the site's own origin only.
      const cors = (resource.Properties.CorsConfiguration as { CorsRules: { AllowedOrigins: unknown[] }[] })
        .CorsRules;
      expect(cors).toHaveLength(1);
      expect(JSON.stringify(cors[0]!.AllowedOrigins)).toContain("SiteDistribution");
      expect(JSON.stringify(cors[0]!.AllowedOrigins)).not.toContain('"*"');
      prod.main.hasResourceProperties("AWS::S3::BucketPolicy", {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: "Deny",
              Action: "s3:*",
              Condition: { Bool: { "aws:SecureTransport": "false" } },
            }),
          ]),
        },
      });
    }
  });

  it("keeps the signing key in Secrets Manager: 64 random characters, encrypted with the data key", () => {
    prod.main.hasResourceProperties("AWS::SecretsManager::Secret", {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true, IncludeSpace: false },
      KmsKeyId: Match.anyValue(),
    });
    prod.main.hasResource("AWS::SecretsManager::Secret", { DeletionPolicy: "Retain" });
  });
});

describe("web site", () => {
  const distributionConfig = (t: Template) =>
    (Object.values(t.findResources("AWS::CloudFront::Distribution"))[0] as Resource).Properties
      .DistributionConfig as Record<string, unknown> & {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
    };

  it("serves the SPA from a private bucket through origin access control, with the SPA fallback function", () => {
    const config = distributionConfig(prod.main);
    expect(config.DefaultRootObject).toBe("index.html");
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: "redirect-to-https",
      FunctionAssociations: [expect.objectContaining({ EventType: "viewer-request" })],
    });
    prod.main.hasResourceProperties("AWS::CloudFront::OriginAccessControl", {
      OriginAccessControlConfig: { OriginAccessControlOriginType: "s3", SigningBehavior: "always" },
    });
    // No error-page mapping: it would turn the API's own 403/404 answers into index.html.
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it("sends /api/* to the HTTP API, uncached, with every viewer header but Host (Authorization, X-Forwarded-For)", () => {
    const api = distributionConfig(prod.main).CacheBehaviors.find((b) => b.PathPattern === "/api/*");
    expect(api).toMatchObject({
      // Managed policies: CachingDisabled and AllViewerExceptHostHeader.
      CachePolicyId: "4135ea2d-6df8-44a3-9df3-4b5a84be39ad",
      OriginRequestPolicyId: "b689b0a8-53d0-40ab-baf2-68738e2966ac",
      ViewerProtocolPolicy: "https-only",
      AllowedMethods: expect.arrayContaining(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]),
    });
    const origins = distributionConfig(prod.main).Origins as {
      Id: string;
      DomainName: unknown;
      CustomOriginConfig?: unknown;
    }[];
    const apiOrigin = origins.find((o) => o.Id === api!.TargetOriginId)!;
    expect(JSON.stringify(apiOrigin.DomainName)).toContain(".execute-api.eu-north-1.");
    expect(apiOrigin.CustomOriginConfig).toEqual({
      OriginProtocolPolicy: "https-only",
      OriginSSLProtocols: ["TLSv1.2"],
    });
  });

  it("sends the bare /api to the HTTP API as /api/* goes, so it answers the API's JSON 404, never the web app", () => {
    const config = distributionConfig(prod.main);
    const api = config.CacheBehaviors.find((b) => b.PathPattern === "/api/*")!;
    const bare = config.CacheBehaviors.find((b) => b.PathPattern === "/api");
    expect(bare).toEqual({ ...api, PathPattern: "/api" });
    // Neither runs the SPA fallback, and no error-page mapping turns the API's 404 into index.html.
    for (const behavior of [api, bare!]) expect(behavior.FunctionAssociations).toBeUndefined();
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it("adds the origin secret to every /api request as a deploy-time reference, never its value in the template", () => {
    const origins = distributionConfig(prod.main).Origins as {
      DomainName: unknown;
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    }[];
    const apiOrigin = origins.find((o) => JSON.stringify(o.DomainName).includes(".execute-api."))!;
    const secret = prod.product.main.originSecret;
    const secretId = Stack.of(secret).getLogicalId(secret.node.defaultChild as never);
    expect(apiOrigin.OriginCustomHeaders).toHaveLength(1);
    const [header] = apiOrigin.OriginCustomHeaders!;
    expect(header!.HeaderName).toBe(ORIGIN_VERIFY_HEADER);
    // {{resolve:secretsmanager:<arn>:SecretString:::}} built from the secret's Ref: resolved by CloudFormation.
    const value = JSON.stringify(header!.HeaderValue);
    expect(value).toContain("{{resolve:secretsmanager:");
    expect(value).toContain(`"Ref":"${secretId}"`);
    prod.main.hasResourceProperties("AWS::SecretsManager::Secret", {
      GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true, IncludeSpace: false },
      KmsKeyId: Match.anyValue(),
    });
  });

  it("sends the local server's security headers on every answer", () => {
    prod.main.hasResourceProperties("AWS::CloudFront::ResponseHeadersPolicy", {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentSecurityPolicy: {
            ContentSecurityPolicy: WEB_SECURITY_HEADERS["Content-Security-Policy"],
            Override: true,
          },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 31536000,
            IncludeSubdomains: true,
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: "DENY", Override: true },
          ReferrerPolicy: { ReferrerPolicy: WEB_SECURITY_HEADERS["Referrer-Policy"], Override: true },
        },
      },
    });
    expect(WEB_SECURITY_HEADERS["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    const config = distributionConfig(prod.main);
    const policies = [config.DefaultCacheBehavior, ...config.CacheBehaviors].map(
      (b) => b.ResponseHeadersPolicyId,
    );
    expect(new Set(policies.map((p) => JSON.stringify(p))).size).toBe(1);
  });

  it("keeps no CloudFront request log with viewers' addresses (anonymous whistles)", () => {
    for (const synth of [prod, dev]) {
      expect(distributionConfig(synth.main).Logging).toBeUndefined();
      // Neither standard logging v2 (CloudWatch Logs delivery) nor a realtime log takes its place.
      for (const type of [
        "AWS::Logs::DeliverySource",
        "AWS::Logs::Delivery",
        "AWS::CloudFront::RealtimeLogConfig",
      ])
        synth.main.resourceCountIs(type, 0);
    }
    // What CloudFront wrote before goes within a day.
    prod.main.hasResourceProperties("AWS::S3::Bucket", {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: "cloudfront/",
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          }),
        ]),
      },
    });
  });

  it("has the WAF web ACL, no standard logs, and TLS 1.2+ with the stage's certificate when a domain is set", () => {
    const config = distributionConfig(prod.main);
    expect(JSON.stringify(config.WebACLId)).toContain("WebAclArn");

    const custom = synthProduct({
      context: {
        stage: "prod",
        domainName: "elevhalsa.example.se",
        certificateArn: "arn:aws:acm:us-east-1:123456789012:certificate/0f0e",
      },
    });
    expect(distributionConfig(custom.main)).toMatchObject({
      Aliases: ["elevhalsa.example.se"],
      ViewerCertificate: {
        AcmCertificateArn: "arn:aws:acm:us-east-1:123456789012:certificate/0f0e",
        MinimumProtocolVersion: "TLSv1.2_2021",
        SslSupportMethod: "sni-only",
      },
    });
    // Links in mails and the buckets' CORS use the custom domain.
    custom.main.hasResourceProperties("AWS::Lambda::Function", {
      Environment: { Variables: Match.objectLike({ PUBLIC_BASE_URL: "https://elevhalsa.example.se" }) },
    });
    custom.main.hasResourceProperties("AWS::S3::Bucket", {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedOrigins: ["https://elevhalsa.example.se"] })],
      },
    });
  });

  it("uploads web/dist in two steps (hashed assets cached for a year, pages revalidated) and invalidates", () => {
    prod.main.resourceCountIs("Custom::CDKBucketDeployment", 2);
    prod.main.hasResourceProperties("Custom::CDKBucketDeployment", {
      Include: ["assets/*"],
      SystemMetadata: { "cache-control": "public, max-age=31536000, immutable" },
      Prune: false,
    });
    prod.main.hasResourceProperties("Custom::CDKBucketDeployment", {
      Exclude: ["assets/*"],
      SystemMetadata: { "cache-control": "no-cache" },
      DistributionId: Match.anyValue(),
      DistributionPaths: ["/*"],
    });
  });

  it("serves index.html for app pages and files as they are (the CloudFront function itself)", () => {
    const handler = new Function(`${SPA_FALLBACK_FUNCTION_CODE}; return handler;`)() as (event: {
      request: { uri: string };
    }) => { uri: string };
    const uriFor = (uri: string) => handler({ request: { uri } }).uri;
    expect(uriFor("/")).toBe("/index.html");
    expect(uriFor("/students/42")).toBe("/index.html");
    expect(uriFor("/login")).toBe("/index.html");
    expect(uriFor("/assets/app-1a2b.js")).toBe("/assets/app-1a2b.js");
    expect(uriFor("/favicon.svg")).toBe("/favicon.svg");
  });
});

describe("WAF", () => {
  it("is a CloudFront web ACL in us-east-1 with a general and a stricter sign-in/code rate rule per IP", () => {
    expect(prod.product.edge.region).toBe("us-east-1");
    const acl = Object.values(prod.edge.findResources("AWS::WAFv2::WebACL"))[0] as Resource;
    expect(acl.Properties.Scope).toBe("CLOUDFRONT");
    const rules = acl.Properties.Rules as {
      Name: string;
      Action?: unknown;
      Statement: {
        RateBasedStatement?: { Limit: number; AggregateKeyType: string; ScopeDownStatement?: unknown };
      };
    }[];
    const strict = rules.find((r) => r.Name === "rate-limit-sign-in-and-codes")!;
    const all = rules.find((r) => r.Name === "rate-limit-all")!;
    expect(strict.Statement.RateBasedStatement).toMatchObject({ Limit: 100, AggregateKeyType: "IP" });
    expect(all.Statement.RateBasedStatement).toMatchObject({ Limit: 3000, AggregateKeyType: "IP" });
    expect(all.Statement.RateBasedStatement!.ScopeDownStatement).toBeUndefined();
    expect(strict.Action).toEqual({ Block: {} });
    const scope = JSON.stringify(strict.Statement.RateBasedStatement!.ScopeDownStatement);
    for (const prefix of prod.product.config.waf.strictPathPrefixes) expect(scope).toContain(`"${prefix}"`);
    expect(scope).toContain('"/api/auth/login"');

    const devAcl = Object.values(dev.edge.findResources("AWS::WAFv2::WebACL"))[0] as Resource;
    expect(JSON.stringify(devAcl.Properties.Rules)).toContain('"Limit":50');
  });

  it("keeps no request of a whistle's sender: no WAF log, and no sampled requests (they hold address, path and time)", () => {
    for (const synth of [prod, dev]) {
      synth.edge.resourceCountIs("AWS::WAFv2::LoggingConfiguration", 0);
      const acl = Object.values(synth.edge.findResources("AWS::WAFv2::WebACL"))[0] as Resource;
      const configs = [
        acl.Properties.VisibilityConfig,
        ...(acl.Properties.Rules as { VisibilityConfig: unknown }[]).map((rule) => rule.VisibilityConfig),
      ] as { SampledRequestsEnabled: boolean; CloudWatchMetricsEnabled: boolean }[];
      for (const config of configs)
        expect(config).toMatchObject({ SampledRequestsEnabled: false, CloudWatchMetricsEnabled: true });
    }
  });
});

describe("alarms", () => {
  it("alarm on API 5xx, its p99 latency, and all functions' errors and throttles, into one encrypted topic", () => {
    prod.main.hasResourceProperties("AWS::SNS::Topic", { KmsMasterKeyId: Match.anyValue() });
    const alarms = Object.values(prod.main.findResources("AWS::CloudWatch::Alarm")) as Resource[];
    const topic = prod.product.main.monitoring.topic;
    const topicRef = { Ref: Stack.of(topic).getLogicalId(topic.node.defaultChild as never) };
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([topicRef]);
      expect(alarm.Properties.OKActions).toEqual([topicRef]);
    }
    const metric = (name: string, namespace: string) =>
      alarms.filter((a) => a.Properties.MetricName === name && a.Properties.Namespace === namespace);
    expect(metric("5xx", "AWS/ApiGateway")).toHaveLength(1);
    expect(metric("5xx", "AWS/ApiGateway")[0]!.Properties.Threshold).toBe(1);
    expect(metric("Latency", "AWS/ApiGateway")).toEqual([
      expect.objectContaining({
        Properties: expect.objectContaining({
          ExtendedStatistic: "p99",
          Threshold: 3000,
          EvaluationPeriods: 3,
          DatapointsToAlarm: 3,
        }),
      }),
    ]);
    const devAlarms = Object.values(dev.main.findResources("AWS::CloudWatch::Alarm")) as Resource[];
    expect(
      devAlarms
        .filter((a) => a.Properties.MetricName !== "Latency")
        .every((a) => a.Properties.Threshold === 10),
    ).toBe(true);
  });

  it("watches every function's errors and throttles in metric-math alarms of at most ten functions", () => {
    const functionIds = DOMAINS.map(({ name }) => logicalIdOf(prod, name));
    const alarms = Object.values(prod.main.findResources("AWS::CloudWatch::Alarm")) as Resource[];
    const summed = (metricName: string) => alarms.filter((a) => metricNamesOf(a).includes(metricName));
    for (const metricName of ["Errors", "Throttles"]) {
      const group = summed(metricName);
      expect(group, metricName).toHaveLength(Math.ceil(DOMAINS.length / FUNCTIONS_PER_ALARM));
      const watched = group.flatMap(functionRefsOf);
      expect(watched.sort(), metricName).toEqual([...functionIds].sort());
      for (const alarm of group) {
        const queries = alarm.Properties.Metrics as { Expression?: string; ReturnData: boolean }[];
        expect(queries.filter((q) => q.Expression === undefined).length).toBeLessThanOrEqual(10);
        expect(queries.find((q) => q.ReturnData)).toMatchObject({ Expression: "SUM(FILL(METRICS(), 0))" });
        expect(alarm.Properties.Threshold).toBe(1);
      }
    }
    // Two for the API, two per ten functions: not two per function.
    expect(alarms).toHaveLength(2 + 2 * Math.ceil(DOMAINS.length / FUNCTIONS_PER_ALARM));
  });

  it("has one dashboard with the API's traffic, errors and latency, each function's figures and every alarm", () => {
    const dashboards = Object.values(prod.main.findResources("AWS::CloudWatch::Dashboard")) as Resource[];
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const metric of ["Count", "4xx", "5xx", "Latency", "IntegrationLatency"])
      expect(body).toContain(`\\"AWS/ApiGateway\\",\\"${metric}\\"`);
    for (const { name } of DOMAINS) {
      const id = logicalIdOf(prod, name);
      expect(body.split(`{"Ref":"${id}"}`).length - 1, name).toBe(4);
    }
    for (const alarm of prod.product.main.monitoring.alarms)
      expect(body).toContain(Stack.of(alarm).getLogicalId(alarm.node.defaultChild as never));
  });

  it("lets CloudWatch alarms use the topic's key (or notifications would silently fail)", () => {
    prod.main.hasResourceProperties("AWS::KMS::Key", {
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: "cloudwatch.amazonaws.com" },
            Action: ["kms:Decrypt", "kms:GenerateDataKey"],
          }),
        ]),
      },
    });
  });
});

describe("response-streaming function for the support chat", () => {
  let chat: Synthesized;
  beforeAll(() => {
    chat = synthProduct({
      context: { stage: "prod", bedrockModelId: "eu.amazon.nova-lite-v1:0" },
      app: {
        supportChat: {
          entry: lambdaEntryOf("health"),
          profile: {
            capabilities: ["table", "signingKey", "ai"],
            memoryMb: 512,
            timeoutSeconds: 60,
          },
        },
      },
    });
  });

  it("has an IAM-only function URL in RESPONSE_STREAM mode, reached through CloudFront with origin access control", () => {
    chat.main.hasResourceProperties("AWS::Lambda::Url", {
      AuthType: "AWS_IAM",
      InvokeMode: "RESPONSE_STREAM",
    });
    chat.main.hasResourceProperties("AWS::CloudFront::OriginAccessControl", {
      OriginAccessControlConfig: { OriginAccessControlOriginType: "lambda", SigningBehavior: "always" },
    });
    const config = (Object.values(chat.main.findResources("AWS::CloudFront::Distribution"))[0] as Resource)
      .Properties.DistributionConfig as { CacheBehaviors: Record<string, unknown>[] };
    expect(config.CacheBehaviors.find((b) => b.PathPattern === "/api/support")).toMatchObject({
      CachePolicyId: "4135ea2d-6df8-44a3-9df3-4b5a84be39ad",
      AllowedMethods: expect.arrayContaining(["POST"]),
    });
    chat.main.hasResourceProperties("AWS::Lambda::Permission", {
      Action: "lambda:InvokeFunctionUrl",
      Principal: "cloudfront.amazonaws.com",
    });
    // Its URL takes only signed calls from CloudFront: it needs no origin secret and gets none.
    const chatFn = chat.product.main.supportChat!.productFunction.function;
    const chatResources = chat.main.toJSON().Resources as Record<string, Resource>;
    const chatEnv = (
      chatResources[Stack.of(chatFn).getLogicalId(chatFn.node.defaultChild as CfnFunction)]!.Properties
        .Environment as { Variables: Record<string, unknown> }
    ).Variables;
    expect(chatEnv).not.toHaveProperty("ORIGIN_SECRET_ARN");
    // Its errors and throttles are watched like the domains'.
    const chatId = chat.product.main.getLogicalId(chatFn.node.defaultChild as CfnFunction);
    const alarms = Object.values(chat.main.findResources("AWS::CloudWatch::Alarm")) as Resource[];
    for (const metricName of ["Errors", "Throttles"])
      expect(
        alarms.filter((a) => metricNamesOf(a).includes(metricName)).flatMap(functionRefsOf),
        metricName,
      ).toContain(chatId);
  });

  it("may invoke only the configured model, through its inference profile", () => {
    const fn = chat.product.main.supportChat!.productFunction;
    const resources = chat.main.toJSON().Resources as Record<string, Resource>;
    const statements = (
      resources[Stack.of(fn).getLogicalId(fn.policy.node.defaultChild as never)]!.Properties
        .PolicyDocument as {
        Statement: PolicyStatementJson[];
      }
    ).Statement;
    const profileArn = "arn:aws:bedrock:eu-north-1:123456789012:inference-profile/eu.amazon.nova-lite-v1:0";
    expect(statements.find((s) => s.Sid === "BedrockProfile")).toMatchObject({
      Action: ["bedrock:InvokeModel", "bedrock:InvokeModelWithResponseStream"],
      Resource: profileArn,
    });
    expect(statements.find((s) => s.Sid === "BedrockModelViaProfile")).toMatchObject({
      Resource: "arn:aws:bedrock:*::foundation-model/amazon.nova-lite-v1:0",
      Condition: { StringEquals: { "bedrock:InferenceProfileArn": profileArn } },
    });
    expect(statements.some((s) => actionsOf(s).some((a) => a.startsWith("s3:")))).toBe(false);
    const env = (
      resources[Stack.of(fn).getLogicalId(fn.function.node.defaultChild as CfnFunction)]!.Properties
        .Environment as { Variables: Record<string, unknown> }
    ).Variables;
    expect(env).toMatchObject({ BEDROCK_MODEL_ID: "eu.amazon.nova-lite-v1:0" });
    expect(env.FILES_BUCKET).toBeUndefined();
    // The distribution's address would be a dependency cycle here; without a custom domain it is left out.
    expect(env.PUBLIC_BASE_URL).toBeUndefined();
  });

  it("refuses a bucket for the streaming function instead of making a dependency cycle", () => {
    expect(() =>
      synthProduct({
        context: { stage: "prod" },
        app: {
          supportChat: {
            entry: lambdaEntryOf("health"),
            profile: { capabilities: ["signingKey", "files"], memoryMb: 512, timeoutSeconds: 60 },
          },
        },
      }),
    ).toThrow(/cannot use the files bucket/);
  });

  it("grants a plain foundation model id without any wildcard", () => {
    const plain = synthProduct({
      context: { stage: "prod", bedrockModelId: "amazon.nova-lite-v1:0" },
      app: {
        supportChat: {
          entry: lambdaEntryOf("health"),
          profile: { capabilities: ["signingKey", "ai"], memoryMb: 512, timeoutSeconds: 60 },
        },
      },
    });
    plain.main.hasResourceProperties("AWS::IAM::ManagedPolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Sid: "BedrockModel",
            Resource: "arn:aws:bedrock:eu-north-1::foundation-model/amazon.nova-lite-v1:0",
          }),
        ]),
      },
    });
  });
});

describe("bucket capabilities of a domain function", () => {
  it("grants object access to one bucket and its key, only through S3, and names the bucket in the environment", () => {
    const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
    const stack = new Stack(app, "S", { env: { account: "123456789012", region: "eu-north-1" } });
    const data = new DataStore(stack, "Data", { removalPolicy: "retain" });
    const fn = new ProductFunction(stack, "Files", {
      name: "files",
      entry: lambdaEntryOf("health"),
      profile: { capabilities: ["files"], memoryMb: 512, timeoutSeconds: 10 },
      resources: {
        table: data.table,
        dataKey: data.dataKey,
        logsKey: new Key(stack, "Logs"),
        signingKey: new Secret(stack, "Secret"),
        originSecret: new Secret(stack, "Origin"),
        filesBucket: data.filesBucket,
        lessonPlanBucket: data.lessonPlanBucket,
        mailFrom: "no-reply@example.se",
        supportMailTo: undefined,
        bedrockModelId: "amazon.nova-lite-v1:0",
        publicBaseUrl: "https://elevhalsa.example.se",
        logLevel: "info",
        logRetentionDays: 30,
        removalPolicy: "retain",
        reservedConcurrency: 2,
      },
    });
    const template = Template.fromStack(stack);
    const bucketId = stack.getLogicalId(data.filesBucket.node.defaultChild as never);
    template.hasResourceProperties("AWS::IAM::ManagedPolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Sid: "FilesBucket",
            Action: ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
            Resource: { "Fn::Join": ["", [{ "Fn::GetAtt": [bucketId, "Arn"] }, "/*"]] },
          }),
          Match.objectLike({
            Sid: "DataKeyViaS3",
            Condition: { StringEquals: { "kms:ViaService": "s3.eu-north-1.amazonaws.com" } },
          }),
        ]),
      },
    });
    const policy = JSON.stringify(template.findResources("AWS::IAM::ManagedPolicy"));
    expect(policy).not.toContain(stack.getLogicalId(data.lessonPlanBucket.node.defaultChild as never));
    template.hasResourceProperties("AWS::Lambda::Function", {
      Environment: { Variables: Match.objectLike({ FILES_BUCKET: { Ref: bucketId } }) },
    });
    expect(fn.function.runtime.name).toBe("nodejs24.x");
  });
});
