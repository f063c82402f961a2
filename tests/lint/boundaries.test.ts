import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The lint wall between the API's parts (eslint.config.js, house style: domain modules): each illegal import below
 * fails the lint, each legal counterpart passes it untouched. The snippets are linted as if they stood at their
 * path, so the checks are the real config's, for the folders they name.
 */
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const WALL_RULES = new Set(["no-restricted-imports", "no-restricted-syntax"]);

/** A module that imports `source` and uses it, so nothing but the wall can object. */
const importing = (source: string) => `import { x } from "${source}";\nexport const y = x;\n`;
const dynamicImporting = (source: string) =>
  `export async function load() {\n  return (await import("${source}")).x;\n}\n`;

interface Case {
  name: string;
  filePath: string;
  code: string;
  /** A part of the wall's message. */
  message?: RegExp;
}

const ILLEGAL: Case[] = [
  {
    name: "a domain importing another domain's repo",
    filePath: "functions/src/tickets/probe.ts",
    code: importing("../students/students.repo.js"),
    message: /Reach the students domain through its public module/,
  },
  {
    name: "a domain importing another domain's entity",
    filePath: "functions/src/tickets/probe.ts",
    code: importing("../students/student.entity.js"),
    message: /Reach the students domain through its public module/,
  },
  {
    name: "a domain importing another domain's router",
    filePath: "functions/src/tickets/probe.ts",
    code: importing("../students/students.router.js"),
    message: /Reach the students domain through its public module/,
  },
  {
    name: "core importing a domain",
    filePath: "functions/src/core/probe.ts",
    code: importing("../tickets/index.js"),
    message: /Core and db import no domain/,
  },
  {
    name: "a domain importing another domain's repo dynamically",
    filePath: "functions/src/tickets/probe.ts",
    code: dynamicImporting("../students/students.repo.js"),
    message: /Reach the students domain through its public module/,
  },
  {
    name: "a domain's subfolder reaching another domain's repo",
    filePath: "functions/src/tickets/steps/probe.ts",
    code: importing("../../students/students.repo.js"),
    message: /Reach the students domain through its public module/,
  },
  {
    name: "a domain importing local-only code",
    filePath: "functions/src/tickets/probe.ts",
    code: importing("../local/demo-data.js"),
    message: /Local-only code/,
  },
  {
    name: "shared importing functions/",
    filePath: "shared/src/tickets/probe.ts",
    code: importing("../../../functions/src/core/app.js"),
    message: /shared\/ imports only itself/,
  },
  {
    name: "shared importing web/",
    filePath: "shared/src/probe.ts",
    code: importing("../../web/src/shared/api/client.js"),
    message: /shared\/ imports only itself/,
  },
];

/** More of the wall than the nine: the other entries, depths and kinds of import. */
const ILLEGAL_TOO: Case[] = [
  {
    name: "core importing a domain dynamically",
    filePath: "functions/src/core/probe.ts",
    code: dynamicImporting("../tickets/tickets.repo.js"),
    message: /Core and db import no domain/,
  },
  {
    name: "db importing a domain's index",
    filePath: "functions/src/db/probe.ts",
    code: importing("../students/index.js"),
    message: /Core and db import no domain/,
  },
  {
    name: "a domain re-exporting another domain's repo",
    filePath: "functions/src/tickets/probe.ts",
    code: `export { x } from "../students/students.repo.js";\n`,
    message: /Reach the students domain through its public module/,
  },
  {
    name: "a domain importing users' other modules",
    filePath: "functions/src/tickets/probe.ts",
    code: importing("../users/users.repo.js"),
    message: /Reach the users domain through its public module/,
  },
  {
    name: "a domain's deeper subfolder reaching another domain's repo dynamically",
    filePath: "functions/src/tickets/steps/deep/probe.ts",
    code: dynamicImporting("../../../students/students.repo.js"),
    message: /Reach the students domain through its public module/,
  },
  {
    name: "a domain importing local-only code dynamically",
    filePath: "functions/src/tickets/probe.ts",
    code: dynamicImporting("../local/demo-data.js"),
    message: /Local-only code/,
  },
  {
    name: "core importing local-only code",
    filePath: "functions/src/core/probe.ts",
    code: importing("../local/ports.js"),
    message: /Local-only code/,
  },
  {
    name: "a domain's module importing the test helpers",
    filePath: "functions/src/tickets/probe.ts",
    code: importing("../../../tests/helpers/fixtures.js"),
    message: /Test code/,
  },
  {
    name: "a domain's module importing its fixtures",
    filePath: "functions/src/tickets/probe.ts",
    code: importing("./tickets.access-fixtures.js"),
    message: /Test code/,
  },
  {
    name: "a domain's test-only module reaching another domain's repo",
    filePath: "functions/src/tickets/tickets.fixtures.ts",
    code: importing("../students/students.repo.js"),
    message: /Reach the students domain through its public module/,
  },
  {
    name: "shared importing functions/ dynamically",
    filePath: "shared/src/probe.ts",
    code: dynamicImporting("../../functions/src/core/app.js"),
    message: /shared\/ imports only itself/,
  },
  {
    name: "a domain importing its own demo file",
    filePath: "functions/src/tickets/probe.ts",
    code: importing("./tickets.demo.js"),
    message: /A demo file \(\*\.demo\.ts\) is local-only code/,
  },
  {
    name: "a domain importing another domain's demo file dynamically",
    filePath: "functions/src/tickets/steps/probe.ts",
    code: dynamicImporting("../../whistles/whistles.demo.js"),
    message: /A demo file \(\*\.demo\.ts\) is local-only code/,
  },
  {
    name: "core importing a demo file",
    filePath: "functions/src/core/probe.ts",
    code: importing("../adaptations/adaptations.demo.js"),
    message: /A demo file \(\*\.demo\.ts\) is local-only code/,
  },
  {
    name: "a composition root importing a demo file",
    filePath: "functions/src/probe.ts",
    code: importing("./tickets/tickets.demo.js"),
    message: /A demo file \(\*\.demo\.ts\) is local-only code/,
  },
  {
    name: "the local server importing a demo file instead of finding it",
    filePath: "functions/src/local/probe.ts",
    code: importing("../tickets/tickets.demo.js"),
    message: /A demo file \(\*\.demo\.ts\) is local-only code/,
  },
  {
    name: "a domain's demo file reaching another domain's repo",
    filePath: "functions/src/tickets/tickets.demo.ts",
    code: importing("../students/students.repo.js"),
    message: /Reach the students domain through its public module/,
  },
  {
    name: "a domain's demo file importing the test helpers",
    filePath: "functions/src/tickets/tickets.demo.ts",
    code: importing("../../../tests/helpers/fixtures.js"),
    message: /Test code/,
  },
  {
    name: "zod's named import in a domain (the walls repeat the rule they replace)",
    filePath: "functions/src/tickets/probe.ts",
    code: `import { z } from "zod";\nexport const y = z.string();\n`,
    message: /import \* as z from "zod"/,
  },
  {
    name: "zod's named import in shared",
    filePath: "shared/src/probe.ts",
    code: `import { z } from "zod";\nexport const y = z.string();\n`,
    message: /import \* as z from "zod"/,
  },
];

const LEGAL: Case[] = [
  {
    name: "a domain importing another domain's public module",
    filePath: "functions/src/tickets/probe.ts",
    code: importing("../students/index.js"),
  },
  {
    name: "a domain importing another domain's public module dynamically",
    filePath: "functions/src/tickets/probe.ts",
    code: dynamicImporting("../students/index.js"),
  },
  {
    name: "a domain importing users' leaving cascade",
    filePath: "functions/src/students/probe.ts",
    code: importing("../users/leaving.js"),
  },
  {
    name: "a domain's subfolder importing its own domain",
    filePath: "functions/src/tickets/steps/probe.ts",
    code: importing("../tickets.repo.js") + importing("../../tickets/tickets.entity.js").replace("y", "z"),
  },
  {
    name: "a domain's subfolder importing another domain's public module",
    filePath: "functions/src/tickets/steps/probe.ts",
    code: importing("../../students/index.js"),
  },
  {
    name: "a domain importing core and db",
    filePath: "functions/src/tickets/probe.ts",
    code: importing("../core/app.js") + importing("../db/db.js").replace("y", "z"),
  },
  {
    name: "a domain's test importing local-only code and other domains",
    filePath: "functions/src/tickets/probe.int.test.ts",
    code: importing("../local/demo-data.js") + importing("../students/students.repo.js").replace("y", "z"),
  },
  {
    name: "a domain's test-only module importing the test helpers and the demo's password",
    filePath: "functions/src/tickets/tickets.fixtures.ts",
    code:
      importing("../../../tests/helpers/fixtures.js") + importing("../local/demo-data.js").replace("y", "z"),
  },
  {
    name: "a domain's demo file importing local-only code, its own domain and another's public module",
    filePath: "functions/src/tickets/tickets.demo.ts",
    code:
      importing("../local/all-entities.js") +
      importing("./tickets.repo.js").replace("y", "z") +
      importing("../notifications/index.js").replace("y", "w"),
  },
  {
    name: "a demo file importing another demo file of its domain",
    filePath: "functions/src/actionprograms/action-program-calendar.demo.ts",
    code: importing("./action-programs.demo.js"),
  },
  {
    name: "a test importing a demo file",
    filePath: "functions/src/external/probe.int.test.ts",
    code: importing("./external.demo.js"),
  },
  {
    name: "shared importing shared",
    filePath: "shared/src/tickets/probe.ts",
    code: importing("../common.schema.js") + importing("#shared/errors").replace("y", "z"),
  },
  {
    name: "zod's namespace import in a domain",
    filePath: "functions/src/tickets/probe.ts",
    code: `import * as z from "zod";\nexport const y = z.string();\n`,
  },
];

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  // Loading the config (and the parsers) takes seconds: done here, not in the first test.
  await eslint.calculateConfigForFile(`${ROOT}functions/src/tickets/probe.ts`);
}, 60_000);

async function lint({ filePath, code }: Case): Promise<{ wall: string[]; all: string[] }> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  const messages = result!.messages;
  return {
    wall: messages.filter((m) => m.ruleId !== null && WALL_RULES.has(m.ruleId)).map((m) => m.message),
    all: messages.map((m) => `${m.ruleId}: ${m.message}`),
  };
}

describe("the lint wall between the API's parts", () => {
  it("refuses each of the nine illegal imports", async () => {
    expect(ILLEGAL).toHaveLength(9);
    const passed: string[] = [];
    for (const illegal of ILLEGAL) {
      const { wall } = await lint(illegal);
      if (!illegal.message!.test(wall.join("\n"))) passed.push(illegal.name);
    }
    expect(passed, "illegal imports the lint lets through").toEqual([]);
  });

  it.each(ILLEGAL_TOO)("refuses $name", async (illegal) => {
    const { wall, all } = await lint(illegal);
    expect(wall.join("\n"), all.join("; ")).toMatch(illegal.message!);
  });

  it.each(LEGAL)("lets through $name", async (legal) => {
    expect((await lint(legal)).all).toEqual([]);
  });
});
