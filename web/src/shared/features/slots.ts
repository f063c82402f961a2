import { createContext, useContext, type ComponentType } from "react";
import type { FeatureNavLink, OverviewCardProps, PupilSectionProps } from "./feature";

/**
 * The features' sections of the pupil page, cards of the overview and navigation links, in the features list's
 * order. The app gives them at the root (from web/src/app/features.ts), so the pupil page and the overview render
 * every feature's part without importing another feature, and the shell's menus need not import the features list
 * (which would split it out of the first chunk). Nothing given: no sections, cards or links.
 */
export interface FeatureSlots {
  pupilSections: readonly { feature: string; Section: ComponentType<PupilSectionProps> }[];
  overviewCards: readonly { feature: string; Card: ComponentType<OverviewCardProps> }[];
  navLinks: readonly FeatureNavLink[];
  /** The pages that open one item by `?id=`, by name (a calendar event names its page): their paths. */
  itemPages: Readonly<Record<string, string>>;
}

export const FeatureSlotsContext = createContext<FeatureSlots>({
  pupilSections: [],
  overviewCards: [],
  navLinks: [],
  itemPages: {},
});

export function usePupilSections(): FeatureSlots["pupilSections"] {
  return useContext(FeatureSlotsContext).pupilSections;
}

export function useOverviewCards(): FeatureSlots["overviewCards"] {
  return useContext(FeatureSlotsContext).overviewCards;
}

export function useFeatureNavLinks(): FeatureSlots["navLinks"] {
  return useContext(FeatureSlotsContext).navLinks;
}

/**
 * The page of one item, by the page's name as the server gives it (a calendar event's link) and the item's id; a
 * name no feature's item page has (a newer server's) opens the overview rather than a broken link.
 */
export function useItemPath(): (page: string, id: string) => string {
  const { itemPages } = useContext(FeatureSlotsContext);
  return (page, id) => {
    const path = Object.hasOwn(itemPages, page) ? itemPages[page] : undefined;
    return path ? `${path}?${new URLSearchParams({ id }).toString()}` : "/";
  };
}
