import { describe, expect, it } from "vitest";
import { toNotification } from "./notifications.mappers.js";
import type { NotificationItem } from "./notifications.repo.js";

const item = {
  userId: "u1",
  id: "n1",
  schoolId: "s1",
  category: "ACTION",
  kind: "TICKET_MESSAGE",
  title: "Nytt meddelande i ett ärende",
  description: "",
  link: "/student-work/tickets",
  itemId: "t1",
  createdAt: "2026-12-01T10:00:00.000Z",
  ttl: 0,
} as NotificationItem;

describe("toNotification", () => {
  it("tells the kind's title from the server catalogue in the reader's language", () => {
    expect(toNotification(item, undefined, null, "sv").title).toBe("Nytt meddelande i ett ärende");
    expect(toNotification(item, undefined, null, "en").title).toBe("New message in a ticket");
  });
});
