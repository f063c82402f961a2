import { describe, expect, it } from "vitest";
import {
  addDaysToDate,
  daysBetween,
  formatDateIn,
  formatDateTimeIn,
  formatMonthIn,
  stockholmDateOf,
} from "./dates";

describe("calendar date arithmetic", () => {
  it("adds whole days across months, leap days and years", () => {
    expect(addDaysToDate("2026-11-23", 14)).toBe("2026-12-07");
    expect(addDaysToDate("2026-12-25", 7)).toBe("2027-01-01");
    expect(addDaysToDate("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDaysToDate("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDaysToDate("2026-11-23", 0)).toBe("2026-11-23");
  });

  it("keeps a year below 100 itself instead of reading it as 19xx", () => {
    expect(addDaysToDate("0025-03-01", 1)).toBe("0025-03-02");
    expect(addDaysToDate("0025-12-31", 1)).toBe("0026-01-01");
    expect(addDaysToDate("0099-06-15", 28)).toBe("0099-07-13");
    // Year 0 is a leap year (divisible by 400) and 1900 is not: read as 1900 it would give 03-01.
    expect(addDaysToDate("0000-02-28", 1)).toBe("0000-02-29");
  });

  it("counts days between dates, negative when the second is earlier, in any year", () => {
    expect(daysBetween("2026-11-23", "2026-12-07")).toBe(14);
    expect(daysBetween("2026-12-07", "2026-11-23")).toBe(-14);
    expect(daysBetween("2026-01-01", "2027-01-01")).toBe(365);
    expect(daysBetween("0025-01-01", "0026-01-01")).toBe(365);
    // 2001 years of 365 days and 485 leap days; read as 1925 it would be 101 years (36 890 days).
    expect(daysBetween("0025-01-01", "2026-01-01")).toBe(2001 * 365 + 485);
  });

  it("dates an instant in Stockholm", () => {
    expect(stockholmDateOf("2026-11-22T23:30:00Z")).toBe("2026-11-23");
    expect(stockholmDateOf("2026-06-30T21:59:00Z")).toBe("2026-06-30");
  });
});

describe("the product's one date format", () => {
  it("writes a date with the month's short name, lower case in Swedish", () => {
    expect(formatDateIn("sv", "2026-12-02")).toBe("2 dec. 2026");
    expect(formatDateIn("en", "2026-12-02")).toBe("2 Dec 2026");
    expect(formatDateIn("sv", "2027-05-31")).toBe("31 maj 2027");
  });

  it("writes a calendar date as that day wherever the reader is (no shift at midnight UTC)", () => {
    expect(formatDateIn("sv", "2026-01-01")).toBe("1 jan. 2026");
    expect(formatDateIn("en", "2026-12-31")).toBe("31 Dec 2026");
  });

  it("writes a date and time the same way in both languages: the date, then hours and minutes", () => {
    const instant = new Date(2026, 11, 2, 14, 5);
    expect(formatDateTimeIn("sv", instant)).toBe("2 dec. 2026 14:05");
    expect(formatDateTimeIn("en", instant)).toBe("2 Dec 2026 14:05");
    expect(formatDateTimeIn("en", new Date(2026, 11, 2, 9, 7))).toBe("2 Dec 2026 09:07");
  });

  it("writes a month as the calendar's heading, lower case in Swedish", () => {
    expect(formatMonthIn("sv", "2026-12")).toBe("december 2026");
    expect(formatMonthIn("en", "2026-12")).toBe("December 2026");
  });
});
