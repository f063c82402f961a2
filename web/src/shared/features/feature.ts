import type { ComponentType } from "react";
import type { ParseKeys } from "i18next";
import type { HiddenPart, Role } from "#shared/constants";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";

/**
 * What a feature plugs into the app (its `<feature>.feature.ts`): its pages and who may open them, its navigation
 * links, its section on the pupil page and its card on the overview. Its texts are the files of its own folder's
 * `locales/{sv,en}/` (loaded with the pages beyond the first ones; `core/` there: loaded at start), typed by its
 * `locales/texts.ts`, and its API client is its own `<domain>.client.ts` unless shared code calls it too. The app
 * (web/src/app/features.ts) finds every `features/<feature>/<feature>.feature.ts` by itself (a new feature edits
 * nothing there) and builds the router, the navigation and the pupil page's and the overview's slots from them. A feature file stays small: it names its pages and components through dynamic
 * imports only, so nothing of them joins the first load.
 */
export interface Feature {
  /** The feature's folder under web/src/features/. */
  name: string;
  /**
   * Its place among the features: the order of the pupil page's sections and of the overview's cards, and of the
   * navigation links the spec's order does not name. Lower first; a feature without one comes after those with
   * one, and features of the same place stand by name.
   */
  place?: number;
  routes?: readonly FeatureRoute[];
  nav?: readonly FeatureNavLink[];
  /** Its section on the pupil page (a lazy component); the sections stand in the features' `place` order. */
  pupilSection?: ComponentType<PupilSectionProps>;
  /** Its card on the overview's work queue (a lazy component), after the queue's own cards, in `place` order. */
  overviewCard?: ComponentType<OverviewCardProps>;
}

/** A page module: the page is its `Component` export. */
export type PageModule = { Component: ComponentType };

export interface FeatureRoute {
  /** The page's name, unique; for a page in ROUTES and ROUTE_ROLES the name they know it by. */
  name: string;
  /**
   * Where the page renders: `full` (no account: sign-in and the statement), `external` (the external page's frame,
   * no session) or `app` (the signed-in shell).
   */
  layout: "full" | "external" | "app";
  /**
   * The page's path; the app's "/" is its index page. A path other code links to (web/src/shared, a notification,
   * another feature) is in shared/routes.ts; a path only its feature links to is in the feature's own
   * `<feature>.paths.ts` (plain constants, importing nothing), which its feature file and its components import.
   */
  path: string;
  /** A parameter after the path, as the router writes it (":school?" optional, ":token" required). */
  param?: string;
  /** Only these active roles may open the page (the role guard sends the rest to "/"). */
  roles?: readonly Role[];
  /** `guest`: only without a session (a signed-in user goes home); `session`: reads the session first. */
  loader?: "guest" | "session";
  /**
   * The page opens one item by `?id=`: a calendar event (its `link.page`) may name it by its `name`, and the
   * calendar opens `<path>?id=<id>`. A feature's own page needs no entry elsewhere for it.
   */
  opensItem?: true;
  /** `more`: the page also needs the texts beyond the first pages (loaded with it). */
  texts: "core" | "more";
  /** The page's chunk, loaded when the route is first opened: `() => import("./pages/...")`. */
  page: () => Promise<PageModule>;
}

export type NavSectionId = "tickets" | "actions" | "documentation" | "admin";

export interface FeatureNavLink {
  /** The top bar's section, or `extras` (the user menu's and the mobile menu's plain links). */
  section: NavSectionId | "extras";
  /**
   * The link's id; the navigation places it by the spec's order of ids (NAV_ORDER in app/navigation/nav-model.ts,
   * which names every screen of the spec's navigation, built or planned): a feature building a planned screen gives
   * the planned id and takes its place; a link the spec does not name comes after its section's named links, in the
   * features' order (`place`). Either way the feature edits nothing outside its folder.
   */
  id: string;
  href: string;
  title: ParseKeys;
  description: ParseKeys;
  /** Who sees the link (spec section 6). */
  roles: readonly Role[];
  /** The link is hidden when the school hides every one of these parts (one key, or both of a pair). */
  hiddenWhenAll?: readonly HiddenPart[];
}

export interface PupilSectionProps {
  student: Student;
  school: School;
}

export interface OverviewCardProps {
  schoolId: string;
}

/** Student-health staff, heads and main admins have the full tickets, actions and documentation (section 6). */
export const NAV_FULL: readonly Role[] = ["COUNSELOR", "MAINADMIN", "HEAD"];
export const NAV_FULL_AND_TEACHER: readonly Role[] = [...NAV_FULL, "TEACHER"];
