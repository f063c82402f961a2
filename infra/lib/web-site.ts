import { DefaultStackSynthesizer, Duration, RemovalPolicy, Stack, Token } from "aws-cdk-lib";
import type { IHttpApi } from "aws-cdk-lib/aws-apigatewayv2";
import { Certificate } from "aws-cdk-lib/aws-certificatemanager";
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type AddBehaviorOptions,
} from "aws-cdk-lib/aws-cloudfront";
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import { ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import type { IKey } from "aws-cdk-lib/aws-kms";
import type { IFunctionUrl } from "aws-cdk-lib/aws-lambda";
import { LogGroup } from "aws-cdk-lib/aws-logs";
import type { ISecret } from "aws-cdk-lib/aws-secretsmanager";
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type CfnBucket,
  type IBucket,
} from "aws-cdk-lib/aws-s3";
import { BucketDeployment, CacheControl, Source } from "aws-cdk-lib/aws-s3-deployment";
import { Construct } from "constructs";
import { ORIGIN_VERIFY_HEADER } from "../../functions/src/core/origin-guard.js";
import { acknowledge } from "./nag.js";
import { responseHeadersFrom, SPA_FALLBACK_FUNCTION_CODE } from "./web-site-policies.js";

export interface WebSiteProps {
  httpApi: IHttpApi;
  /**
   * The API of the anonymous senders' paths (no access log) and the path patterns CloudFront sends to it, ahead of
   * /api/* (routes.ts `anonymousPathsOf`).
   */
  anonymousApi?: { httpApi: IHttpApi; pathPatterns: readonly string[] } | undefined;
  webDistDir: string;
  securityHeaders: Record<string, string>;
  webAclArn: string;
  accessLogsBucket: IBucket;
  logsKey: IKey;
  logRetentionDays: number;
  removalPolicy: "retain" | "destroy";
  domainName: string | undefined;
  certificateArn: string | undefined;
  /** CloudFront sends its value to the API in X-Origin-Verify; the functions refuse requests without it. */
  originSecret: ISecret;
}

/**
 * The site on one origin: the built SPA from a private bucket (origin access control), the anonymous senders' paths
 * to the API that keeps no access log, `/api` and `/api/*` to the HTTP API
 * (never cached, every viewer header but Host forwarded, so Authorization, X-Active-Role, Accept-Language and
 * X-Forwarded-For reach the functions, plus the origin secret that tells the functions the request came this way), the security headers on every answer, the WAF web ACL, TLS 1.2 or newer
 * with a custom domain, no standard logs (anonymous whistles), and the upload of web/dist with an invalidation.
 */
export class WebSite extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly headersPolicy: ResponseHeadersPolicy;
  /** https://<host> the site answers on. */
  readonly origin: string;
  /** How every dynamic path is served: never cached, all viewer headers but Host forwarded. */
  private readonly dynamicBehavior: AddBehaviorOptions;

  constructor(scope: Construct, id: string, props: WebSiteProps) {
    super(scope, id);
    const removalPolicy = props.removalPolicy === "retain" ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.bucket = new Bucket(this, "Bucket", {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: "web/",
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      removalPolicy,
    });
    acknowledge(
      this.bucket,
      "HIPAA.Security-S3DefaultEncryptionKMS",
      "Holds only the public, built web app (no personal data), encrypted with S3-managed keys; a KMS key would " +
        "add a key policy for CloudFront and a KMS call per cache miss for nothing.",
    );
    acknowledge(
      this.bucket,
      "HIPAA.Security-S3BucketReplicationEnabled",
      "Holds only the built web app, which every deployment uploads again from the repository.",
    );

    const { securityHeadersBehavior, customHeaders } = responseHeadersFrom(props.securityHeaders);
    this.headersPolicy = new ResponseHeadersPolicy(this, "SecurityHeaders", {
      comment:
        "The product's security headers (shared/src/security-headers.ts, as the local server sends them)",
      securityHeadersBehavior,
      ...(customHeaders.length > 0 ? { customHeadersBehavior: { customHeaders } } : {}),
    });

    const spaFallback = new CloudFrontFunction(this, "SpaFallback", {
      code: FunctionCode.fromInline(SPA_FALLBACK_FUNCTION_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: "Serves index.html for the SPA's pages",
    });

    const region = Stack.of(this).region;
    this.dynamicBehavior = {
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.headersPolicy,
      compress: true,
    };

    const apiBehaviorOf = (httpApi: IHttpApi): AddBehaviorOptions & { origin: HttpOrigin } => ({
      origin: new HttpOrigin(`${httpApi.apiId}.execute-api.${region}.${Stack.of(this).urlSuffix}`, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        // A dynamic reference: CloudFormation resolves it at deploy time, the template never holds the value.
        // CloudFront replaces a viewer's header of the same name, so it cannot be forged through the site.
        customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
      }),
      ...this.dynamicBehavior,
    });
    const apiBehavior = apiBehaviorOf(props.httpApi);
    // CloudFront takes the first behaviour whose pattern matches: the anonymous senders' paths come first.
    const anonymous = props.anonymousApi;
    const anonymousBehavior = anonymous ? apiBehaviorOf(anonymous.httpApi) : undefined;
    const anonymousBehaviors = Object.fromEntries(
      (anonymous?.pathPatterns ?? []).map((pattern) => [pattern, anonymousBehavior!]),
    );

    const certificate = props.certificateArn
      ? Certificate.fromCertificateArn(this, "Certificate", props.certificateArn)
      : undefined;
    this.distribution = new Distribution(this, "Distribution", {
      comment: "The product: web app and /api",
      defaultRootObject: "index.html",
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.headersPolicy,
        compress: true,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      // The bare /api too (the pattern /api/* does not match it): every path under /api answers the API's JSON,
      // its 404 included, as locally; otherwise /api would fall to the default behaviour and get index.html.
      additionalBehaviors: { ...anonymousBehaviors, "/api": apiBehavior, "/api/*": apiBehavior },
      webAclId: props.webAclArn,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Europe and North America edges: the users are in Sweden.
      priceClass: PriceClass.PRICE_CLASS_100,
      // No standard logs: each line would hold the viewer's address, browser, the second and the query string of
      // every request, /api/external's whistles included (see the acknowledgement below).
      ...(certificate && props.domainName
        ? {
            certificate,
            domainNames: [props.domainName],
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });
    this.origin = props.domainName
      ? `https://${props.domainName}`
      : `https://${this.distribution.distributionDomainName}`;

    acknowledge(
      this.distribution,
      "AwsSolutions-CFR1",
      "Staff and guardians may use the service from abroad (travel, cross-border families); access is limited " +
        "by sign-in and the WAF rate rules instead of by country.",
    );
    acknowledge(
      this.distribution,
      "AwsSolutions-CFR3",
      "Anonymous whistles from the external page must not be traceable to their sender: a standard log line holds " +
        "the viewer's IP address, user agent, time to the second, path and query string (the QR link's school " +
        "code). The API's own access log (no address, browser or time) and the functions' logs cover operations.",
    );
    if (!certificate) {
      acknowledge(
        this.distribution,
        "AwsSolutions-CFR4",
        "Without a custom domain CloudFront serves the *.cloudfront.net certificate, whose TLS policy cannot be " +
          "set. Production sets domainName and certificateArn, and then the minimum is TLSv1.2_2021 (infra/README.md).",
      );
    }

    const deploymentLogs = new LogGroup(this, "DeploymentLogs", {
      retention: props.logRetentionDays,
      encryptionKey: props.logsKey,
      removalPolicy,
    });
    // Our own role, so the upload function gets no AWS-managed policy; BucketDeployment adds its S3 grants to it.
    const deploymentRole = new Role(this, "DeploymentRole", {
      assumedBy: new ServicePrincipal("lambda.amazonaws.com"),
      description: "Uploads the built web app and invalidates the CloudFront cache",
    });
    new ManagedPolicy(this, "DeploymentLogsPolicy", {
      roles: [deploymentRole],
      statements: [
        new PolicyStatement({
          actions: ["logs:CreateLogStream", "logs:PutLogEvents"],
          resources: [deploymentLogs.logGroupArn],
        }),
      ],
    });
    const assets = new BucketDeployment(this, "DeployAssets", {
      role: deploymentRole,
      sources: [Source.asset(props.webDistDir)],
      destinationBucket: this.bucket,
      // Hashed file names: cached for a year; old ones stay for clients still holding an old index.html.
      include: ["assets/*"],
      exclude: ["*"],
      prune: false,
      cacheControl: [CacheControl.fromString("public, max-age=31536000, immutable")],
      logGroup: deploymentLogs,
      memoryLimit: 512,
    });
    const pages = new BucketDeployment(this, "DeployPages", {
      role: deploymentRole,
      sources: [Source.asset(props.webDistDir)],
      destinationBucket: this.bucket,
      exclude: ["assets/*"],
      prune: false,
      cacheControl: [CacheControl.fromString("no-cache")],
      distribution: this.distribution,
      distributionPaths: ["/*"],
      logGroup: deploymentLogs,
      memoryLimit: 512,
    });
    // index.html must never point at assets that are not uploaded yet.
    pages.node.addDependency(assets);
    this.acknowledgeDeploymentHandler(deploymentRole);
  }

  /**
   * BucketDeployment runs one shared upload function (CDK's own, Python with the AWS CLI) with grants CDK
   * writes. It runs only during a deployment, with no pupil data, so its findings are acknowledged here, each on
   * the one resource it concerns.
   */
  private acknowledgeDeploymentHandler(role: Role): void {
    const stack = Stack.of(this);
    const handler = stack.node.children.find((child) =>
      child.node.id.startsWith("Custom::CDKBucketDeployment"),
    );
    const policy = role.node.tryFindChild("DefaultPolicy");
    if (!handler || !policy) throw new Error("BucketDeployment's handler or its policy was not found");
    const why = "CDK's BucketDeployment upload function, run only while deploying the public web app";
    acknowledge(
      handler,
      "AwsSolutions-L1",
      `${why}: CDK pins its Python runtime together with the AWS CLI layer.`,
    );
    acknowledge(
      handler,
      "HIPAA.Security-LambdaConcurrency",
      `${why}: runs once per deployment, never in parallel.`,
    );
    acknowledge(
      handler,
      "HIPAA.Security-LambdaDLQ",
      `${why}: invoked synchronously by CloudFormation, which reports failures.`,
    );
    acknowledge(handler, "HIPAA.Security-LambdaInsideVPC", `${why}: reaches only S3 and CloudFront APIs.`);
    acknowledge(
      policy,
      "HIPAA.Security-IAMNoInlinePolicy",
      `${why}: CDK adds its grants as this role's inline policy.`,
    );
    const account = Token.isUnresolved(stack.account) ? "<AWS::AccountId>" : stack.account;
    const qualifier = String(
      stack.node.tryGetContext("@aws-cdk/core:bootstrapQualifier") ??
        DefaultStackSynthesizer.DEFAULT_QUALIFIER,
    );
    const wildcards = [
      "Action::s3:GetBucket*",
      "Action::s3:GetObject*",
      "Action::s3:List*",
      "Action::s3:Abort*",
      "Action::s3:DeleteObject*",
      `Resource::arn:${stack.partition}:s3:::cdk-${qualifier}-assets-${account}-${stack.region}/*`,
      `Resource::<${stack.getLogicalId(this.bucket.node.defaultChild as CfnBucket)}.Arn>/*`,
      "Resource::*",
    ];
    for (const wildcard of wildcards)
      acknowledge(
        policy,
        `AwsSolutions-IAM5[${wildcard}]`,
        `${why}: reads the uploaded asset from CDK's asset bucket, syncs it into the site bucket and creates ` +
          "the CloudFront invalidation (which has no resource-level permission).",
      );
  }

  /**
   * Routes a path to a response-streaming function URL through CloudFront with origin access control (the URL
   * itself requires IAM auth), with the same headers and WAF as the rest of the site.
   */
  addStreamingRoute(pathPattern: string, url: IFunctionUrl): void {
    this.distribution.addBehavior(
      pathPattern,
      FunctionUrlOrigin.withOriginAccessControl(url),
      this.dynamicBehavior,
    );
  }
}
