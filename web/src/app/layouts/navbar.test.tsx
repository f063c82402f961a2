import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { HiddenPart, Role, Subscription } from "#shared/constants";
import { renderWithApp } from "../../test/render";
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
    <Navbar
      role={role}
      school={{ name: "Ekskolan", code: "AB12CD34", hiddenParts }}
      schoolName="Ekskolan"
      subscriptions={subscriptions}
      sidebarOpen
      onToggleSidebar={() => {}}
    />,
    { path },
  );
}

const sectionButtons = () =>
  screen
    .getAllByRole("button")
    .filter((button) => button.dataset.testid?.startsWith("nav-section-"))
    .map((button) => button.dataset.testid!.replace("nav-section-", ""));

describe("Navbar", () => {
  it("offers a teacher tickets, actions and documentation, and opens a section's links with descriptions", async () => {
    renderNavbar({ role: "TEACHER" });
    expect(sectionButtons()).toEqual(["tickets", "actions", "documentation"]);
    const actions = screen.getByRole("button", { name: "Åtgärder" });
    expect(actions).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(actions);
    expect(actions).toHaveAttribute("aria-expanded", "true");
    const list = document.getElementById(actions.getAttribute("aria-controls")!)!;
    const mapping = within(list).getByRole("link", { name: /Kartläggningar/ });
    expect(mapping).toHaveAttribute("href", "/actions/mapping");
    expect(mapping).toHaveTextContent("Kartlägg en elevs skolsituation");
    expect(within(list).queryByRole("link", { name: /Formulär/ })).toBeNull();
  });

  it.each<[Role, string[]]>([
    ["ADMIN", ["admin"]],
    ["OWNER", ["documentation", "admin"]],
    ["SUPERADMIN", ["admin"]],
    ["MAINADMIN", ["tickets", "actions", "documentation", "admin"]],
  ])("shows %s the sections of spec section 6", (role, sections) => {
    renderNavbar({ role });
    expect(sectionButtons()).toEqual(sections);
  });

  it("drops hidden links, and a section left empty", async () => {
    renderNavbar({ role: "OWNER", hiddenParts: ["WHISTLES"] });
    expect(sectionButtons()).toEqual(["admin"]);
  });

  it("needs both absence keys hidden to hide absence", async () => {
    renderNavbar({ role: "COUNSELOR", hiddenParts: ["ABSENCEFORMS", "TICKETS"] });
    expect(sectionButtons()).toEqual(["actions", "documentation"]);
    await userEvent.click(screen.getByRole("button", { name: "Åtgärder" }));
    expect(screen.getByRole("link", { name: /Frånvaro/ })).toBeInTheDocument();
  });

  it("underlines the active section", () => {
    renderNavbar({ role: "COUNSELOR", path: "/documentation/protocol" });
    expect(screen.getByRole("button", { name: "Dokumentation" })).toHaveAttribute("data-active", "true");
    expect(screen.getByRole("button", { name: "Åtgärder" })).not.toHaveAttribute("data-active");
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
