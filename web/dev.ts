import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { createServer } from "vite";

/**
 * `npm run dev`: the local API (DynamoDB Local, s3rver, outbox, demo data; API_PORT, default 3000) and Vite's dev
 * server with hot reload (WEB_PORT, default 5173), which proxies /api to the API. Ctrl-C stops both.
 */
const apiPort = process.env.API_PORT ?? process.env.PORT ?? "3000";
process.env.API_PORT = apiPort;

const api = spawn(
  process.execPath,
  [resolve("node_modules/tsx/dist/cli.mjs"), "functions/src/local/start.ts"],
  {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort },
  },
);

const web = await createServer({ configFile: resolve("web/vite.config.ts") });
await web.listen();
web.printUrls();
console.log(`API on http://localhost:${apiPort}/api (proxied from the dev server)`);

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await web.close();
  if (api.exitCode === null) {
    api.kill("SIGTERM");
    await new Promise((done) => api.once("exit", done));
  }
  process.exit(code);
}
api.once("exit", (code) => void stop(code ?? 1));
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
