import { mkdirSync } from "node:fs";
import S3rver from "s3rver";

export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface RunningS3 {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts the s3rver emulator with files under `directory` and creates the buckets if missing. */
export async function startS3Local(options: {
  port: number;
  directory: string;
  buckets: string[];
}): Promise<RunningS3> {
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    port: options.port,
    address: "127.0.0.1",
    directory: options.directory,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [] })),
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${options.port}`, stop: () => server.close() };
}
