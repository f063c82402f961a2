import { RemovalPolicy } from "aws-cdk-lib";
import {
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
  type HttpRoute,
} from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import { AccessLogFormat } from "aws-cdk-lib/aws-apigateway";
import type { IKey } from "aws-cdk-lib/aws-kms";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { LogGroup } from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import { acknowledge } from "./nag.js";
import type { ApiPrefix } from "./routes.js";

export interface DomainApiProps {
  throttle: { rateLimit: number; burstLimit: number };
  /**
   * False for the API of the anonymous senders' paths (the external page, a staff whistle): its stage keeps no
   * access log, since CloudWatch stamps each line with its time and the line would date the submission.
   */
  accessLog?: boolean;
  logsKey: IKey;
  logRetentionDays: number;
  removalPolicy: "retain" | "destroy";
}

/**
 * The HTTP API in front of the domain functions. It routes by first path segment: each segment a router serves
 * (derived from the router, never copied) goes to that domain's function, which answers everything below it, its
 * own 404 included; so the number of routes grows with segments, not endpoints (infra/README.md: resource budget).
 * The default stage is throttled and access-logged with the route key (never the concrete path, which may carry a
 * one-time token), and never the caller's address, user agent or the request's time. The anonymous senders' paths
 * get a second instance with `accessLog: false` (app-stack.ts): CloudWatch stamps every access-log line with its
 * time, so a line of a whistle would date it (infra/README.md, "Logs: what each keeps").
 */
export class DomainApi extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Every route added, the catch-all last. */
  readonly routes: HttpRoute[] = [];

  constructor(scope: Construct, id: string, props: DomainApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, "Api", {
      description:
        props.accessLog === false
          ? "The product's API for anonymous senders' paths (external page, staff whistle): no access log"
          : "The product's API: one function per domain, routed by the path segments its router serves",
      createDefaultStage: false,
    });
    if (props.accessLog === false) {
      this.stage = new HttpStage(this, "DefaultStage", {
        httpApi: this.httpApi,
        autoDeploy: true,
        throttle: props.throttle,
      });
      acknowledge(
        this.stage,
        "AwsSolutions-APIG1",
        "The stage of the anonymous senders' paths (the external page, a staff whistle): CloudWatch stamps each " +
          "access-log line with its time, so any line would date a whistle to the second. Requests are counted " +
          "by the API's per-minute metrics instead (infra/README.md, Logs).",
      );
      return;
    }
    const accessLogs = new LogGroup(this, "AccessLogs", {
      retention: props.logRetentionDays,
      encryptionKey: props.logsKey,
      removalPolicy: props.removalPolicy === "retain" ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, "DefaultStage", {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: "$context.requestId",
            routeKey: "$context.routeKey",
            status: "$context.status",
            responseLength: "$context.responseLength",
            latencyMs: "$context.responseLatency",
            integrationLatencyMs: "$context.integrationLatency",
            integrationError: "$context.integrationErrorMessage",
          }),
        ),
      },
    });
  }

  /**
   * Sends each segment to its domain's function (`ANY /api/<segment>` and/or `ANY /api/<segment>/{proxy+}`, as
   * the router serves them), and everything else under /api to the fallback domain's function, so an unknown path
   * gets the product's own 404 body. API Gateway prefers the longer literal match, so the catch-all never takes a
   * served segment's paths.
   */
  addDomainRoutes(
    prefixes: readonly ApiPrefix[],
    functions: ReadonlyMap<string, IFunction>,
    fallbackDomain: string,
  ) {
    const integrations = new Map<string, HttpLambdaIntegration>();
    const integrationOf = (domain: string) => {
      let integration = integrations.get(domain);
      if (!integration) {
        const fn = functions.get(domain);
        if (!fn) throw new Error(`No function for domain ${domain}`);
        // One invoke permission per function (for this API) rather than one per route.
        integration = new HttpLambdaIntegration(`${domain}Integration`, fn, {
          scopePermissionToRoute: false,
        });
        integrations.set(domain, integration);
      }
      return integration;
    };

    for (const prefix of prefixes) {
      const paths = [
        ...(prefix.bare ? [prefix.path] : []),
        ...(prefix.nested ? [`${prefix.path}/{proxy+}`] : []),
      ];
      for (const path of paths)
        this.routes.push(
          ...this.httpApi.addRoutes({
            path,
            methods: [HttpMethod.ANY],
            integration: integrationOf(prefix.domain),
          }),
        );
    }
    // {proxy+} needs a segment at least: the bare /api gets its own route, or API Gateway would answer its own 404.
    for (const path of ["/api", "/api/{proxy+}"])
      this.routes.push(
        ...this.httpApi.addRoutes({
          path,
          methods: [HttpMethod.ANY],
          integration: integrationOf(fallbackDomain),
        }),
      );

    for (const route of this.routes) {
      acknowledge(
        route,
        "AwsSolutions-APIG4",
        "The product authorizes in its own code on every request (session-bound tokens checked against the " +
          "user's roles and schools; architecture.md, Auth): an API Gateway authorizer cannot judge the active " +
          "role and school, and public routes (sign-in, external page) must stay open.",
      );
    }
  }
}
