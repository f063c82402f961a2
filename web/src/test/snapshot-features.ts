import { FEATURES } from "../app/features";

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

/** The navigation links' ids of the features built after the snapshots. */
export const LATER_LINKS: ReadonlySet<string> = new Set(
  FEATURES.filter((feature) => !SNAPSHOT_FEATURES.has(feature.name)).flatMap((feature) =>
    (feature.nav ?? []).map((link) => link.id),
  ),
);

/** A navbar's offer (section -> link ids) without the later features' links; a section left empty is left out. */
export function withoutLaterLinks(offer: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(offer)
      .map(([section, links]): [string, string[]] => [section, links.filter((id) => !LATER_LINKS.has(id))])
      .filter(([, links]) => links.length > 0),
  );
}
