import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { HIDDEN_PARTS, type HiddenPart, type Role, type Subscription } from "#shared/constants";
import { renderWithApp } from "../../test/render";
import { LATER_LINKS } from "../../test/snapshot-features";
import { ServedPathsContext } from "../navigation/served-paths";
import { SERVED_PATHS } from "../router";
import { Navbar } from "./navbar";

function renderNavbar({
  role,
  hiddenParts = [],
  subscriptions = ["ELEVHALSA"],
  path = "/",
}: {
  role: Role;
  hiddenParts?: HiddenPart[];
  subscriptions?: Subscription[];
  path?: string;
}) {
  return renderWithApp(
    <ServedPathsContext value={SERVED_PATHS}>
      <Navbar
        role={role}
        school={{ name: "Ekskolan", code: "AB12CD34", hiddenParts }}
        schoolName="Ekskolan"
        subscriptions={subscriptions}
        sidebarOpen
        onToggleSidebar={() => {}}
      />
    </ServedPathsContext>,
    { path },
  );
}

const sectionButtons = () =>
  screen
    .getAllByRole("button")
    .filter((button) => button.dataset.testid?.startsWith("nav-section-"))
    .map((button) => button.dataset.testid!.replace("nav-section-", ""));

/**
 * Every part a school may hide but those of the tickets and documentation sections: the actions section's parts,
 * whichever feature brings one (a later feature's action is hidden with the others, and the snapshot holds).
 */
const ACTION_PARTS: HiddenPart[] = HIDDEN_PARTS.filter(
  (part) => !["TICKETS", "VIOLATIONS", "WHISTLES", "PROTOCOLS", "CLASSNOTES", "MEMORYNOTES"].includes(part),
);

describe("Navbar", () => {
  it("offers a teacher the built screens of tickets, actions and documentation, each link with its description", async () => {
    renderNavbar({ role: "TEACHER", hiddenParts: ACTION_PARTS });
    // With every built action hidden the actions section has no screen: no section of links that lead nowhere.
    expect(sectionButtons()).toEqual(["tickets", "documentation"]);
    const documentation = screen.getByRole("button", { name: "Dokumentation" });
    expect(documentation).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(documentation);
    expect(documentation).toHaveAttribute("aria-expanded", "true");
    const list = document.getElementById(documentation.getAttribute("aria-controls")!)!;
    const feedback = within(list).getByRole("link", { name: /Återkoppling/ });
    expect(feedback).toHaveAttribute("href", "/documentation/feedback");
    expect(feedback).toHaveTextContent("Återkoppling på anpassningar och ärenden");
    expect(
      within(list)
        .getAllByRole("link")
        .filter((link) => !LATER_LINKS.has(link.dataset.testid!.replace("nav-link-", "")))
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/documentation/feedback", "/documentation/violations"]);
  });

  it.each<[Role, string[]]>([
    ["ADMIN", ["admin"]],
    ["OWNER", ["documentation", "admin"]],
    ["SUPERADMIN", ["admin"]],
    ["MAINADMIN", ["tickets", "actions", "documentation", "admin"]],
  ])("shows %s the sections of spec section 6 that have a screen", (role, sections) => {
    renderNavbar({ role });
    expect(sectionButtons()).toEqual(sections);
  });

  it("drops hidden links, and a section left empty", () => {
    renderNavbar({
      role: "COUNSELOR",
      hiddenParts: [...ACTION_PARTS, "TICKETS"],
    });
    expect(sectionButtons()).toEqual(["documentation"]);
  });

  it("underlines the active section", () => {
    renderNavbar({ role: "COUNSELOR", path: "/documentation/feedback" });
    expect(screen.getByRole("button", { name: "Dokumentation" })).toHaveAttribute("data-active", "true");
    expect(screen.getByRole("button", { name: "Ärenden" })).not.toHaveAttribute("data-active");
  });

  it("shows the chat link only with EHTCHATTEN", () => {
    const { unmount } = renderNavbar({ role: "TEACHER" });
    expect(screen.queryByRole("link", { name: /EHT-chatten/ })).toBeNull();
    unmount();
    renderNavbar({ role: "TEACHER", subscriptions: ["ELEVHALSA", "EHTCHATTEN"] });
    expect(screen.getByRole("link", { name: /EHT-chatten/ })).toHaveAttribute("target", "_blank");
  });

  it("copies the school code and says so", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderNavbar({ role: "TEACHER" });
    expect(screen.getByText("Ekskolan")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Skolkod #AB12CD34, klicka för att kopiera" }));
    expect(writeText).toHaveBeenCalledWith("AB12CD34");
    expect(await screen.findByText("Skolkoden har kopierats")).toBeInTheDocument();
  });
});
