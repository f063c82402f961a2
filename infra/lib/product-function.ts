import { Arn, Duration, RemovalPolicy, Stack } from "aws-cdk-lib";
import type { TableV2 } from "aws-cdk-lib/aws-dynamodb";
import { Effect, ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import type { IKey } from "aws-cdk-lib/aws-kms";
import { Architecture, LoggingFormat, Runtime, SystemLogLevel } from "aws-cdk-lib/aws-lambda";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup } from "aws-cdk-lib/aws-logs";
import type { IBucket } from "aws-cdk-lib/aws-s3";
import type { ISecret } from "aws-cdk-lib/aws-secretsmanager";
import { Construct } from "constructs";
import { TABLE_KEYS } from "../../functions/src/db/table.js";
import { cdkBundlingOptions, REPO_ROOT } from "./bundling.js";
import { acknowledge } from "./nag.js";

/** What a function may touch beyond its own log group. */
export type Capability = "table" | "signingKey" | "mail" | "files" | "lessonPlans" | "ai";

export interface FunctionProfile {
  capabilities: readonly Capability[];
  memoryMb: number;
  timeoutSeconds: number;
}

/** Everything shared that a function may be bound to; one instance per stack. */
export interface FunctionResources {
  table: TableV2;
  dataKey: IKey;
  logsKey: IKey;
  signingKey: ISecret;
  /** The secret CloudFront sends to the HTTP API (core/origin-guard.ts); none for a function URL behind OAC. */
  originSecret: ISecret | undefined;
  filesBucket: IBucket;
  lessonPlanBucket: IBucket;
  mailFrom: string;
  supportMailTo: string | undefined;
  bedrockModelId: string;
  /** The site's origin for links in mails; undefined where it would make a dependency cycle (see app-stack). */
  publicBaseUrl: string | undefined;
  logLevel: string;
  logRetentionDays: number;
  removalPolicy: "retain" | "destroy";
  reservedConcurrency: number;
  /** Writes esbuild's metafile next to each bundle (the bundling test reads it). */
  bundleMetafile?: boolean;
}

export interface ProductFunctionProps {
  /** Short name: the domain (health, auth, ...) or a special function (support-chat). */
  name: string;
  entry: string;
  profile: FunctionProfile;
  resources: FunctionResources;
  /**
   * It serves paths of anonymous senders (routes.ts `anonymousPathsOf`): Lambda drops its per-invocation platform
   * lines (START, END, REPORT: each would date a whistle to the millisecond), through JSON log format with the
   * system log level WARN. The application's own lines are its router's (none for those paths, core/app.ts).
   */
  servesAnonymousSenders?: boolean;
}

/** Cross-region inference profiles (eu.x, us.x, global.x ...) route a call to models in several regions. */
const INFERENCE_PROFILE_PREFIX = /^(eu|us|us-gov|apac|jp|au|ca|global)\./;

/**
 * A Lambda function of the product with the defaults every one of them needs: Node 24 on arm64, an esbuild ESM
 * bundle with source maps, explicit memory and timeout, reserved concurrency, its own KMS-encrypted log group with
 * explicit retention, and a role whose one customer-managed policy allows exactly its capabilities (the
 * bindTable-style helpers below grant and set the environment together, so they cannot disagree).
 */
export class ProductFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly policy: ManagedPolicy;
  readonly logGroup: LogGroup;
  private readonly resources: FunctionResources;

  constructor(scope: Construct, id: string, props: ProductFunctionProps) {
    super(scope, id);
    const { resources, profile } = props;
    this.resources = resources;

    this.logGroup = new LogGroup(this, "Logs", {
      retention: resources.logRetentionDays,
      encryptionKey: resources.logsKey,
      removalPolicy: resources.removalPolicy === "retain" ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.role = new Role(this, "Role", {
      assumedBy: new ServicePrincipal("lambda.amazonaws.com"),
      description: `Runs the ${props.name} function of the product`,
    });
    this.policy = new ManagedPolicy(this, "Policy", {
      roles: [this.role],
      statements: [
        new PolicyStatement({
          sid: "OwnLogGroup",
          actions: ["logs:CreateLogStream", "logs:PutLogEvents"],
          resources: [this.logGroup.logGroupArn],
        }),
      ],
    });

    this.function = new NodejsFunction(this, "Function", {
      entry: props.entry,
      handler: "handler",
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: profile.memoryMb,
      timeout: Duration.seconds(profile.timeoutSeconds),
      reservedConcurrentExecutions: resources.reservedConcurrency,
      role: this.role,
      logGroup: this.logGroup,
      ...(props.servesAnonymousSenders
        ? { loggingFormat: LoggingFormat.JSON, systemLogLevelV2: SystemLogLevel.WARN }
        : {}),
      projectRoot: REPO_ROOT,
      depsLockFilePath: `${REPO_ROOT}/package-lock.json`,
      bundling: cdkBundlingOptions({ metafile: resources.bundleMetafile ?? false }),
      description: `The ${props.name} part of the product`,
      environment: {
        // No --enable-source-maps: with it Node reads and parses the bundle's source map on every cold start (about
        // 12 ms for the floor and 25-30 ms for a domain in the cold-start bench). The map is still deployed beside
        // the bundle: set NODE_OPTIONS=--enable-source-maps on a function to read mapped stack traces while
        // debugging, or map a logged position offline.
        LOG_LEVEL: resources.logLevel,
        ...(resources.publicBaseUrl ? { PUBLIC_BASE_URL: resources.publicBaseUrl } : {}),
        // Required by the cloud config of every function; a function without the table capability has no grant.
        TABLE_NAME: resources.table.tableName,
      },
    });
    // No dependency of the function on its policy (CDK adds one for inline policies): nothing invokes a function
    // while the stack is being created, and for the chat it would close a cycle (bucket CORS -> distribution ->
    // the chat's function URL -> function -> policy -> bucket).

    for (const capability of profile.capabilities) this.bind(capability);

    acknowledge(
      this.function,
      "HIPAA.Security-LambdaDLQ",
      "Invoked synchronously (API Gateway, function URL): the caller gets the error; a dead-letter queue only " +
        "applies to asynchronous invocations.",
    );
    acknowledge(
      this.function,
      "HIPAA.Security-LambdaInsideVPC",
      "Reaches only AWS APIs (DynamoDB, S3, SES, Secrets Manager, Bedrock) over TLS with IAM; there is no " +
        "private resource to reach, and a VPC would add NAT or interface-endpoint cost without a security gain.",
    );
  }

  private allow(
    sid: string,
    actions: string[],
    resources: string[],
    conditions?: Record<string, unknown>,
  ): void {
    this.policy.addStatements(
      new PolicyStatement({ sid, effect: Effect.ALLOW, actions, resources, conditions }),
    );
  }

  /** Use of the data key, only through the AWS services that hold data encrypted with it. */
  private allowDataKeyVia(service: string): void {
    const region = Stack.of(this).region;
    this.allow(
      `DataKeyVia${service[0]!.toUpperCase()}${service.slice(1)}`,
      ["kms:Decrypt", "kms:Encrypt", "kms:GenerateDataKey", "kms:DescribeKey"],
      [this.resources.dataKey.keyArn],
      { StringEquals: { "kms:ViaService": `${service}.${region}.amazonaws.com` } },
    );
  }

  private bind(capability: Capability): void {
    const r = this.resources;
    const stack = Stack.of(this);
    switch (capability) {
      case "table": {
        const indexArns = TABLE_KEYS.indexes.map((index) => `${r.table.tableArn}/index/${index.name}`);
        // No Scan: a request path never scans (architecture.md); the role makes that a hard rule.
        this.allow(
          "Table",
          [
            "dynamodb:GetItem",
            "dynamodb:BatchGetItem",
            "dynamodb:Query",
            "dynamodb:PutItem",
            "dynamodb:UpdateItem",
            "dynamodb:DeleteItem",
            "dynamodb:BatchWriteItem",
            "dynamodb:ConditionCheckItem",
          ],
          [r.table.tableArn, ...indexArns],
        );
        this.allowDataKeyVia("dynamodb");
        break;
      }
      case "signingKey":
        // The secrets read on a cold start: the token-signing key and, behind the HTTP API, the origin secret.
        this.allow(
          "SigningKey",
          ["secretsmanager:GetSecretValue"],
          [r.signingKey.secretArn, ...(r.originSecret ? [r.originSecret.secretArn] : [])],
        );
        this.allowDataKeyVia("secretsmanager");
        this.function.addEnvironment("SIGNING_KEY_SECRET_ARN", r.signingKey.secretArn);
        if (r.originSecret) this.function.addEnvironment("ORIGIN_SECRET_ARN", r.originSecret.secretArn);
        break;
      case "mail": {
        const domain = r.mailFrom.split("@")[1]!;
        const identity = (name: string) =>
          Arn.format({ service: "ses", resource: "identity", resourceName: name }, stack);
        // SES checks the sending permission on the address's identity or its domain's, whichever is verified.
        this.allow("SendMail", ["ses:SendEmail"], [identity(r.mailFrom), identity(domain)], {
          StringEquals: { "ses:FromAddress": r.mailFrom },
        });
        this.function.addEnvironment("MAIL_FROM", r.mailFrom);
        if (r.supportMailTo) this.function.addEnvironment("SUPPORT_MAIL_TO", r.supportMailTo);
        break;
      }
      case "files":
      case "lessonPlans": {
        const bucket = capability === "files" ? r.filesBucket : r.lessonPlanBucket;
        const sid = capability === "files" ? "FilesBucket" : "LessonPlanBucket";
        this.allow(sid, ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"], [bucket.arnForObjects("*")]);
        this.allowDataKeyVia("s3");
        this.function.addEnvironment(
          capability === "files" ? "FILES_BUCKET" : "LESSON_PLAN_BUCKET",
          bucket.bucketName,
        );
        acknowledge(
          this.policy,
          `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(bucket.node.defaultChild as never)}.Arn>/*]`,
          "Objects are stored under generated keys that are not known in advance; the function may touch any " +
            "object of this one bucket and nothing else.",
        );
        break;
      }
      case "ai": {
        const modelId = r.bedrockModelId;
        const actions = ["bedrock:InvokeModel", "bedrock:InvokeModelWithResponseStream"];
        if (INFERENCE_PROFILE_PREFIX.test(modelId)) {
          const profileArn = Arn.format(
            { service: "bedrock", resource: "inference-profile", resourceName: modelId },
            stack,
          );
          const modelArn = `arn:${stack.partition}:bedrock:*::foundation-model/${modelId.replace(INFERENCE_PROFILE_PREFIX, "")}`;
          this.allow("BedrockProfile", actions, [profileArn]);
          this.allow("BedrockModelViaProfile", actions, [modelArn], {
            StringEquals: { "bedrock:InferenceProfileArn": profileArn },
          });
          acknowledge(
            this.policy,
            `AwsSolutions-IAM5[Resource::${modelArn}]`,
            "A cross-region inference profile routes each call to the model in one of the profile's regions; the " +
              "region is the only wildcard and the statement only applies through the configured profile.",
          );
        } else {
          this.allow("BedrockModel", actions, [
            Arn.format(
              { service: "bedrock", account: "", resource: "foundation-model", resourceName: modelId },
              stack,
            ),
          ]);
        }
        this.function.addEnvironment("BEDROCK_MODEL_ID", modelId);
        break;
      }
    }
  }
}
