import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Calendar, CalendarEvent } from "#shared/calendar/calendar.constants";
import { addDaysToDate, stockholmDateOf } from "#shared/dates";
import { renderWithApp, signedInUser } from "../../../test/render";
import { notFound, stubFetch } from "../../../test/api-stub";
import { CalendarButton } from "./calendar-button";

const SCHOOL = "school-1";
const today = stockholmDateOf(new Date());
const tomorrow = addDaysToDate(today, 1);

const event = (fields: Partial<CalendarEvent> & Pick<CalendarEvent, "id" | "date">): CalendarEvent => ({
  source: "actionProgram",
  label: "Åtgärdsprogram, uppföljningsdatum",
  studentId: "pupil-1",
  late: false,
  link: { page: "actionProgram", id: fields.id },
  ...fields,
});

const mappingEvent = (id: string, date: string) =>
  event({ id, date, source: "mapping", label: "Kartläggning, sista dag", link: { page: "mapping", id } });

function mockApi(items: CalendarEvent[]) {
  return stubFetch((input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname.endsWith(`/calendar/${SCHOOL}`)) {
      const from = url.searchParams.get("from")!;
      const to = url.searchParams.get("to")!;
      const body: Calendar = {
        from,
        to,
        today,
        items: items.filter((item) => item.date >= from && item.date <= to),
      };
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } }),
      );
    }
    return Promise.resolve(notFound());
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" });

describe("the sidebar's calendar", () => {
  it("names today's number of events on the button, with the badge hidden from assistive technology", async () => {
    mockApi([
      event({ id: "p-1", date: today }),
      mappingEvent("m-1", today),
      event({ id: "p-2", date: tomorrow }),
    ]);
    renderWithApp(<CalendarButton schoolId={SCHOOL} />, { user });
    expect(await screen.findByRole("button", { name: "Kalender, 2 händelser i dag" })).toBeInTheDocument();
    expect(screen.getByTestId("calendar-today-count")).toHaveTextContent("2");
    expect(screen.getByTestId("calendar-today-count")).toHaveAttribute("aria-hidden", "true");
  });

  it("without events today the button is just 'Kalender' and has no badge", async () => {
    const fetchMock = mockApi([event({ id: "p-2", date: tomorrow })]);
    renderWithApp(<CalendarButton schoolId={SCHOOL} />, { user });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findByRole("button", { name: "Kalender" })).toBeInTheDocument();
    expect(screen.queryByTestId("calendar-today-count")).not.toBeInTheDocument();
  });

  it("opens a month grid from Sunday; today's events are links, and following one closes the modal", async () => {
    mockApi([event({ id: "p-1", date: today }), mappingEvent("m-1", today)]);
    const events = userEvent.setup();
    renderWithApp(<CalendarButton schoolId={SCHOOL} />, { user });
    await events.click(await screen.findByRole("button", { name: "Kalender, 2 händelser i dag" }));
    const dialog = await screen.findByTestId("calendar-dialog");
    const grid = within(dialog).getByRole("grid");
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Sö", "Må", "Ti", "On", "To", "Fr", "Lö"]);
    const todayButton = grid.querySelector(`button[data-date="${today}"]`)!;
    expect(todayButton).toHaveAttribute("aria-current", "date");
    await waitFor(() => expect(todayButton.getAttribute("aria-label")).toMatch(/2 händelser$/));
    const day = within(dialog).getByTestId("calendar-day");
    const links = await within(day).findAllByRole("link");
    expect(links.map((link) => link.getAttribute("href")).sort()).toEqual([
      "/actions/action-program?id=p-1",
      "/actions/mapping?id=m-1",
    ]);
    // Each link reads its source's label as the server tells it, in the user's language.
    expect(links.map((link) => link.textContent).sort()).toEqual([
      expect.stringMatching(/^Kartläggning, sista dag/),
      expect.stringMatching(/^Åtgärdsprogram, uppföljningsdatum/),
    ]);
    await events.click(links[0]!);
    await waitFor(() => expect(screen.queryByTestId("calendar-dialog")).not.toBeInTheDocument());
  });

  it("the arrow keys move between the days as one tab stop, and Enter shows the day's events", async () => {
    mockApi([event({ id: "p-2", date: tomorrow, late: false })]);
    const events = userEvent.setup();
    renderWithApp(<CalendarButton schoolId={SCHOOL} />, { user });
    await events.click(await screen.findByRole("button", { name: /^Kalender/ }));
    const grid = within(await screen.findByTestId("calendar-dialog")).getByRole("grid");
    const focusable = () => grid.querySelectorAll('button[tabindex="0"]');
    expect(focusable()).toHaveLength(1);
    act(() => (grid.querySelector(`button[data-date="${today}"]`) as HTMLButtonElement).focus());
    await events.keyboard("{ArrowRight}");
    // Tomorrow may be in the next month: the grid then shows that month.
    await waitFor(() => expect(document.activeElement).toHaveAttribute("data-date", tomorrow));
    expect(focusable()).toHaveLength(1);
    await events.keyboard("{Enter}");
    const day = screen.getByTestId("calendar-day");
    expect(await within(day).findByRole("link")).toHaveAttribute("href", "/actions/action-program?id=p-2");
    await events.keyboard("{ArrowDown}");
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute("data-date", addDaysToDate(tomorrow, 7)),
    );
  });

  it("an event naming a page this web does not know links to the overview, not to a broken page", async () => {
    mockApi([
      event({ id: "x-1", date: today, label: "Något nytt", link: { page: "somethingNew", id: "x-1" } }),
    ]);
    const events = userEvent.setup();
    renderWithApp(<CalendarButton schoolId={SCHOOL} />, { user });
    await events.click(await screen.findByRole("button", { name: "Kalender, 1 händelse i dag" }));
    const day = within(await screen.findByTestId("calendar-dialog")).getByTestId("calendar-day");
    const link = await within(day).findByRole("link", { name: /^Något nytt/ });
    expect(link).toHaveAttribute("href", "/");
  });

  it("the month's heading reads as the product writes months: 'december 2026', never capitalised", async () => {
    mockApi([]);
    const events = userEvent.setup();
    renderWithApp(<CalendarButton schoolId={SCHOOL} />, { user });
    await events.click(await screen.findByRole("button", { name: "Kalender" }));
    const heading = await within(await screen.findByTestId("calendar-dialog")).findByTestId("calendar-month");
    const [year, month] = today.split("-").map(Number) as [number, number];
    const name = [
      "januari",
      "februari",
      "mars",
      "april",
      "maj",
      "juni",
      "juli",
      "augusti",
      "september",
      "oktober",
      "november",
      "december",
    ][month - 1];
    expect(heading).toHaveTextContent(`${name} ${year}`);
    expect(getComputedStyle(heading).textTransform).not.toBe("capitalize");
  });

  it("a late event is marked with the late badge, the same red as everywhere", async () => {
    mockApi([event({ id: "p-3", date: today, late: true }), mappingEvent("m-2", today)]);
    const events = userEvent.setup();
    renderWithApp(<CalendarButton schoolId={SCHOOL} />, { user });
    await events.click(await screen.findByRole("button", { name: "Kalender, 2 händelser i dag" }));
    const day = within(await screen.findByTestId("calendar-dialog")).getByTestId("calendar-day");
    const late = await within(day).findByTestId("calendar-event-late");
    expect(late).toHaveTextContent("Försenad");
    expect(late).toHaveAttribute("data-status", "late");
    expect(within(day).getAllByTestId("calendar-event-late")).toHaveLength(1);
  });
});
