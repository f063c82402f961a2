import { describe, expect, it } from "vitest";
import type { Whistle } from "#shared/whistles/whistle.schema";
import { placeWhistle } from "./whistle-lists";

const whistle = (id: string, changes: Partial<Whistle> = {}): Whistle => ({
  id,
  schoolId: "s",
  message: `Meddelande ${id}`,
  recipient: "COUNSELOR",
  recipientIds: [],
  date: "2026-11-20",
  archived: false,
  spam: false,
  entries: [],
  version: 1,
  ...changes,
});
const lists = (...pages: Whistle[][]) => ({
  pages: pages.map((items, index) => ({ items, cursor: index < pages.length - 1 ? `c${index}` : null })),
  pageParams: pages.map((_, index) => (index === 0 ? null : `c${index - 1}`)),
});
const ids = (data: ReturnType<typeof placeWhistle>) =>
  data!.pages.map((page) => page.items.map((item) => item.id));

describe("placeWhistle (spec section 4: whistles are appended, replaced or removed)", () => {
  it("replaces a whistle that stays in the list (a reply)", () => {
    const replied = whistle("b", {
      version: 2,
      entries: [{ by: "STAFF", message: "Svar", date: "2026-11-21" }],
    });
    const placed = placeWhistle(lists([whistle("a"), whistle("b")]), replied, false);
    expect(ids(placed)).toEqual([["a", "b"]]);
    expect(placed!.pages[0]!.items[1]).toBe(replied);
  });

  it("removes a whistle flagged as spam from both lists, and an archived one from the current list", () => {
    expect(
      ids(placeWhistle(lists([whistle("a"), whistle("b")]), whistle("a", { spam: true }), false)),
    ).toEqual([["b"]]);
    expect(
      ids(placeWhistle(lists([whistle("a")]), whistle("a", { spam: true, archived: true }), true)),
    ).toEqual([[]]);
    expect(
      ids(placeWhistle(lists([whistle("a")], [whistle("b")]), whistle("b", { archived: true }), false)),
    ).toEqual([["a"], []]);
  });

  it("appends a whistle to the list it moved to (archived), at the end of the last page loaded", () => {
    const moved = whistle("c", { archived: true });
    expect(
      ids(
        placeWhistle(
          lists([whistle("a", { archived: true })], [whistle("b", { archived: true })]),
          moved,
          true,
        ),
      ),
    ).toEqual([["a"], ["b", "c"]]);
  });

  it("leaves a list that was never loaded alone", () => {
    expect(placeWhistle(undefined, whistle("a"), false)).toBeUndefined();
  });
});
