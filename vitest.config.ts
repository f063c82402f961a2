import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: [
            "shared/**/*.test.ts",
            "functions/**/*.test.ts",
            "tests/**/*.test.ts",
            "infra/**/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "**/node_modules/**", "tests/e2e/**"],
        },
      },
      {
        test: {
          name: "web",
          environment: "jsdom",
          include: ["web/src/**/*.test.{ts,tsx}"],
          setupFiles: ["web/src/test/setup.ts"],
          // Above the setup's 5 s wait for one state (asyncUtilTimeout), so a slow test fails at the state it
          // waited for, with its message, rather than at vitest's 5 s for the whole test.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "integration",
          environment: "node",
          include: ["functions/**/*.int.test.ts", "tests/**/*.int.test.ts"],
          globalSetup: ["tests/setup/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
