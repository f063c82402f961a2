import type { HiddenPart, Role, Subscription } from "#shared/constants";
import type { ParseKeys } from "i18next";
import { PLANNED_ROUTES, ROUTES } from "../../shared/routes";

/**
 * The top bar's sections and links (spec section 2, Navigation), who sees them (section 6) and which of the
 * school's hiddenParts hide them (the table in section 2). A link shows only when the route table serves its path
 * (the spec's later screens join the menu when their route does). Pure: the navbar renders what `buildNavigation`
 * returns.
 */
export interface NavLink {
  id: string;
  href: string;
  title: ParseKeys;
  description: ParseKeys;
}

export interface NavSection {
  id: "tickets" | "actions" | "documentation" | "admin";
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

/** Student-health staff, heads and main admins have the full tickets, actions and documentation (section 6). */
const FULL: readonly Role[] = ["COUNSELOR", "MAINADMIN", "HEAD"];
const FULL_AND_TEACHER: readonly Role[] = [...FULL, "TEACHER"];

interface LinkDefinition extends NavLink {
  roles: readonly Role[];
  /** The link is hidden when the school hides every one of these parts (one key, or both of a pair). */
  hiddenWhenAll?: readonly HiddenPart[];
}

function link(
  id: string,
  href: string,
  title: ParseKeys,
  description: ParseKeys,
  roles: readonly Role[],
  hiddenWhenAll?: readonly HiddenPart[],
): LinkDefinition {
  return { id, href, title, description, roles, ...(hiddenWhenAll ? { hiddenWhenAll } : {}) };
}

const SECTIONS: { id: NavSection["id"]; label: ParseKeys; links: LinkDefinition[] }[] = [
  {
    id: "tickets",
    label: "layout.nav.sections.tickets",
    links: [
      link(
        "tickets",
        ROUTES.tickets,
        "layout.nav.links.tickets.title",
        "layout.nav.links.tickets.description",
        FULL_AND_TEACHER,
        ["TICKETS"],
      ),
    ],
  },
  {
    id: "actions",
    label: "layout.nav.sections.actions",
    links: [
      link(
        "adaptations",
        PLANNED_ROUTES.adaptations,
        "layout.nav.links.adaptations.title",
        "layout.nav.links.adaptations.description",
        FULL_AND_TEACHER,
        ["ADAPTATIONS"],
      ),
      link(
        "mapping",
        PLANNED_ROUTES.mapping,
        "layout.nav.links.mapping.title",
        "layout.nav.links.mapping.description",
        FULL_AND_TEACHER,
        ["MAPPINGS"],
      ),
      link(
        "absence",
        PLANNED_ROUTES.absence,
        "layout.nav.links.absence.title",
        "layout.nav.links.absence.description",
        FULL_AND_TEACHER,
        ["ABSENCEFORMS", "ABSENCEACTIONPROGRAMS"],
      ),
      link(
        "check-in",
        PLANNED_ROUTES.checkIn,
        "layout.nav.links.checkIn.title",
        "layout.nav.links.checkIn.description",
        FULL_AND_TEACHER,
        ["CHECKINS"],
      ),
      link(
        "forms",
        PLANNED_ROUTES.forms,
        "layout.nav.links.forms.title",
        "layout.nav.links.forms.description",
        FULL,
      ),
      link(
        "investigation",
        PLANNED_ROUTES.investigation,
        "layout.nav.links.investigation.title",
        "layout.nav.links.investigation.description",
        FULL_AND_TEACHER,
        ["INVESTIGATIONS"],
      ),
      link(
        "action-program",
        ROUTES.actionProgram,
        "layout.nav.links.actionProgram.title",
        "layout.nav.links.actionProgram.description",
        FULL_AND_TEACHER,
        ["ACTIONPROGRAMS"],
      ),
      link(
        "f-and-f-warnings",
        PLANNED_ROUTES.fAndFWarnings,
        "layout.nav.links.fAndFWarnings.title",
        "layout.nav.links.fAndFWarnings.description",
        FULL_AND_TEACHER,
        ["FANDFWARNINGS"],
      ),
      link(
        "lesson-plan",
        PLANNED_ROUTES.lessonPlan,
        "layout.nav.links.lessonPlan.title",
        "layout.nav.links.lessonPlan.description",
        FULL_AND_TEACHER,
      ),
    ],
  },
  {
    id: "documentation",
    label: "layout.nav.sections.documentation",
    links: [
      link(
        "feedback",
        ROUTES.feedback,
        "layout.nav.links.feedback.title",
        "layout.nav.links.feedback.description",
        FULL_AND_TEACHER,
      ),
      link(
        "action-program-follow-up",
        ROUTES.actionProgramFollowUp,
        "layout.nav.links.actionProgramFollowUp.title",
        "layout.nav.links.actionProgramFollowUp.description",
        FULL_AND_TEACHER,
        ["ACTIONPROGRAMS"],
      ),
      link(
        "teacher-protocols",
        PLANNED_ROUTES.teacherProtocols,
        "layout.nav.links.teacherProtocols.title",
        "layout.nav.links.teacherProtocols.description",
        FULL_AND_TEACHER,
      ),
      link(
        "protocol",
        PLANNED_ROUTES.protocol,
        "layout.nav.links.protocol.title",
        "layout.nav.links.protocol.description",
        FULL,
        ["PROTOCOLS", "CLASSNOTES"],
      ),
      link(
        "memory-notes",
        PLANNED_ROUTES.memoryNotes,
        "layout.nav.links.memoryNotes.title",
        "layout.nav.links.memoryNotes.description",
        FULL_AND_TEACHER,
        ["MEMORYNOTES"],
      ),
      link(
        "violations",
        ROUTES.violations,
        "layout.nav.links.violations.title",
        "layout.nav.links.violations.description",
        // The owner reads each report's type and 6:10 chain times (violation.policy.ts).
        [...FULL_AND_TEACHER, "OWNER"],
        ["VIOLATIONS"],
      ),
      link(
        "whistles",
        ROUTES.whistles,
        "layout.nav.links.whistles.title",
        "layout.nav.links.whistles.description",
        [...FULL, "OWNER"],
        ["WHISTLES"],
      ),
    ],
  },
  {
    id: "admin",
    label: "layout.nav.sections.admin",
    links: [
      // ADMIN and MAINADMIN manage the school they work in; OWNER and SUPERADMIN work from the school list.
      link(
        "admin-school",
        ROUTES.adminSchool,
        "layout.nav.links.adminSchool.title",
        "layout.nav.links.adminSchool.description",
        ["ADMIN", "MAINADMIN"],
      ),
      link(
        "admin-schools",
        ROUTES.adminSchools,
        "layout.nav.links.adminSchools.title",
        "layout.nav.links.adminSchools.description",
        ["SUPERADMIN", "OWNER", "MAINADMIN"],
      ),
      link(
        "admin-organizations",
        ROUTES.adminOrganizations,
        "layout.nav.links.adminOrganizations.title",
        "layout.nav.links.adminOrganizations.description",
        ["SUPERADMIN"],
      ),
    ],
  },
];

const EXTRAS: NavLink[] = [
  {
    id: "report-bug",
    href: ROUTES.reportBug,
    title: "layout.nav.links.reportBug.title",
    description: "layout.nav.links.reportBug.description",
  },
  {
    id: "logout",
    href: ROUTES.logout,
    title: "layout.nav.links.logout.title",
    description: "layout.nav.links.logout.description",
  },
];

export interface NavigationInput {
  role: Role;
  hiddenParts: readonly HiddenPart[];
  subscriptions: readonly Subscription[];
  chatUrl: string;
  /** The paths the router serves (`servedPaths` of the route table): a link to any other path is left out. */
  served: ReadonlySet<string>;
}

/** The sections and links the role may use at the school, minus what the school hides and what is not built. */
export function buildNavigation({
  role,
  hiddenParts,
  subscriptions,
  chatUrl,
  served,
}: NavigationInput): Navigation {
  const hidden = new Set(hiddenParts);
  const sections = SECTIONS.map((section) => ({
    id: section.id,
    label: section.label,
    links: section.links
      .filter((candidate) => candidate.roles.includes(role) && served.has(candidate.href))
      .filter((candidate) => !candidate.hiddenWhenAll?.every((part) => hidden.has(part)))
      .map(({ id, href, title, description }) => ({ id, href, title, description })),
  })).filter((section) => section.links.length > 0);
  const chat = subscriptions.includes("EHTCHATTEN")
    ? {
        id: "chat",
        href: chatUrl,
        title: "layout.nav.links.chat.title" as const,
        description: "layout.nav.links.chat.description" as const,
      }
    : null;
  return { sections, extras: EXTRAS.filter((extra) => served.has(extra.href)), chat };
}

/** The section whose link matches the current path (its trigger is underlined). */
export function activeSectionId(navigation: Navigation, pathname: string): NavSection["id"] | null {
  const section = navigation.sections.find((candidate) =>
    candidate.links.some((navLink) => pathname === navLink.href || pathname.startsWith(`${navLink.href}/`)),
  );
  return section?.id ?? null;
}
