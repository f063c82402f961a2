import { accessibilityFeature } from "../features/accessibility/accessibility.feature";
import { actionProgramsFeature } from "../features/actionprograms/actionprograms.feature";
import { adaptationsFeature } from "../features/adaptations/adaptations.feature";
import { adminFeature } from "../features/admin/admin.feature";
import { authFeature } from "../features/auth/auth.feature";
import { externalFeature } from "../features/external/external.feature";
import { feedbackFeature } from "../features/feedback/feedback.feature";
import { investigationsFeature } from "../features/investigations/investigations.feature";
import { mappingsFeature } from "../features/mappings/mappings.feature";
import { overviewFeature } from "../features/overview/overview.feature";
import { schoolFeature } from "../features/school/school.feature";
import { supportFeature } from "../features/support/support.feature";
import { ticketsFeature } from "../features/tickets/tickets.feature";
import { violationsFeature } from "../features/violations/violations.feature";
import { whistlesFeature } from "../features/whistles/whistles.feature";
import type { Feature } from "../shared/features/feature";
import type { FeatureSlots } from "../shared/features/slots";

/**
 * Every feature of the app: the router, the navigation, the pupil page's sections and the overview's cards are
 * built from this list (a new feature adds its `<feature>.feature.ts` here). The order is the order of the pupil
 * page's sections and of the overview's cards; the navigation has its own order (nav-model.ts).
 */
export const FEATURES: readonly Feature[] = [
  authFeature,
  accessibilityFeature,
  externalFeature,
  overviewFeature,
  adminFeature,
  schoolFeature,
  ticketsFeature,
  feedbackFeature,
  actionProgramsFeature,
  adaptationsFeature,
  investigationsFeature,
  mappingsFeature,
  whistlesFeature,
  violationsFeature,
  supportFeature,
];

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
  };
}

export const FEATURE_SLOTS: FeatureSlots = featureSlots();
