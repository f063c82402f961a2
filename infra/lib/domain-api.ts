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
import type { ApiRoute } from "./routes.js";

export interface DomainApiProps {
  throttle: { rateLimit: number; burstLimit: number };
  logsKey: IKey;
  logRetentionDays: number;
  removalPolicy: "retain" | "destroy";
}

/**
 * The HTTP API in front of the domain functions. Its routes are exactly the ones the routers declare (derived,
 * never copied), each integrated with its domain's function; the default stage is throttled and access-logged
 * with the route pattern (never the concrete path, which may carry a one-time token).
 */
export class DomainApi extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Every route added, the catch-all last. */
  readonly routes: HttpRoute[] = [];

  constructor(scope: Construct, id: string, props: DomainApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, "Api", {
      description: "The product's API: one route per router route, one function per domain",
      createDefaultStage: false,
    });
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
            time: "$context.requestTime",
            ip: "$context.identity.sourceIp",
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
   * Adds one route per router route, integrated with its domain's function, and a catch-all for /api/* that the
   * fallback domain's app answers, so an unknown path gets the product's own 404 body.
   */
  addDomainRoutes(
    routes: readonly ApiRoute[],
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

    for (const route of routes) {
      this.routes.push(
        ...this.httpApi.addRoutes({
          path: route.path,
          methods: [HttpMethod[route.method]],
          integration: integrationOf(route.domain),
        }),
      );
    }
    this.routes.push(
      ...this.httpApi.addRoutes({
        path: "/api/{proxy+}",
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
