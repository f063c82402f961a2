import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DOMAINS } from "../../functions/src/domains.js";
import { REPO_ROOT } from "../../infra/lib/bundling.js";
import { DEFAULT_PROFILE, profileOf } from "../../infra/lib/domain-profiles.js";
import type { Capability } from "../../infra/lib/product-function.js";

/** What a domain's own code (not its tests) uses, judged from the calls that need an IAM grant in the cloud. */
const USES: Partial<Record<Capability, RegExp>> = {
  // Its own send, or the pupil-document kit's notices (core/pupil-document/notices.ts sends the domain's mails).
  mail: /\bmailer\.send\(|\bnotifyWhoMaySee\(|\bnotifyAbout\(/,
  files: /\bfilesBucket\b/,
  lessonPlans: /\blessonPlanBucket\b/,
  ai: /\bdeps\.ai\b|bedrock/i,
};

function sourceOf(domain: string): string {
  const dir = join(REPO_ROOT, "functions/src", domain);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => readFileSync(join(dir, file), "utf8"))
    .join("\n");
}

describe("domain profiles (least privilege)", () => {
  it("come from the manifests: the declared capabilities and sizing, the defaults for the rest", () => {
    for (const domain of DOMAINS) {
      const profile = profileOf(domain.name);
      expect(profile.capabilities, domain.name).toEqual([
        ...(domain.noTable ? [] : ["table"]),
        "signingKey",
        ...domain.capabilities,
      ]);
      expect(profile.memoryMb).toBe(domain.memoryMb ?? DEFAULT_PROFILE.memoryMb);
    }
    // A domain the manifests do not know (a generated test domain) gets exactly the defaults.
    expect(profileOf("not-a-domain")).toEqual(DEFAULT_PROFILE);
  });

  it("grant mail, buckets and the model to exactly the domains whose code uses them", () => {
    for (const { name } of DOMAINS) {
      const source = sourceOf(name);
      const capabilities = profileOf(name).capabilities;
      for (const [capability, pattern] of Object.entries(USES) as [Capability, RegExp][]) {
        expect(
          capabilities.includes(capability),
          `${name} ${pattern.test(source) ? "uses" : "does not use"} ${capability}`,
        ).toBe(pattern.test(source));
      }
    }
  });

  it("reads the signing key in every domain (the composition root does at cold start)", () => {
    for (const { name } of DOMAINS) expect(profileOf(name).capabilities, name).toContain("signingKey");
  });
});
