import { describe, expect, it } from "vitest";
import type { HiddenPart, Role, Subscription } from "#shared/constants";
import { PLANNED_ROUTES, ROUTES } from "../../shared/routes";
import { LATER_LINKS, withoutLaterLinks } from "../../test/snapshot-features";
import { FEATURE_SLOTS } from "../features";
import { SERVED_PATHS } from "../router";
import { activeSectionId, buildNavigation } from "./nav-model";
import { servedPaths } from "./served-paths";

/** Every screen of the spec's navigation, as if all were built: the spec's tables below are about roles. */
const EVERY_PATH: ReadonlySet<string> = new Set([...Object.values(ROUTES), ...Object.values(PLANNED_ROUTES)]);

/** What the navbar offers: section -> link ids. */
function offered(
  role: Role,
  hiddenParts: HiddenPart[] = [],
  subscriptions: Subscription[] = [],
  served: ReadonlySet<string> = EVERY_PATH,
) {
  const navigation = buildNavigation({
    role,
    hiddenParts,
    subscriptions,
    chatUrl: "https://chat.example",
    served,
    links: FEATURE_SLOTS.navLinks,
  });
  return Object.fromEntries(
    navigation.sections.map((section) => [section.id, section.links.map((link) => link.id)]),
  );
}

const ALL_ACTIONS = [
  "adaptations",
  "mapping",
  "absence",
  "check-in",
  "forms",
  "investigation",
  "action-program",
  "f-and-f-warnings",
  "lesson-plan",
];
const ALL_DOCUMENTATION = [
  "feedback",
  "action-program-follow-up",
  "teacher-protocols",
  "protocol",
  "memory-notes",
  "violations",
  "whistles",
];

/** Spec section 6, written out per role (not derived from the model). */
const BY_ROLE: Record<Role, Record<string, string[]>> = {
  TEACHER: {
    tickets: ["tickets"],
    actions: ALL_ACTIONS.filter((id) => id !== "forms"),
    documentation: [
      "feedback",
      "action-program-follow-up",
      "teacher-protocols",
      "memory-notes",
      "violations",
    ],
  },
  COUNSELOR: { tickets: ["tickets"], actions: ALL_ACTIONS, documentation: ALL_DOCUMENTATION },
  HEAD: { tickets: ["tickets"], actions: ALL_ACTIONS, documentation: ALL_DOCUMENTATION },
  MAINADMIN: {
    tickets: ["tickets"],
    actions: ALL_ACTIONS,
    documentation: ALL_DOCUMENTATION,
    admin: ["admin-school", "admin-schools"],
  },
  ADMIN: { admin: ["admin-school"] },
  // The owner also follows the violation reports' 6:10 chain (issue 14: type and chain times, never the story).
  OWNER: { documentation: ["violations", "whistles"], admin: ["admin-schools"] },
  SUPERADMIN: { admin: ["admin-schools", "admin-organizations"] },
};

describe("navbar links per role (spec section 6)", () => {
  it.each(Object.entries(BY_ROLE) as [Role, Record<string, string[]>][])("%s", (role, expected) => {
    expect(offered(role)).toEqual(expected);
  });
});

/** The hiddenParts table of spec section 2: key(s) -> the link(s) that disappear. */
const HIDDEN: [parts: HiddenPart[], hides: string | string[] | null, alsoShown?: string][] = [
  [["ADAPTATIONS"], "adaptations"],
  [["MAPPINGS"], "mapping"],
  [["ABSENCEFORMS"], null, "absence"],
  [["ABSENCEACTIONPROGRAMS"], null, "absence"],
  [["ABSENCEFORMS", "ABSENCEACTIONPROGRAMS"], "absence"],
  [["CHECKINS"], "check-in"],
  [["INVESTIGATIONS"], "investigation"],
  [["ACTIONPROGRAMS"], ["action-program", "action-program-follow-up"]],
  [["PROTOCOLS"], null, "protocol"],
  [["CLASSNOTES"], null, "protocol"],
  [["PROTOCOLS", "CLASSNOTES"], "protocol"],
  [["MEMORYNOTES"], "memory-notes"],
  [["VIOLATIONS"], "violations"],
  [["WHISTLES"], "whistles"],
  [["FANDFWARNINGS"], "f-and-f-warnings"],
  [["TICKETS"], "tickets"],
];

describe("hidden parts (spec section 2 table)", () => {
  const allLinks = (role: Role, parts: HiddenPart[]) => Object.values(offered(role, parts)).flat();

  it.each(HIDDEN)("hiding %j removes %s", (parts, hides, alsoShown) => {
    const links = allLinks("COUNSELOR", parts);
    const everything = allLinks("COUNSELOR", []);
    const removed = everything.filter((id) => !links.includes(id));
    expect(removed).toEqual(hides ? [hides].flat() : []);
    if (alsoShown) expect(links).toContain(alsoShown);
  });

  it("removes a section with no links left", () => {
    expect(offered("COUNSELOR", ["TICKETS"])).not.toHaveProperty("tickets");
    expect(offered("OWNER", ["WHISTLES", "VIOLATIONS"])).toEqual({ admin: ["admin-schools"] });
    expect(offered("TEACHER", ["TICKETS"])).not.toHaveProperty("tickets");
  });

  it("hides for every role alike and never touches the admin section", () => {
    const every: HiddenPart[] = [
      "ADAPTATIONS",
      "MAPPINGS",
      "ABSENCEFORMS",
      "ABSENCEACTIONPROGRAMS",
      "CHECKINS",
      "INVESTIGATIONS",
      "ACTIONPROGRAMS",
      "PROTOCOLS",
      "CLASSNOTES",
      "MEMORYNOTES",
      "VIOLATIONS",
      "WHISTLES",
      "FANDFWARNINGS",
      "TICKETS",
    ];
    expect(offered("TEACHER", every)).toEqual({
      actions: ["lesson-plan"],
      documentation: ["feedback", "teacher-protocols"],
    });
    expect(offered("MAINADMIN", every)).toEqual({
      actions: ["forms", "lesson-plan"],
      documentation: ["feedback", "teacher-protocols"],
      admin: ["admin-school", "admin-schools"],
    });
  });
});

describe("chat link and active section", () => {
  it("offers the external chat only with the EHTCHATTEN subscription", () => {
    const without = buildNavigation({
      role: "TEACHER",
      hiddenParts: [],
      subscriptions: ["ELEVHALSA"],
      chatUrl: "x",
      served: EVERY_PATH,
      links: FEATURE_SLOTS.navLinks,
    });
    const withChat = buildNavigation({
      role: "TEACHER",
      hiddenParts: [],
      subscriptions: ["ELEVHALSA", "EHTCHATTEN"],
      chatUrl: "https://chat.example",
      served: EVERY_PATH,
      links: FEATURE_SLOTS.navLinks,
    });
    expect(without.chat).toBeNull();
    expect(withChat.chat?.href).toBe("https://chat.example");
  });

  it("marks the section whose link is the current page", () => {
    const navigation = buildNavigation({
      role: "COUNSELOR",
      hiddenParts: [],
      subscriptions: [],
      chatUrl: "x",
      served: EVERY_PATH,
      links: FEATURE_SLOTS.navLinks,
    });
    expect(activeSectionId(navigation, "/actions/mapping")).toBe("actions");
    expect(activeSectionId(navigation, "/documentation/whistles")).toBe("documentation");
    expect(activeSectionId(navigation, "/")).toBeNull();
    expect(activeSectionId(navigation, "/actions")).toBeNull();
  });
});

describe("links only to screens that exist (the route table)", () => {
  const ROLES: Role[] = ["TEACHER", "COUNSELOR", "HEAD", "ADMIN", "MAINADMIN", "OWNER", "SUPERADMIN"];

  it("offers no link whose path the router does not serve", () => {
    for (const role of ROLES) {
      const navigation = buildNavigation({
        role,
        hiddenParts: [],
        subscriptions: [],
        chatUrl: "x",
        served: SERVED_PATHS,
        links: FEATURE_SLOTS.navLinks,
      });
      const hrefs = [...navigation.sections.flatMap((section) => section.links), ...navigation.extras].map(
        (link) => link.href,
      );
      expect(
        hrefs.filter((href) => !SERVED_PATHS.has(href)),
        role,
      ).toEqual([]);
    }
  });

  it("shows a later feature's link to exactly the roles its feature file names", () => {
    // Today none (test/snapshot-features.ts); a new feature's links are held to their roles here.
    // The top bar's links (the user menu's extras have their own test).
    const later = FEATURE_SLOTS.navLinks.filter(
      (link) => LATER_LINKS.has(link.id) && link.section !== "extras",
    );
    for (const link of later) {
      for (const role of ROLES) {
        const shown = Object.values(offered(role, [], [], SERVED_PATHS))
          .flat()
          .includes(link.id);
        expect(shown, `${link.id} for ${role}`).toBe(link.roles.includes(role));
      }
    }
  });

  it("shows the built screens, and the school's hidden parts still apply", () => {
    // Today's built screens; a later feature's links (test/snapshot-features.ts) add to them.
    const built = (role: Role, hiddenParts: HiddenPart[] = []) =>
      withoutLaterLinks(offered(role, hiddenParts, [], SERVED_PATHS));
    expect(built("TEACHER")).toEqual({
      tickets: ["tickets"],
      actions: ["adaptations", "mapping", "investigation", "action-program", "f-and-f-warnings"],
      documentation: ["feedback", "action-program-follow-up", "violations"],
    });
    const actionParts = [
      "ADAPTATIONS",
      "MAPPINGS",
      "INVESTIGATIONS",
      "ACTIONPROGRAMS",
      "FANDFWARNINGS",
    ] as const;
    expect(built("TEACHER", ["TICKETS", ...actionParts, "VIOLATIONS"])).toEqual({
      documentation: ["feedback"],
    });
    expect(built("TEACHER", ["ADAPTATIONS"]).actions).toEqual([
      "mapping",
      "investigation",
      "action-program",
      "f-and-f-warnings",
    ]);
    expect(built("OWNER")).toEqual({
      documentation: ["violations", "whistles"],
      admin: ["admin-schools"],
    });
  });

  it("reads the served paths from a route table: optional parameters count, required ones and * do not", () => {
    const served = servedPaths([
      {
        children: [
          { index: true },
          { path: "school/:school?" },
          { path: "class/:class" },
          { path: "*" },
          { path: "admin", children: [{ path: "users" }] },
        ],
      },
    ]);
    expect([...served].sort()).toEqual(["/", "/admin/users", "/school"]);
    expect(SERVED_PATHS.has(ROUTES.tickets)).toBe(true);
    expect(SERVED_PATHS.has(PLANNED_ROUTES.mapping)).toBe(true);
    expect(SERVED_PATHS.has(PLANNED_ROUTES.lessonPlan)).toBe(false);
  });
});
