import { createContext, useContext, type ComponentType } from "react";
import type { OverviewCardProps, PupilSectionProps } from "./feature";

/**
 * The features' sections of the pupil page and cards of the overview, in the features list's order. The app gives
 * them at the root (from web/src/app/features.ts), so the pupil page and the overview render every feature's part
 * without importing another feature. Nothing given: no sections and no cards.
 */
export interface FeatureSlots {
  pupilSections: readonly { feature: string; Section: ComponentType<PupilSectionProps> }[];
  overviewCards: readonly { feature: string; Card: ComponentType<OverviewCardProps> }[];
}

export const FeatureSlotsContext = createContext<FeatureSlots>({ pupilSections: [], overviewCards: [] });

export function usePupilSections(): FeatureSlots["pupilSections"] {
  return useContext(FeatureSlotsContext).pupilSections;
}

export function useOverviewCards(): FeatureSlots["overviewCards"] {
  return useContext(FeatureSlotsContext).overviewCards;
}
