import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");

export interface ProductServer {
  baseURL: string;
  /** Stops the server (SIGTERM, SIGKILL after 15 s) and deletes its data directory. */
  stop: () => Promise<void>;
  /** Everything it printed so far, for an error message. */
  output: () => string;
}

/**
 * Starts the product as `npm start` does (API, built web, emulators, demo data) on `port` with `dataDir`, and
 * resolves once /api/health answers. On failure it stops the server and says what the server printed.
 */
export async function startProduct(options: {
  port: number | string;
  dataDir: string;
}): Promise<ProductServer> {
  const server = spawn(
    process.execPath,
    [join(root, "node_modules/tsx/dist/cli.mjs"), "functions/src/local/start.ts"],
    {
      cwd: root,
      env: { ...process.env, PORT: String(options.port), DATA_DIR: options.dataDir, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await new Promise<void>((done) => {
        const timer = setTimeout(() => {
          server.kill("SIGKILL");
          done();
        }, 15_000);
        server.once("exit", () => {
          clearTimeout(timer);
          done();
        });
      });
    }
    rmSync(options.dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://localhost:${options.port}`;
  try {
    await waitForHealth(`${baseURL}/api/health`, () => server.exitCode, 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n--- server output ---\n${output}`, { cause: error });
  }
  return { baseURL, stop, output: () => output };
}

async function waitForHealth(url: string, exited: () => number | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const code = exited();
    if (code !== null) throw new Error(`The server stopped (exit ${code}) before it answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s`);
}
