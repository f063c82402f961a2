import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const SRC = new URL("../", import.meta.url);
const NOT_DOMAINS = new Set(["core", "db", "local", "mail"]);

/** Each domain folder's entity groups: the `<name>Entities` exports of its *.entity.ts and *.entities.ts files. */
async function entityGroupsByFolder(): Promise<[string, string[]][]> {
  const found: [string, string[]][] = [];
  for (const folder of readdirSync(SRC, { withFileTypes: true })) {
    if (!folder.isDirectory() || NOT_DOMAINS.has(folder.name)) continue;
    const names: string[] = [];
    for (const file of readdirSync(new URL(`${folder.name}/`, SRC))) {
      if (!/\.entit(y|ies)\.ts$/.test(file)) continue;
      const loaded: Record<string, unknown> = await import(new URL(`${folder.name}/${file}`, SRC).href);
      names.push(...Object.keys(loaded).filter((name) => name.endsWith("Entities")));
    }
    if (names.length > 0) found.push([folder.name, names]);
  }
  return found;
}

describe("the table's entities for local code (allEntities)", () => {
  it("are typed: each domain's demo file adds each of its entity groups to TableEntityGroups", async () => {
    const groups = await entityGroupsByFolder();
    expect(groups.length).toBeGreaterThan(10);
    const untyped: string[] = [];
    for (const [folder, names] of groups) {
      const demos = readdirSync(new URL(`${folder}/`, SRC))
        .filter((file) => file.endsWith(".demo.ts"))
        .map((file) => readFileSync(new URL(`${folder}/${file}`, SRC), "utf8"))
        .join("\n");
      const declared = demos.includes("interface TableEntityGroups");
      for (const name of names)
        if (!declared || !demos.includes(`typeof ${name};`)) untyped.push(`${folder}: ${name}`);
    }
    expect(untyped, "entity groups missing from TableEntityGroups").toEqual([]);
  });
});
