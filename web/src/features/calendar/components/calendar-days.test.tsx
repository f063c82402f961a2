import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CalendarEvent } from "#shared/calendar/calendar.constants";
import type { MappingSummary } from "#shared/mappings/mapping.schema";
import { MappingTable } from "../../../shared/mappings/mapping-table";
import { renderWithApp, signedInUser } from "../../../test/render";
import { DayEvents } from "./calendar-days";

const mapping = (id: string, status: MappingSummary["status"]): MappingSummary =>
  ({
    id,
    schoolId: "school-1",
    studentId: "pupil-1",
    status,
    deadline: "2026-12-02",
    createdBy: { id: "c", name: "Cecilia Kurator" },
    respondents: [],
    formerAnswered: 0,
    active: true,
    actionProgramBegun: false,
    createdAt: "2026-11-18T09:00:00.000Z",
  }) as unknown as MappingSummary;

const lateEvent: CalendarEvent = {
  id: "m-9",
  date: "2026-12-02",
  source: "mapping",
  label: "Kartläggning, sista dag",
  studentId: "pupil-1",
  late: true,
  link: { page: "mapping", id: "m-9" },
};

const user = signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" });

/** A state's badge as a feature draws it. */
const badgeIn = (container: HTMLElement, text: string) =>
  within(container).getByText(text).closest(".chakra-badge")!;

describe("the calendar's late events", () => {
  it("a mapping past its deadline and a late calendar event wear the same red", async () => {
    renderWithApp(
      <>
        <MappingTable
          caption="Kartläggningar"
          rows={[mapping("m-1", "PASTDEADLINE"), mapping("m-2", "ONGOING"), mapping("m-3", "ARCHIVED")]}
          emptyText="Inga"
          studentById={new Map()}
        />
        <DayEvents day="2026-12-02" events={[lateEvent]} pending={false} onFollow={() => {}} />
      </>,
      { user },
    );
    const table = await screen.findByTestId("mapping-table");
    const pastDeadline = badgeIn(table, "Passerat deadline");
    const lateOnCalendar = within(screen.getByTestId("calendar-day")).getByTestId("calendar-event-late");
    expect(pastDeadline).toHaveAttribute("data-status", "late");
    expect(lateOnCalendar).toHaveAttribute("data-status", "late");
    expect(lateOnCalendar.className).toBe(pastDeadline.className);
  });
});
