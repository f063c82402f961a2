import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role } from "#shared/constants";
import { renderWithApp, signedInUser } from "../../test/render";
import { Sidebar } from "./sidebar";

const SCHOOL = "school-1";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The sidebar of a user acting in `role` at a school, the API answering every list empty. */
function renderSidebar(role: Role) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    const body = url.pathname.includes("/calendar/")
      ? { from: "2026-11-01", to: "2026-12-05", today: "2026-11-23", items: [] }
      : { items: [], cursor: null };
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } }),
    );
  });
  vi.stubGlobal("fetch", fetchMock);
  const user = signedInUser({ roles: [role], role });
  renderWithApp(
    <Sidebar session={{ user, role, schoolId: SCHOOL, schoolSummary: null }} schoolWord="skola" />,
    { user },
  );
  return fetchMock;
}

const calendarCalls = (fetchMock: ReturnType<typeof renderSidebar>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes("/calendar/")).length;

describe("the sidebar's calendar button", () => {
  it.each(["TEACHER", "COUNSELOR", "HEAD", "ADMIN", "MAINADMIN"] as const)(
    "is there for %s",
    async (role) => {
      renderSidebar(role);
      expect(await screen.findByRole("button", { name: "Kalender" })).toBeInTheDocument();
    },
  );

  it.each(["OWNER", "SUPERADMIN"] as const)(
    "is not there for %s, and no calendar is asked for",
    async (role) => {
      const fetchMock = renderSidebar(role);
      expect(await screen.findByTestId("language-menu")).toBeInTheDocument();
      expect(screen.queryByTestId("open-calendar")).not.toBeInTheDocument();
      expect(calendarCalls(fetchMock)).toBe(0);
    },
  );
});
