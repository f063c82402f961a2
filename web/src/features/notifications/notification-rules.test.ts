import { describe, expect, it } from "vitest";
import {
  badgeText,
  categoriesOf,
  groupByTicket,
  notificationPath,
  relativeTime,
  unseenCount,
} from "./notification-rules";

describe("the bell's count", () => {
  it("counts only the notifications not yet seen", () => {
    expect(unseenCount([])).toBe(0);
    expect(unseenCount([{ seen: true }, { seen: false }, { seen: false }])).toBe(2);
  });

  it("shows no badge for 0, the number up to 99, then 99+", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(badgeText(250)).toBe("99+");
  });
});

describe("where a notification leads", () => {
  it("opens its route with ?id= when it names an item", () => {
    expect(notificationPath({ link: "student-work-tickets", itemId: "t-1" })).toBe(
      "/student-work/tickets?id=t-1",
    );
    expect(notificationPath({ link: "student-work-tickets", itemId: null })).toBe("/student-work/tickets");
  });

  it("opens a page's path as the notice names it, the id encoded", () => {
    expect(notificationPath({ link: "/actions/mapping", itemId: "m 1" })).toBe("/actions/mapping?id=m%201");
  });

  it("has nowhere to go for an unknown route", () => {
    expect(notificationPath({ link: "nowhere", itemId: "t-1" })).toBeNull();
    expect(notificationPath({ link: "toString", itemId: null })).toBeNull();
    // Never off the product: another site, protocol-relative or with a backslash, leads nowhere.
    expect(notificationPath({ link: "//evil.example/x", itemId: "t-1" })).toBeNull();
    expect(notificationPath({ link: "/\\evil.example", itemId: "t-1" })).toBeNull();
    expect(notificationPath({ link: "https://evil.example", itemId: "t-1" })).toBeNull();
    // URL parsers drop tabs and line breaks: "/\t/evil.example" would be "//evil.example".
    expect(notificationPath({ link: "/\t/evil.example", itemId: "t-1" })).toBeNull();
    expect(notificationPath({ link: "/\n/evil.example", itemId: "t-1" })).toBeNull();
    expect(notificationPath({ link: "/actions/mapping?x=1", itemId: "t-1" })).toBeNull();
  });
});

describe("the dropdown", () => {
  it("offers each category present once, in order", () => {
    expect(categoriesOf([{ category: "TICKET" }, { category: "FEEDBACK" }, { category: "TICKET" }])).toEqual([
      "TICKET",
      "FEEDBACK",
    ]);
  });

  it("dates recent notifications relatively and older ones by date", () => {
    const now = Date.parse("2026-03-10T12:00:00Z");
    expect(relativeTime("2026-03-10T11:55:00Z", "en", now)).toBe("5 min. ago");
    expect(relativeTime("2026-03-10T09:00:00Z", "en", now)).toBe("3 hr. ago");
    expect(relativeTime("2026-03-09T12:00:00Z", "en", now)).toBe("yesterday");
    expect(relativeTime("2026-01-02T12:00:00Z", "en", now)).toMatch(/2026/);
    expect(relativeTime("not a date", "en", now)).toBe("");
  });

  it("an older one reads in the product's one date format, British in English", () => {
    const now = Date.parse("2026-12-20T12:00:00Z");
    expect(relativeTime("2026-12-02T12:00:00Z", "en", now)).toBe("2 Dec 2026");
    expect(relativeTime("2026-12-02T12:00:00Z", "sv", now)).toBe("2 dec. 2026");
  });
});

describe("which ticket the notifications are about", () => {
  it("groups them by the ticket whose title the reader is told, newest group first; the rest together", () => {
    const items = [
      { id: "1", itemId: "t-1", ticketTitle: "Frånvaro" },
      { id: "2", itemId: "t-2", ticketTitle: null },
      { id: "3", itemId: "t-3", ticketTitle: "Matematik" },
      { id: "4", itemId: "t-1", ticketTitle: "Frånvaro" },
      { id: "5", itemId: null, ticketTitle: null },
    ];
    expect(groupByTicket(items).map((group) => [group.title, group.items.map((item) => item.id)])).toEqual([
      ["Frånvaro", ["1", "4"]],
      [null, ["2", "5"]],
      ["Matematik", ["3"]],
    ]);
  });
});
