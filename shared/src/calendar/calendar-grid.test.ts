import { describe, expect, it } from "vitest";
import { addMonths, monthGrid, weekdayOf } from "./calendar-grid.js";
import { CALENDAR_MAX_DAYS } from "./calendar.constants.js";

describe("monthGrid", () => {
  it("November 2026 starts on the Sunday before the 1st and ends on the Saturday after the 30th", () => {
    const grid = monthGrid("2026-11");
    // 1 November 2026 is a Sunday, 30 November a Monday.
    expect(grid.from).toBe("2026-11-01");
    expect(grid.to).toBe("2026-12-05");
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks[0]![0]).toBe("2026-11-01");
    expect(grid.weeks.at(-1)!.at(-1)).toBe("2026-12-05");
  });

  it("every week has seven days from Sunday to Saturday and the month is covered without gaps", () => {
    for (const month of ["2026-02", "2027-02", "2026-08", "2028-02", "2026-12"]) {
      const grid = monthGrid(month);
      const days = grid.weeks.flat();
      expect(grid.weeks.every((week) => week.length === 7)).toBe(true);
      expect(grid.weeks.every((week) => weekdayOf(week[0]!) === 0 && weekdayOf(week[6]!) === 6)).toBe(true);
      expect(days.filter((day) => day.startsWith(month))).toHaveLength(
        new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate(),
      );
      expect(new Set(days).size).toBe(days.length);
      expect(days.length).toBeLessThanOrEqual(CALENDAR_MAX_DAYS);
    }
  });

  it("a month that needs six weeks (August 2026: 1st a Saturday, 31st a Monday) fits the 42-day limit", () => {
    const grid = monthGrid("2026-08");
    expect(grid.weeks).toHaveLength(6);
    expect(grid.weeks.flat()).toHaveLength(CALENDAR_MAX_DAYS);
    // February 2026 starts on a Sunday and has 28 days: exactly four weeks.
    expect(monthGrid("2026-02").weeks).toHaveLength(4);
  });

  it("addMonths steps over year ends", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
  });
});
