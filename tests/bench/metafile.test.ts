import type { Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { bytesInOutput, exclusiveInputsOf } from "./metafile.js";

const input = (...imports: string[]) => ({
  bytes: 1,
  imports: imports.map((path) => ({ path, kind: "import-statement" as const })),
});

/** entry -> logger.ts -> pino -> (sonic-boom, shared); entry -> app.ts -> shared. */
const metafile = {
  inputs: {
    "functions/src/health/lambda.ts": input("functions/src/core/logger.ts", "functions/src/core/app.ts"),
    "functions/src/core/logger.ts": input("node_modules/pino/pino.js"),
    "functions/src/core/app.ts": input("node_modules/shared/index.js"),
    "node_modules/pino/pino.js": input("node_modules/pino/lib/tools.js", "node_modules/sonic-boom/index.js"),
    "node_modules/pino/lib/tools.js": input("node_modules/shared/index.js"),
    "node_modules/sonic-boom/index.js": input(),
    "node_modules/shared/index.js": input(),
  },
  outputs: {
    "out/index.mjs": {
      bytes: 1000,
      entryPoint: "functions/src/health/lambda.ts",
      imports: [],
      exports: [],
      inputs: {
        "node_modules/pino/pino.js": { bytesInOutput: 300 },
        "node_modules/pino/lib/tools.js": { bytesInOutput: 100 },
        "node_modules/sonic-boom/index.js": { bytesInOutput: 50 },
        "node_modules/shared/index.js": { bytesInOutput: 200 },
      },
    },
  },
} as unknown as Metafile;

describe("a package's share of a bundle", () => {
  it("counts the package and what only it pulls in, not what other code needs too", () => {
    const exclusive = exclusiveInputsOf(metafile, "functions/src/health/lambda.ts", "pino");
    expect(exclusive.sort()).toEqual([
      "node_modules/pino/lib/tools.js",
      "node_modules/pino/pino.js",
      "node_modules/sonic-boom/index.js",
    ]);
    expect(bytesInOutput(metafile, "functions/src/health/lambda.ts", exclusive)).toBe(450);
  });

  it("is nothing for a package the bundle does not hold", () => {
    expect(exclusiveInputsOf(metafile, "functions/src/health/lambda.ts", "winston")).toEqual([]);
  });
});
