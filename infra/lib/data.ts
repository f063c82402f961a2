import { Duration, RemovalPolicy } from "aws-cdk-lib";
import { AttributeType, Billing, TableEncryptionV2, TableV2 } from "aws-cdk-lib/aws-dynamodb";
import { Key } from "aws-cdk-lib/aws-kms";
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from "aws-cdk-lib/aws-s3";
import { Construct } from "constructs";
import { TABLE_KEYS } from "../../functions/src/db/table.js";
import { acknowledge } from "./nag.js";

export interface DataStoreProps {
  removalPolicy: "retain" | "destroy";
}

/**
 * The product's data: the one DynamoDB table (keys from functions/src/db/table.ts, the same module the entities
 * and the local emulator use), the pupil files bucket, the lesson-plan output bucket, the access-log bucket they
 * log to, and the customer-managed key that encrypts pupil data at rest.
 */
export class DataStore extends Construct {
  readonly table: TableV2;
  readonly dataKey: Key;
  readonly filesBucket: Bucket;
  readonly lessonPlanBucket: Bucket;
  readonly accessLogsBucket: Bucket;
  private readonly removalPolicy: RemovalPolicy;

  constructor(scope: Construct, id: string, props: DataStoreProps) {
    super(scope, id);
    const retain = props.removalPolicy === "retain";
    this.removalPolicy = retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.dataKey = new Key(this, "DataKey", {
      description: "Encrypts pupil data at rest: the table, the file buckets and the signing key secret",
      enableKeyRotation: true,
      // A deleted key makes every backup unreadable: the key always outlives the stack.
      removalPolicy: RemovalPolicy.RETAIN,
      pendingWindow: Duration.days(30),
    });

    this.table = new TableV2(this, "Table", {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: TABLE_KEYS.indexes.map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
      billing: Billing.onDemand(),
      timeToLiveAttribute: TABLE_KEYS.ttl,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true, recoveryPeriodInDays: 35 },
      deletionProtection: retain,
      removalPolicy: this.removalPolicy,
      encryption: TableEncryptionV2.customerManagedKey(this.dataKey),
    });

    this.accessLogsBucket = new Bucket(this, "AccessLogs", {
      // S3 server access logs can only be delivered to a bucket encrypted with S3-managed keys.
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: true,
      // CloudFront's standard logs (now off) were written with an ACL, so the log bucket allowed ACLs; left as it
      // was until the old logs have expired.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [
        { expiration: Duration.days(365), noncurrentVersionExpiration: Duration.days(30) },
        // CloudFront no longer writes standard logs (web-site.ts); the ones it wrote before, with viewers'
        // addresses, go within a day instead of a year.
        {
          prefix: "cloudfront/",
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
      removalPolicy: this.removalPolicy,
    });
    acknowledge(
      this.accessLogsBucket,
      "HIPAA.Security-S3DefaultEncryptionKMS",
      "S3 server access logs can only be delivered to a bucket with SSE-S3 (AES-256) default encryption.",
    );
    acknowledge(
      this.accessLogsBucket,
      "HIPAA.Security-S3BucketReplicationEnabled",
      "Access logs are operational data kept for a year; a replica in another region is not worth its cost.",
    );

    this.filesBucket = this.pupilDataBucket("Files", "files/");
    this.lessonPlanBucket = this.pupilDataBucket("LessonPlans", "lesson-plans/");
  }

  /**
   * Lets the browser PUT and GET presigned URLs of the pupil-data buckets from the site's own origin only.
   * Called once the site's origin is known (it comes from the CloudFront distribution).
   */
  allowBrowserAccessFrom(origin: string): void {
    for (const bucket of [this.filesBucket, this.lessonPlanBucket]) {
      bucket.addCorsRule({
        allowedOrigins: [origin],
        allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.HEAD],
        allowedHeaders: ["content-type", "content-length", "content-md5", "x-amz-*"],
        exposedHeaders: ["etag", "content-disposition"],
        maxAge: 3000,
      });
    }
  }

  private pupilDataBucket(id: string, logPrefix: string): Bucket {
    const bucket = new Bucket(this, id, {
      encryption: BucketEncryption.KMS,
      encryptionKey: this.dataKey,
      // One data key per bucket and hour instead of one KMS call per object.
      bucketKeyEnabled: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: logPrefix,
      // Deleted or replaced files stay recoverable for 90 days, then go.
      lifecycleRules: [
        {
          noncurrentVersionExpiration: Duration.days(90),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      removalPolicy: this.removalPolicy,
    });
    acknowledge(
      bucket,
      "HIPAA.Security-S3BucketReplicationEnabled",
      "Pupil data must stay in the chosen region (GDPR data residency); versioning (90 days of old versions) " +
        "and RETAIN protect against loss instead of a copy in another region.",
    );
    return bucket;
  }
}
