// `npm run reset`: wipes the local data directory (DynamoDB Local files, S3 emulator files, outbox, signing key).
import { rmSync } from "node:fs";
import { resolve } from "node:path";

const dir = resolve(process.env.DATA_DIR ?? ".data");
rmSync(dir, { recursive: true, force: true });
console.log(`Removed ${dir}`);
