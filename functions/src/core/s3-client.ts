import { S3Client } from "@aws-sdk/client-s3";
import type { Config } from "../config.js";

/** The S3 client for the files and lesson-plan buckets; emulator settings when an endpoint is configured. */
export function createS3Client(
  config: Config,
  credentials?: { accessKeyId: string; secretAccessKey: string },
): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.s3Endpoint
      ? {
          endpoint: config.s3Endpoint,
          forcePathStyle: true,
          // s3rver stores aws-chunked framing inside streamed uploads unless checksums are only sent when required.
          requestChecksumCalculation: "WHEN_REQUIRED" as const,
          responseChecksumValidation: "WHEN_REQUIRED" as const,
        }
      : {}),
    ...(credentials ? { credentials } : {}),
  });
}
