import { spawnSync } from "node:child_process";

/** DynamoDB Local is AWS's own Java emulator: it needs a Java 17+ runtime on PATH. */
export function checkJava(): { ok: true } | { ok: false; message: string } {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  const install =
    "Install a Java 17+ runtime (Debian/Ubuntu: `sudo apt-get install -y openjdk-17-jre-headless`; macOS: `brew install openjdk@17`).";
  if (result.error || result.status !== 0) {
    return {
      ok: false,
      message: `Java was not found, and DynamoDB Local needs Java 17 or newer. ${install}`,
    };
  }
  const output = `${result.stderr}${result.stdout}`;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  const major = match ? (match[1] === "1" ? Number(match[2]) : Number(match[1])) : 0;
  if (major < 17) {
    return {
      ok: false,
      message: `Java ${major || "(unknown version)"} was found, but DynamoDB Local needs 17 or newer. ${install}`,
    };
  }
  return { ok: true };
}
