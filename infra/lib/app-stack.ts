import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import { PolicyStatement, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { Key } from "aws-cdk-lib/aws-kms";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { Secret } from "aws-cdk-lib/aws-secretsmanager";
import type { Construct } from "constructs";
import { lambdaEntryOf } from "./bundling.js";
import { DataStore } from "./data.js";
import { DomainApi } from "./domain-api.js";
import { profileOf } from "./domain-profiles.js";
import { Monitoring } from "./monitoring.js";
import { acknowledge } from "./nag.js";
import { ProductFunction, type FunctionProfile, type FunctionResources } from "./product-function.js";
import { anonymousPathsOf, apiPrefixesOf, type DomainDefinition } from "./routes.js";
import { Schedules } from "./schedules.js";
import type { StageConfig } from "./stage-config.js";
import { StreamingFunction } from "./streaming-function.js";
import { WebSite } from "./web-site.js";

export interface AppStackProps extends StackProps {
  config: StageConfig;
  domains: readonly DomainDefinition[];
  /** The WAF web ACL from the us-east-1 edge stack. */
  webAclArn: string;
  /** The web's security headers (the local server's constant), sent by CloudFront. */
  securityHeaders: Record<string, string>;
  /** Absolute path of the built web app. */
  webDistDir: string;
  bundleMetafile?: boolean;
  /** The support chat's streaming function, once it exists (the chat issue adds its entry). */
  supportChat?: { entry: string; profile: FunctionProfile };
}

/** Everything of one stage in the data's region: data, functions, API, site, secrets and alarms. */
export class AppStack extends Stack {
  readonly data: DataStore;
  readonly functions = new Map<string, ProductFunction>();
  readonly api: DomainApi;
  /** The API of the anonymous senders' paths (the external page, a staff whistle): no access log. */
  readonly anonymousApi: DomainApi;
  readonly site: WebSite;
  readonly signingKey: Secret;
  readonly originSecret: Secret;
  readonly monitoring: Monitoring;
  readonly supportChat: StreamingFunction | undefined;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { config } = props;
    const removalPolicy = config.removalPolicy === "retain" ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.data = new DataStore(this, "Data", { removalPolicy: config.removalPolicy });

    const logsKey = new Key(this, "OperationsKey", {
      description: "Encrypts the product's log groups and the alarm topic",
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
      pendingWindow: Duration.days(30),
    });
    logsKey.addToResourcePolicy(
      new PolicyStatement({
        sid: "CloudWatchLogsOfThisAccount",
        principals: [new ServicePrincipal(`logs.${this.region}.amazonaws.com`)],
        actions: ["kms:Encrypt*", "kms:Decrypt*", "kms:ReEncrypt*", "kms:GenerateDataKey*", "kms:Describe*"],
        resources: ["*"],
        conditions: {
          ArnLike: {
            "kms:EncryptionContext:aws:logs:arn": `arn:${this.partition}:logs:${this.region}:${this.account}:*`,
          },
        },
      }),
    );
    logsKey.addToResourcePolicy(
      new PolicyStatement({
        sid: "CloudWatchAlarmsPublishToEncryptedTopic",
        principals: [new ServicePrincipal("cloudwatch.amazonaws.com")],
        actions: ["kms:Decrypt", "kms:GenerateDataKey"],
        resources: ["*"],
        conditions: { StringEquals: { "aws:SourceAccount": this.account } },
      }),
    );

    this.signingKey = new Secret(this, "SigningKey", {
      description: "HMAC key that signs the product's access tokens (read once per function cold start)",
      encryptionKey: this.data.dataKey,
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      removalPolicy,
    });
    acknowledge(
      this.signingKey,
      "AwsSolutions-SMG4",
      "Tokens are bound to server-side sessions, so a leaked token is ended by logout or a password change. " +
        "Rotating the key signs everyone out at once, so it is an operator's deliberate action (README: rotate " +
        "the signing key), not a schedule.",
    );
    acknowledge(
      this.signingKey,
      "HIPAA.Security-SecretsManagerRotationEnabled",
      "Rotating the token-signing key signs every user out at once; it is rotated by an operator on purpose " +
        "(README: rotate the signing key), not on a schedule.",
    );

    this.originSecret = new Secret(this, "OriginVerify", {
      description:
        "Sent by CloudFront to the API in X-Origin-Verify; the functions refuse requests without it (read once per " +
        "function cold start)",
      encryptionKey: this.data.dataKey,
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      removalPolicy,
    });
    for (const rule of ["AwsSolutions-SMG4", "HIPAA.Security-SecretsManagerRotationEnabled"])
      acknowledge(
        this.originSecret,
        rule,
        "Not a credential of a person: it only proves a request passed CloudFront. Rotating it means a new value, " +
          "then cdk deploy (CloudFront and the functions' next cold starts pick it up); README: rotate the origin " +
          "secret.",
      );

    // The API comes first without routes: the site needs its address, and the functions need the site's origin.
    this.api = new DomainApi(this, "Api", {
      throttle: config.apiThrottle,
      logsKey,
      logRetentionDays: config.logRetentionDays,
      removalPolicy: config.removalPolicy,
    });

    // The anonymous senders' paths (read from the routers' marks) go through an API of their own whose stage keeps no
    // access log: API Gateway logs per stage, and every line there is stamped with its time.
    const anonymousPaths = anonymousPathsOf(props.domains);
    this.anonymousApi = new DomainApi(this, "AnonymousApi", {
      throttle: config.apiThrottle,
      accessLog: false,
      logsKey,
      logRetentionDays: config.logRetentionDays,
      removalPolicy: config.removalPolicy,
    });

    this.site = new WebSite(this, "Site", {
      httpApi: this.api.httpApi,
      anonymousApi: {
        httpApi: this.anonymousApi.httpApi,
        pathPatterns: anonymousPaths.flatMap((paths) => paths.patterns),
      },
      webDistDir: props.webDistDir,
      securityHeaders: props.securityHeaders,
      webAclArn: props.webAclArn,
      accessLogsBucket: this.data.accessLogsBucket,
      logsKey,
      logRetentionDays: config.logRetentionDays,
      removalPolicy: config.removalPolicy,
      domainName: config.domainName,
      certificateArn: config.certificateArn,
      originSecret: this.originSecret,
    });
    this.data.allowBrowserAccessFrom(this.site.origin);

    const resources: FunctionResources = {
      table: this.data.table,
      dataKey: this.data.dataKey,
      logsKey,
      signingKey: this.signingKey,
      originSecret: this.originSecret,
      filesBucket: this.data.filesBucket,
      lessonPlanBucket: this.data.lessonPlanBucket,
      mailFrom: config.mailFrom,
      supportMailTo: config.supportMailTo,
      bedrockModelId: config.bedrockModelId,
      publicBaseUrl: this.site.origin,
      logLevel: config.logLevel,
      logRetentionDays: config.logRetentionDays,
      removalPolicy: config.removalPolicy,
      reservedConcurrency: config.lambdaReservedConcurrency,
      bundleMetafile: props.bundleMetafile ?? false,
    };

    for (const domain of props.domains) {
      this.functions.set(
        domain.name,
        new ProductFunction(this, `Domain-${domain.name}`, {
          name: domain.name,
          entry: domain.entry ?? lambdaEntryOf(domain.name),
          profile: profileOf(domain),
          resources,
          servesAnonymousSenders: anonymousPaths.some((paths) => paths.domain === domain.name),
        }),
      );
    }
    const lambdas = new Map<string, IFunction>([...this.functions].map(([name, f]) => [name, f.function]));
    const fallbackDomain = props.domains.some((d) => d.name === "health") ? "health" : props.domains[0]?.name;
    if (!fallbackDomain) throw new Error("At least one domain is needed");
    const prefixes = apiPrefixesOf(props.domains);
    this.api.addDomainRoutes(prefixes, lambdas, fallbackDomain);
    const anonymousSegments = new Set(
      anonymousPaths.flatMap((paths) => paths.patterns.map((pattern) => pattern.split("/")[2])),
    );
    // Only the anonymous paths' own shapes (e.g. the bare /api/whistle, not the staff's /api/whistle/{id}).
    this.anonymousApi.addDomainRoutes(
      prefixes
        .filter((prefix) => anonymousSegments.has(prefix.segment))
        .map((prefix) => {
          const patterns = anonymousPaths.find((paths) => paths.domain === prefix.domain)?.patterns ?? [];
          return {
            ...prefix,
            bare: prefix.bare && patterns.includes(prefix.path),
            nested: prefix.nested && patterns.includes(`${prefix.path}/*`),
          };
        }),
      lambdas,
      fallbackDomain,
    );
    new Schedules(this, "Schedules", lambdas);

    if (props.supportChat) {
      this.supportChat = new StreamingFunction(this, "SupportChat", {
        name: "support-chat",
        entry: props.supportChat.entry,
        pathPattern: "/api/support",
        profile: props.supportChat.profile,
        // CloudFront's origin is this function's URL, so the function cannot also name the distribution's address
        // (a dependency cycle); it gets the custom domain when there is one. The chat sends no links.
        resources: {
          ...resources,
          publicBaseUrl: config.domainName ? `https://${config.domainName}` : undefined,
          // Its URL takes only CloudFront's IAM-signed calls (origin access control): no origin secret needed.
          originSecret: undefined,
        },
        site: this.site,
      });
      lambdas.set("support-chat", this.supportChat.productFunction.function);
    }

    this.monitoring = new Monitoring(this, "Monitoring", {
      httpApi: this.api.httpApi,
      functions: lambdas,
      thresholds: config.alarms,
      alarmEmail: config.alarmEmail,
      topicKey: logsKey,
    });

    new CfnOutput(this, "SiteUrl", { value: this.site.origin, description: "The product's address" });
    new CfnOutput(this, "DistributionDomainName", {
      value: this.site.distribution.distributionDomainName,
      description: "Point the custom domain's DNS (CNAME or alias) here",
    });
    new CfnOutput(this, "AlarmTopicArn", {
      value: this.monitoring.topic.topicArn,
      description: "Subscribe operators to this topic",
    });
    new CfnOutput(this, "TableName", { value: this.data.table.tableName });
  }
}
