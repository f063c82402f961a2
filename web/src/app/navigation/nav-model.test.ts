import { describe, expect, it } from "vitest";
import type { HiddenPart, Role, Subscription } from "#shared/constants";
import { activeSectionId, buildNavigation } from "./nav-model";

/** What the navbar offers: section -> link ids. */
function offered(role: Role, hiddenParts: HiddenPart[] = [], subscriptions: Subscription[] = []) {
  const navigation = buildNavigation({ role, hiddenParts, subscriptions, chatUrl: "https://chat.example" });
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
    documentation: ["feedback", "teacher-protocols", "memory-notes", "violations"],
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
  OWNER: { documentation: ["whistles"], admin: ["admin-schools"] },
  SUPERADMIN: { admin: ["admin-schools", "admin-organizations"] },
};

describe("navbar links per role (spec section 6)", () => {
  it.each(Object.entries(BY_ROLE) as [Role, Record<string, string[]>][])("%s", (role, expected) => {
    expect(offered(role)).toEqual(expected);
  });
});

/** The hiddenParts table of spec section 2: key(s) -> the link that disappears. */
const HIDDEN: [parts: HiddenPart[], hides: string | null, alsoShown?: string][] = [
  [["ADAPTATIONS"], "adaptations"],
  [["MAPPINGS"], "mapping"],
  [["ABSENCEFORMS"], null, "absence"],
  [["ABSENCEACTIONPROGRAMS"], null, "absence"],
  [["ABSENCEFORMS", "ABSENCEACTIONPROGRAMS"], "absence"],
  [["CHECKINS"], "check-in"],
  [["INVESTIGATIONS"], "investigation"],
  [["ACTIONPROGRAMS"], "action-program"],
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
    expect(removed).toEqual(hides ? [hides] : []);
    if (alsoShown) expect(links).toContain(alsoShown);
  });

  it("removes a section with no links left", () => {
    expect(offered("COUNSELOR", ["TICKETS"])).not.toHaveProperty("tickets");
    expect(offered("OWNER", ["WHISTLES"])).toEqual({ admin: ["admin-schools"] });
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
    });
    const withChat = buildNavigation({
      role: "TEACHER",
      hiddenParts: [],
      subscriptions: ["ELEVHALSA", "EHTCHATTEN"],
      chatUrl: "https://chat.example",
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
    });
    expect(activeSectionId(navigation, "/actions/mapping")).toBe("actions");
    expect(activeSectionId(navigation, "/documentation/whistles")).toBe("documentation");
    expect(activeSectionId(navigation, "/")).toBeNull();
    expect(activeSectionId(navigation, "/actions")).toBeNull();
  });
});
