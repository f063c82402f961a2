import { readdirSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { API_BASE } from "./core/app.js";
import { domainHooksLoader, noDomainHooks, type DomainHooks } from "./core/domain-hooks.js";
import type { Deps } from "./deps.js";
import { NOTIFICATION_KINDS } from "#shared/messages";
import { DOMAIN_HOOKS } from "./domain-hooks.js";
import { DOMAINS } from "./domains.js";
import { forgetAtSchool, releaseStudentHealthDuties } from "./users/leaving-steps.js";

const SRC = new URL("./", import.meta.url);

/** The domain folders holding a `<domain>.hooks.ts` (functions/src/*\/*.hooks.ts). */
function foldersWithHooks(): string[] {
  return readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => readdirSync(new URL(`${entry.name}/`, SRC)).some((file) => file.endsWith(".hooks.ts")))
    .map((entry) => entry.name)
    .sort();
}

describe("the domain hooks list", () => {
  it("names exactly the domains of DOMAINS that have a hooks file, and no other name", () => {
    const named = Object.keys(DOMAIN_HOOKS).sort();
    expect(named).toEqual(foldersWithHooks());
    const domains = new Set(DOMAINS.map((domain) => domain.name));
    expect(named.filter((name) => !domains.has(name))).toEqual([]);
  });

  it("loads each domain's hooks object", async () => {
    for (const [name, load] of Object.entries(DOMAIN_HOOKS)) {
      const hooks: DomainHooks = await load();
      expect(typeof hooks, name).toBe("object");
      expect(Object.keys(hooks).length, name).toBeGreaterThan(0);
    }
  });

  it("runs the leaving steps in the documented order, and releases tickets before programs", async () => {
    const loaded = await domainHooksLoader(DOMAIN_HOOKS)();
    // Today's steps keep their order; a later domain's step may join them (the list is not pinned to these).
    const inOrder = (names: string[], known: readonly string[]) =>
      names.filter((name) => known.includes(name));
    const forgetting = [
      "classes",
      "teams",
      "students",
      "tickets",
      "actionprograms",
      "adaptations",
      "investigations",
      "violations",
      "mappings",
    ];
    expect(
      inOrder(
        loaded.filter(({ hooks }) => hooks.forgetAtSchool).map(({ domain }) => domain),
        forgetting,
      ),
    ).toEqual(forgetting);
    const releasing = ["tickets", "actionprograms"];
    expect(
      inOrder(
        loaded.filter(({ hooks }) => hooks.releaseStudentHealthDuties).map(({ domain }) => domain),
        releasing,
      ),
    ).toEqual(releasing);
  });

  it("gives the calendar the mappings' and the action programs' sources, each hidden by its own part", async () => {
    const loaded = await domainHooksLoader(DOMAIN_HOOKS)();
    const sources = loaded.flatMap(({ domain, hooks }) =>
      (hooks.calendarEvents ?? []).map((source) => ({ domain, hiddenBy: source.hiddenBy })),
    );
    expect(sources).toEqual(
      expect.arrayContaining([
        { domain: "actionprograms", hiddenBy: "ACTIONPROGRAMS" },
        { domain: "mappings", hiddenBy: "MAPPINGS" },
      ]),
    );
    expect(new Set(sources.map(({ hiddenBy }) => hiddenBy)).size).toBe(sources.length);
  });
});

describe("cold-start requests", () => {
  it("every domain of DOMAINS gives the bench a first request to one of its own routes", async () => {
    const loaded = new Map(
      (await domainHooksLoader(DOMAIN_HOOKS)()).map(({ domain, hooks }) => [domain, hooks]),
    );
    const seeded = {
      organizationIds: { demo: "org-1" },
      schoolIds: { ek: "school-1" },
      userIds: {},
      ekCode: "CODE1",
    };
    for (const { name, router } of DOMAINS) {
      const request = loaded.get(name)?.coldStartRequest?.(seeded);
      expect(request, name).toBeDefined();
      const [method, path] = request!.routeKey.split(" ");
      const routes = router.routes.map(
        (route) => `${route.method} ${API_BASE}${route.path.replace(/:(\w+)/g, "{$1}")}`,
      );
      expect(routes, name).toContain(`${method} ${path}`);
    }
  });
});

describe("notification kinds", () => {
  it("each kind of the server catalogue is declared by exactly one domain, and no domain declares another", async () => {
    const loaded = await domainHooksLoader(DOMAIN_HOOKS)();
    const declared = loaded.flatMap(({ domain, hooks }) =>
      (hooks.notificationKinds ?? []).map((kind) => ({ domain, kind })),
    );
    expect(declared.map(({ kind }) => kind).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(new Set(declared.map(({ kind }) => kind)).size).toBe(declared.length);
    expect(declared.find(({ kind }) => kind === "WHISTLE_NEW")?.domain).toBe("whistles");
  });
});

describe("domainHooksLoader", () => {
  it("loads the list once, in its order, and tries again after a failed load", async () => {
    const a = vi.fn(async (): Promise<DomainHooks> => ({}));
    let fail = true;
    const b = vi.fn(async (): Promise<DomainHooks> => {
      if (fail) throw new Error("not yet");
      return {};
    });
    const load = domainHooksLoader({ a, b });
    await expect(load()).rejects.toThrow("not yet");
    fail = false;
    expect((await load()).map(({ domain }) => domain)).toEqual(["a", "b"]);
    await load();
    expect(b).toHaveBeenCalledTimes(2);
    expect(a).toHaveBeenCalledTimes(2);
  });

  it("fails loudly where the entry supplied no list", async () => {
    await expect(noDomainHooks()).rejects.toThrow("built without the domain hooks");
  });
});

describe("the leaving steps", () => {
  it("run every domain's hooks one after the other in the list's order, skipping a domain without one", async () => {
    const calls: string[] = [];
    const step = (what: string) => async (_deps: Deps, userId: string, schoolId: string) => {
      await Promise.resolve();
      calls.push(`${what} ${userId} ${schoolId}`);
    };
    const deps = {
      hooks: domainHooksLoader({
        first: async () => ({ forgetAtSchool: step("forget first") }),
        none: async () => ({}),
        second: async () => ({
          forgetAtSchool: step("forget second"),
          releaseStudentHealthDuties: step("release second"),
        }),
      }),
    } as unknown as Deps;
    await forgetAtSchool(deps, "u1", "s1");
    await releaseStudentHealthDuties(deps, "u1", "s1");
    expect(calls).toEqual(["forget first u1 s1", "forget second u1 s1", "release second u1 s1"]);
  });
});
