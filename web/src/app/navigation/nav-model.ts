import { ROLES, type HiddenPart, type Role, type Subscription } from "#shared/constants";
import type { ParseKeys } from "i18next";
import {
  NAV_FULL,
  NAV_FULL_AND_TEACHER,
  type FeatureNavLink,
  type NavSectionId,
} from "../../shared/features/feature";
import { PLANNED_ROUTES, ROUTES } from "../../shared/routes";

/**
 * The top bar's sections and links (spec section 2, Navigation), who sees them (section 6) and which of the
 * school's hiddenParts hide them (the table in section 2). The built screens' links come from the features' `nav`
 * (web/src/app/features.ts), the spec's later ones from PLANNED_LINKS, each placed by NAV_ORDER. A link shows only
 * when the route table serves its path (the spec's later screens join the menu when their route does). Pure: the
 * navbar renders what `buildNavigation` returns.
 */
export interface NavLink {
  id: string;
  href: string;
  title: ParseKeys;
  description: ParseKeys;
}

const SECTION_IDS: readonly NavSectionId[] = ["tickets", "actions", "documentation", "admin"];

export interface NavSection {
  id: NavSectionId;
  label: ParseKeys;
  links: NavLink[];
}

export interface Navigation {
  sections: NavSection[];
  /** Plain links shown in the mobile menu (the user menu offers them on wider screens). */
  extras: NavLink[];
  /** The external chat site, only with the EHTCHATTEN subscription. */
  chat: NavLink | null;
}

/** A link the navigation may offer: what a feature's `nav` gives, or one of the spec's screens not built yet. */
type LinkDefinition = FeatureNavLink;

/**
 * The spec's order of each section's links (section 2). A feature's link takes its place here by its id; a link
 * the order does not name comes after the named ones of its section, in the features list's order.
 */
export const NAV_ORDER: Record<NavSectionId | "extras", readonly string[]> = {
  tickets: ["tickets"],
  actions: [
    "adaptations",
    "mapping",
    "absence",
    "check-in",
    "forms",
    "investigation",
    "action-program",
    "f-and-f-warnings",
    "lesson-plan",
  ],
  documentation: [
    "feedback",
    "action-program-follow-up",
    "teacher-protocols",
    "protocol",
    "memory-notes",
    "violations",
    "whistles",
  ],
  admin: ["admin-school", "admin-schools", "admin-organizations"],
  extras: ["report-bug", "logout"],
};

const SECTION_LABELS: Record<NavSectionId, ParseKeys> = {
  tickets: "layout.nav.sections.tickets",
  actions: "layout.nav.sections.actions",
  documentation: "layout.nav.sections.documentation",
  admin: "layout.nav.sections.admin",
};

/**
 * The spec's screens that no feature builds yet (their links show once a route serves their path; the feature that
 * builds one gives its own link under the same id, which takes the place of this one), and sign-out.
 */
export const PLANNED_LINKS: readonly LinkDefinition[] = [
  {
    section: "actions",
    id: "absence",
    href: PLANNED_ROUTES.absence,
    title: "layout.nav.links.absence.title",
    description: "layout.nav.links.absence.description",
    roles: NAV_FULL_AND_TEACHER,
    hiddenWhenAll: ["ABSENCEFORMS", "ABSENCEACTIONPROGRAMS"],
  },
  {
    section: "actions",
    id: "check-in",
    href: PLANNED_ROUTES.checkIn,
    title: "layout.nav.links.checkIn.title",
    description: "layout.nav.links.checkIn.description",
    roles: NAV_FULL_AND_TEACHER,
    hiddenWhenAll: ["CHECKINS"],
  },
  {
    section: "actions",
    id: "forms",
    href: PLANNED_ROUTES.forms,
    title: "layout.nav.links.forms.title",
    description: "layout.nav.links.forms.description",
    roles: NAV_FULL,
  },
  {
    section: "actions",
    id: "lesson-plan",
    href: PLANNED_ROUTES.lessonPlan,
    title: "layout.nav.links.lessonPlan.title",
    description: "layout.nav.links.lessonPlan.description",
    roles: NAV_FULL_AND_TEACHER,
  },
  {
    section: "documentation",
    id: "teacher-protocols",
    href: PLANNED_ROUTES.teacherProtocols,
    title: "layout.nav.links.teacherProtocols.title",
    description: "layout.nav.links.teacherProtocols.description",
    roles: NAV_FULL_AND_TEACHER,
  },
  {
    section: "documentation",
    id: "protocol",
    href: PLANNED_ROUTES.protocol,
    title: "layout.nav.links.protocol.title",
    description: "layout.nav.links.protocol.description",
    roles: NAV_FULL,
    hiddenWhenAll: ["PROTOCOLS", "CLASSNOTES"],
  },
  {
    section: "documentation",
    id: "memory-notes",
    href: PLANNED_ROUTES.memoryNotes,
    title: "layout.nav.links.memoryNotes.title",
    description: "layout.nav.links.memoryNotes.description",
    roles: NAV_FULL_AND_TEACHER,
    hiddenWhenAll: ["MEMORYNOTES"],
  },
  {
    section: "extras",
    id: "logout",
    href: ROUTES.logout,
    title: "layout.nav.links.logout.title",
    description: "layout.nav.links.logout.description",
    roles: ROLES,
  },
];

/** Each section's links in order: the features' links, and the planned ones no feature gives yet. */
export function navLinks(
  given: readonly FeatureNavLink[],
): Record<NavSectionId | "extras", LinkDefinition[]> {
  const byId = new Map<string, LinkDefinition>();
  for (const definition of [...PLANNED_LINKS, ...given]) byId.set(definition.id, definition);
  const all = [...byId.values()];
  const place = (section: NavSectionId | "extras") => {
    const order = NAV_ORDER[section];
    const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
    return all
      .filter((definition) => definition.section === section)
      .map((definition, index) => ({ definition, index }))
      .sort((a, b) => rank(a.definition.id) - rank(b.definition.id) || a.index - b.index)
      .map(({ definition }) => definition);
  };
  return {
    tickets: place("tickets"),
    actions: place("actions"),
    documentation: place("documentation"),
    admin: place("admin"),
    extras: place("extras"),
  };
}

const plain = ({ id, href, title, description }: LinkDefinition): NavLink => ({
  id,
  href,
  title,
  description,
});

export interface NavigationInput {
  role: Role;
  hiddenParts: readonly HiddenPart[];
  subscriptions: readonly Subscription[];
  chatUrl: string;
  /** The paths the router serves (`servedPaths` of the route table): a link to any other path is left out. */
  served: ReadonlySet<string>;
  /** The features' links (their `nav`, as the root gives them: `useFeatureNavLinks`). */
  links: readonly FeatureNavLink[];
}

/** The sections and links the role may use at the school, minus what the school hides and what is not built. */
export function buildNavigation({
  role,
  hiddenParts,
  subscriptions,
  chatUrl,
  served,
  links,
}: NavigationInput): Navigation {
  const placed = navLinks(links);
  const hidden = new Set(hiddenParts);
  const offered = (definition: LinkDefinition) =>
    definition.roles.includes(role) &&
    served.has(definition.href) &&
    !definition.hiddenWhenAll?.every((part) => hidden.has(part));
  const sections = SECTION_IDS.map((id) => ({
    id,
    label: SECTION_LABELS[id],
    links: placed[id].filter(offered).map(plain),
  })).filter((section) => section.links.length > 0);
  const chat = subscriptions.includes("EHTCHATTEN")
    ? {
        id: "chat",
        href: chatUrl,
        title: "layout.nav.links.chat.title" as const,
        description: "layout.nav.links.chat.description" as const,
      }
    : null;
  return { sections, extras: placed.extras.filter(offered).map(plain), chat };
}

/** The section whose link matches the current path (its trigger is underlined). */
export function activeSectionId(navigation: Navigation, pathname: string): NavSection["id"] | null {
  const section = navigation.sections.find((candidate) =>
    candidate.links.some((navLink) => pathname === navLink.href || pathname.startsWith(`${navLink.href}/`)),
  );
  return section?.id ?? null;
}
