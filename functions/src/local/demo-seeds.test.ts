import { describe, expect, it } from "vitest";
import { demoFiles, loadDemoSeeds } from "./demo-seeds.js";

describe("the demo seed's steps, found in the domains' *.demo.ts files", () => {
  it("lie in a domain's folder (or local/, for a demo waiting for its domain's public reads), not in core or db", () => {
    const files = demoFiles();
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => ["core", "db", "mail"].includes(file.split("/")[0]!))).toEqual([]);
  });

  it("run in today's order (each step may read what the earlier ones wrote); a new domain's step may join", async () => {
    const steps = await loadDemoSeeds();
    const today = [
      "tickets",
      "mappings",
      "benchmark tickets",
      "action programs",
      "adaptations",
      "investigations",
      "whistles",
      "violations",
      "action program sharing",
      "late follow-ups",
      "external reports",
      "calendar",
    ];
    expect(steps.map((step) => step.name).filter((name) => today.includes(name))).toEqual(today);
  });
});
