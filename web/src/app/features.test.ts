import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "#shared/constants";
import { NOTIFICATION_ROUTES } from "#shared/notifications/notification.constants";
import type { FeatureRoute } from "../shared/features/feature";
import { ROUTES } from "../shared/routes";
import { ROUTE_ROLES, type GuardedRoute } from "../shared/session/route-roles";
import { navIdsInSource, SNAPSHOT_FEATURES } from "../test/snapshot-features";
import { APP_CATALOGUE, FEATURE_SLOTS, FEATURES, featuresOf, inPlaceOrder } from "./features";
import { NAV_ORDER, PLANNED_LINKS } from "./navigation/nav-model";
import { routePattern, SERVED_PATHS } from "./router";

const FEATURES_DIR = join(import.meta.dirname, "../features");
const LOCALES_DIR = join(import.meta.dirname, "../locales");
const ROUTES_OF = FEATURES.flatMap((feature) => (feature.routes ?? []).map((route) => ({ feature, route })));
const NAV_OF = FEATURES.flatMap((feature) => (feature.nav ?? []).map((link) => ({ feature, link })));

/** The API's source files (no tests): where the notices and the calendar sources name the pages they link to. */
function apiSources(): string[] {
  const root = join(import.meta.dirname, "../../../functions/src");
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.includes(".test.") && !file.startsWith("local"))
    .map((file) => readFileSync(join(root, file), "utf8"));
}

/** Duplicates in a list (each once). */
const duplicates = (values: readonly string[]) => [
  ...new Set(values.filter((value, index) => values.indexOf(value) !== index)),
];

describe("the features list", () => {
  it("holds one feature file per feature folder with pages, named after its folder, and no other", () => {
    const folders = readdirSync(FEATURES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const withPages = folders
      .filter((folder) => existsSync(join(FEATURES_DIR, folder.name, "pages")))
      .map((folder) => folder.name);
    const withFile = folders
      .filter((folder) => existsSync(join(FEATURES_DIR, folder.name, `${folder.name}.feature.ts`)))
      .map((folder) => folder.name);
    const listed = FEATURES.map((feature) => feature.name);
    expect(duplicates(listed)).toEqual([]);
    expect(withPages.filter((folder) => !withFile.includes(folder))).toEqual([]);
    expect([...listed].sort()).toEqual([...withFile].sort());
  });

  it("finds each feature in its own file, one a file, in place order (a feature without a place after, by name)", () => {
    const files = import.meta.glob<Record<string, unknown>>("../features/*/*.feature.ts", { eager: true });
    for (const [path, module] of Object.entries(files)) {
      const folder = path.split("/")[2]!;
      expect(
        featuresOf({ [path]: module }).map((feature) => feature.name),
        path,
      ).toEqual([folder]);
    }
    const places = FEATURES.map((feature) => feature.place);
    expect(places.every((place) => place !== undefined)).toBe(true);
    expect(duplicates(places.map(String))).toEqual([]);
    expect(
      inPlaceOrder([
        { name: "zeta" },
        { name: "beta", place: 20 },
        { name: "alpha" },
        { name: "gamma", place: 10 },
      ]).map((feature) => feature.name),
    ).toEqual(["gamma", "beta", "alpha", "zeta"]);
  });

  it("reads each feature's navigation ids from its source as the e2e tests do", () => {
    for (const feature of FEATURES)
      expect(navIdsInSource(feature.name), feature.name).toEqual((feature.nav ?? []).map((link) => link.id));
  });

  it("names its pages only through dynamic imports (a feature file adds nothing of a page to the first load)", () => {
    const staticImportsOf = (file: string) =>
      [...readFileSync(file, "utf8").matchAll(/^import\s[^;]*?from\s+"([^"]+)";/gms)].map(
        (match) => match[1]!,
      );
    for (const feature of FEATURES) {
      const folder = join(FEATURES_DIR, feature.name);
      const ownPaths = `./${feature.name}.paths`;
      expect(
        staticImportsOf(join(folder, `${feature.name}.feature.ts`)).filter(
          (path) =>
            // No schema (zod belongs to the lazily loaded pages: tests/first-bundle.test.ts).
            !/^(react$|#shared\/(?!.*\.schema$)|\.\.\/\.\.\/shared\/(features|routes|session)\/?)/.test(
              path,
            ) && path !== ownPaths,
        ),
        feature.name,
      ).toEqual([]);
      // The feature's own paths (a page no other feature links to): plain constants, importing nothing.
      if (existsSync(join(folder, `${ownPaths}.ts`)))
        expect(staticImportsOf(join(folder, `${ownPaths}.ts`)), ownPaths).toEqual([]);
      // Its pages and components take the paths from there, never from the feature file (which the first load
      // holds: importing it from a lazy chunk splits the first load's chunks).
      const importers = readdirSync(folder, { recursive: true, encoding: "utf8" })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .filter((file) =>
          staticImportsOf(join(folder, file)).some((path) => path.endsWith(`/${feature.name}.feature`)),
        );
      expect(importers, feature.name).toEqual([]);
    }
  });

  it("gives every page a name and a router pattern of its own", () => {
    expect(duplicates(ROUTES_OF.map(({ route }) => route.name))).toEqual([]);
    expect(duplicates(ROUTES_OF.map(({ route }) => routePattern(route)))).toEqual([]);
  });

  it("keeps every page's address (the router's patterns, per layout)", () => {
    const patterns = (layout: FeatureRoute["layout"]) =>
      ROUTES_OF.filter(({ feature, route }) => SNAPSHOT_FEATURES.has(feature.name) && route.layout === layout)
        .map(({ route }) => routePattern(route))
        .sort();
    expect(patterns("full")).toEqual(
      ["login", "forgot-password", "reset-password", "tillganglighetsredogorelse"].sort(),
    );
    expect(patterns("external")).toEqual(
      ["external", "whistle", "actions/action-program/:token", "report"].sort(),
    );
    expect(patterns("app")).toEqual(
      [
        "",
        "admin/admin",
        "admin/school",
        "admin/schools",
        "admin/organizations",
        "school/:school?",
        "class/:class?",
        "student/:student?",
        "student-work/tickets",
        "documentation/feedback",
        "actions/action-program",
        "documentation/action-program-follow-up",
        "actions/adaptations",
        "actions/f-and-f-warnings",
        "actions/investigation",
        "documentation/whistles",
        "documentation/violations",
        "report-bug",
        "actions/mapping",
      ].sort(),
    );
  });

  it("has a page for every path a notification may open: those the API's notices name, and those stored earlier", () => {
    // A feature's page, in the signed-in app, wherever its path is written (shared/routes.ts or the feature's own).
    const pages = ROUTES_OF.filter(({ route }) => route.layout === "app").map(({ route }) => route.path);
    const named = apiSources().flatMap((source) =>
      source
        .split("\n")
        .filter((line) => /\blink: /.test(line))
        .flatMap((line) => [...line.matchAll(/"(\/[a-z0-9/-]+)"/g)].map((match) => match[1]!)),
    );
    expect(named.length).toBeGreaterThan(5);
    for (const path of [...named, ...Object.values(NOTIFICATION_ROUTES)]) expect(pages, path).toContain(path);
  });

  it("opens every page a calendar event links to (an item page, by ?id=)", () => {
    const linked = apiSources().flatMap((source) =>
      [...source.matchAll(/link: \{ page: "(\w+)"/g)].map((match) => match[1]!),
    );
    expect(linked).toEqual(expect.arrayContaining(["mapping", "actionProgram"]));
    for (const page of linked) expect(Object.keys(FEATURE_SLOTS.itemPages), page).toContain(page);
    // Each names its page by the route's name; the calendar opens its path with the item's id.
    expect(FEATURE_SLOTS.itemPages).toMatchObject({
      tickets: ROUTES.tickets,
      mapping: ROUTES.mapping,
      actionProgram: ROUTES.actionProgram,
      investigation: ROUTES.investigation,
    });
  });

  it("gives every page behind the role guard a path and the guard's roles under the same name", () => {
    const byName = new Map(ROUTES_OF.map(({ route }) => [route.name, route]));
    for (const name of Object.keys(ROUTE_ROLES) as GuardedRoute[]) {
      const route = byName.get(name);
      expect(route, name).toBeDefined();
      expect(route!.path, name).toBe(ROUTES[name]);
      expect(route!.layout, name).toBe("app");
      // The overview and the bug report open for every signed-in role: the app layout's session is their guard.
      if (route!.roles === undefined) expect(ROUTE_ROLES[name], name).toBe(ROLES);
      else expect(route!.roles, name).toBe(ROUTE_ROLES[name]);
    }
  });

  it("names only known roles", () => {
    const named: [string, readonly Role[]][] = [
      ...ROUTES_OF.map(({ route }): [string, readonly Role[]] => [route.name, route.roles ?? []]),
      ...NAV_OF.map(({ link }): [string, readonly Role[]] => [link.id, link.roles]),
      ...PLANNED_LINKS.map((link): [string, readonly Role[]] => [link.id, link.roles]),
    ];
    for (const [name, roles] of named) {
      expect(
        roles.filter((role) => !(ROLES as readonly string[]).includes(role)),
        name,
      ).toEqual([]);
    }
  });

  it("links each navigation entry to a page of its own feature that the router serves, in a place of the order", () => {
    expect(duplicates(NAV_OF.map(({ link }) => link.id))).toEqual([]);
    for (const { feature, link } of NAV_OF) {
      expect(SERVED_PATHS.has(link.href), link.id).toBe(true);
      expect(
        (feature.routes ?? []).some((route) => route.path === link.href && !route.param?.match(/^:[^?]*$/)),
        link.id,
      ).toBe(true);
      // Whoever sees the link may open its page (the role guard would send them home).
      const page = (feature.routes ?? []).find((route) => route.path === link.href);
      if (page?.roles)
        expect(
          link.roles.filter((role) => !page.roles!.includes(role)),
          link.id,
        ).toEqual([]);
      // A link the spec's order names stands in the section the order puts it in.
      const placed = Object.entries(NAV_ORDER).find(([, ids]) => ids.includes(link.id));
      if (placed) expect(placed[0], link.id).toBe(link.section);
      // A built screen the spec planned keeps the planned address.
      const planned = PLANNED_LINKS.find((candidate) => candidate.id === link.id);
      if (planned) expect(link.href, link.id).toBe(planned.href);
    }
    for (const link of PLANNED_LINKS) {
      const placed = Object.entries(NAV_ORDER).find(([, ids]) => ids.includes(link.id));
      expect(placed?.[0], link.id).toBe(link.section);
    }
  });

  it("keeps the app's catalogue files in web/src/locales and a feature's in its folder, each file name once", () => {
    const jsonNames = (folder: string) =>
      existsSync(folder)
        ? readdirSync(folder, { recursive: true, encoding: "utf8" })
            .filter((file) => file.endsWith(".json"))
            .map((file) => basename(file, ".json"))
        : [];
    const featureFolders = readdirSync(FEATURES_DIR, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    for (const language of ["sv", "en"]) {
      const app = jsonNames(join(LOCALES_DIR, language));
      expect([...APP_CATALOGUE].sort(), language).toEqual([...app].sort());
      const features = featureFolders.flatMap((folder) =>
        jsonNames(join(FEATURES_DIR, folder.name, "locales", language)),
      );
      expect(features.length, language).toBeGreaterThan(0);
      expect(duplicates([...app, ...features]), language).toEqual([]);
    }
  });

  it("puts the pupil page's sections and the overview's cards in their order", () => {
    const snapshot = (features: readonly string[]) => features.filter((name) => SNAPSHOT_FEATURES.has(name));
    expect(FEATURES.filter((feature) => SNAPSHOT_FEATURES.has(feature.name))).toHaveLength(
      SNAPSHOT_FEATURES.size,
    );
    expect(snapshot(FEATURE_SLOTS.pupilSections.map((slot) => slot.feature))).toEqual([
      "tickets",
      "actionprograms",
      "adaptations",
      "violations",
    ]);
    expect(snapshot(FEATURE_SLOTS.overviewCards.map((slot) => slot.feature))).toEqual([
      "actionprograms",
      "adaptations",
      "violations",
    ]);
  });
});
