import type { Feature } from "../shared/features/feature";
import type { FeatureSlots } from "../shared/features/slots";

/**
 * Every feature's file, found by its name: web/src/features/<feature>/<feature>.feature.ts, each exporting one
 * `Feature` (app/features.test.ts checks there is one per folder and no other). Eager: the feature files are small
 * and name their pages through dynamic imports only, so this adds nothing of a page to the first load.
 */
const FEATURE_FILES = import.meta.glob<Record<string, unknown>>("../features/*/*.feature.ts", {
  eager: true,
});

/** The features a feature file exports: objects with a name (each file is held to one, of its folder's name). */
export function featuresOf(files: Record<string, Record<string, unknown>>): Feature[] {
  return Object.values(files).flatMap((module) =>
    Object.values(module).filter(
      (value): value is Feature => typeof value === "object" && value !== null && "name" in value,
    ),
  );
}

/** By place (lower first, a feature without one after those with one), then by name. */
export function inPlaceOrder(features: readonly Feature[]): Feature[] {
  const place = (feature: Feature) => feature.place ?? Number.POSITIVE_INFINITY;
  return [...features].sort((a, b) => place(a) - place(b) || a.name.localeCompare(b.name, "en"));
}

/**
 * Every feature of the app: the router, the navigation, the pupil page's sections and the overview's cards are
 * built from this list (a new feature writes its `<feature>.feature.ts` in its folder and edits nothing here). The
 * order (each feature's `place`) is the order of the pupil page's sections and of the overview's cards; the
 * navigation has its own order (nav-model.ts).
 */
export const FEATURES: readonly Feature[] = inPlaceOrder(featuresOf(FEATURE_FILES));

/**
 * The catalogue files of web/src/locales/{sv,en}/: the app's own texts, those of the parts every feature uses (no
 * feature's alone) and the external page's, which its own first bundle loads (locales/<language>/external-core.ts)
 * and which therefore holds nothing of web/src/features/. A feature's texts live in its own folder.
 */
export const APP_CATALOGUE: readonly string[] = [
  "access",
  "calendar",
  "common",
  "errors",
  "external",
  "layout",
  "lists",
  "notifications",
  "settings",
];

/** The features' pupil-page sections, overview cards and navigation links, as the root gives them to the pages. */
export function featureSlots(features: readonly Feature[] = FEATURES): FeatureSlots {
  return {
    pupilSections: features.flatMap(({ name, pupilSection }) =>
      pupilSection ? [{ feature: name, Section: pupilSection }] : [],
    ),
    overviewCards: features.flatMap(({ name, overviewCard }) =>
      overviewCard ? [{ feature: name, Card: overviewCard }] : [],
    ),
    navLinks: features.flatMap((feature) => feature.nav ?? []),
    itemPages: Object.fromEntries(
      features.flatMap((feature) =>
        (feature.routes ?? [])
          .filter((route) => route.opensItem && route.layout === "app")
          .map((route) => [route.name, route.path]),
      ),
    ),
  };
}

export const FEATURE_SLOTS: FeatureSlots = featureSlots();
