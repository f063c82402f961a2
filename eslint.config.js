import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

export default tseslint.config(
  { ignores: ["node_modules/", ".data/", "cdk.out/", "web/dist/", "bench-results/", "test-results/"] },
  js.configs.recommended,
  { languageOptions: { globals: { ...globals.node } } },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "error",
      // `import { z }` brings zod's every locale into each Lambda bundle (about 350 kB); the namespace import
      // lets esbuild drop what is unused.
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message: 'Use `import * as z from "zod"`.',
        },
      ],
    },
  },
  {
    // Only the composition root's config module reads the environment.
    files: ["functions/src/**/*.ts", "shared/src/**/*.ts"],
    ignores: ["functions/src/config.ts", "functions/src/local/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read configuration through functions/src/config.ts.",
        },
      ],
    },
  },
  {
    files: ["functions/src/local/**", "tests/**", "**/*.mjs"],
    rules: { "no-console": "off" },
  },
);
