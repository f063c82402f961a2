import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The features built when the tests' snapshots were written: the pages' addresses and the slots' order
 * (app/features.test.ts), a navbar's links (app/layouts/navbar.test.tsx) and each demo user's navbar
 * (tests/e2e/navigation.spec.ts). Those snapshots hold for these features exactly; a later feature's pages, slots
 * and links add to them (its feature file says who sees them, and the other tests check them), so a new feature
 * edits no test outside its folder.
 */
export const SNAPSHOT_FEATURES: ReadonlySet<string> = new Set([
  "auth",
  "accessibility",
  "external",
  "overview",
  "admin",
  "school",
  "tickets",
  "feedback",
  "actionprograms",
  "adaptations",
  "investigations",
  "mappings",
  "whistles",
  "violations",
  "support",
]);

const FEATURES_DIR = join(import.meta.dirname, "../features");

/**
 * The navigation links' ids a feature file gives (its `nav` entries' `id`s), read from its source: the e2e tests
 * (Playwright, outside Vite) cannot load the features list, which Vite's glob builds. app/features.test.ts holds
 * this reading equal to every feature's `nav`.
 */
export function navIdsInSource(feature: string): string[] {
  const file = join(FEATURES_DIR, feature, `${feature}.feature.ts`);
  if (!existsSync(file)) return [];
  return [...readFileSync(file, "utf8").matchAll(/^\s*id: "([^"]+)",$/gm)].map((match) => match[1]!);
}

/** The features' folders (each holding its feature file). */
export const FEATURE_FOLDERS: readonly string[] = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && existsSync(join(FEATURES_DIR, entry.name, `${entry.name}.feature.ts`)),
  )
  .map((entry) => entry.name);

/** The navigation links' ids of the features built after the snapshots. */
export const LATER_LINKS: ReadonlySet<string> = new Set(
  FEATURE_FOLDERS.filter((feature) => !SNAPSHOT_FEATURES.has(feature)).flatMap(navIdsInSource),
);

/** A navbar's offer (section -> link ids) without the later features' links; a section left empty is left out. */
export function withoutLaterLinks(offer: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(offer)
      .map(([section, links]): [string, string[]] => [section, links.filter((id) => !LATER_LINKS.has(id))])
      .filter(([, links]) => links.length > 0),
  );
}
