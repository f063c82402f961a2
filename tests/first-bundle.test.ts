import { build } from "esbuild";
import { describe, expect, it } from "vitest";

/**
 * The web's first bundle reads every domain's roles and states (route roles, the navigation, the routes, the
 * notification constants) but never a zod schema: zod belongs to the lazily loaded pages. One policy importing a
 * value from its schema file once pulled zod in and put the sign-in page 33 kB over its budget; `npm run bench`
 * measures the budget, this fails at once on the import that breaks it.
 */
const FIRST_BUNDLE_ENTRIES = [
  "web/src/shared/session/route-roles.ts",
  "web/src/app/navigation/nav-model.ts",
  "web/src/shared/routes.ts",
  "shared/src/notifications/notification.constants.ts",
];

async function inputsOf(entryPoints: string[]) {
  const result = await build({
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "browser",
    outdir: "first-bundle-check",
    logLevel: "silent",
    packages: "bundle",
    external: ["react", "react-dom", "react-router", "i18next", "react-i18next", "@chakra-ui/react"],
  });
  return Object.keys(result.metafile.inputs);
}

describe("the web's first bundle", () => {
  it("reads the domains' roles and states without zod", async () => {
    const inputs = await inputsOf(FIRST_BUNDLE_ENTRIES);
    expect(inputs.some((input) => input.includes("shared/src/"))).toBe(true);
    expect(inputs.filter((input) => input.includes("node_modules/zod"))).toEqual([]);
  });

  it("would see zod if a schema file were imported (the check can fail)", async () => {
    const inputs = await inputsOf(["shared/src/investigations/investigation.schema.ts"]);
    expect(inputs.some((input) => input.includes("node_modules/zod"))).toBe(true);
  });
});
