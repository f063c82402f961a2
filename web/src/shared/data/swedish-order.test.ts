import { describe, expect, it } from "vitest";
import { bySwedishName, withSortedLists } from "./swedish-order";

const named = (...names: string[]) => names.map((name) => ({ name }));

describe("Swedish order", () => {
  it("sorts å, ä and ö after z, and numbers by value", () => {
    expect(bySwedishName(named("Östra", "Åsa", "Zeta", "Älvan", "Anna")).map((item) => item.name)).toEqual([
      "Anna",
      "Zeta",
      "Åsa",
      "Älvan",
      "Östra",
    ]);
    expect(bySwedishName(named("9A", "7A", "10A", "8B", "7B")).map((item) => item.name)).toEqual([
      "7A",
      "7B",
      "8B",
      "9A",
      "10A",
    ]);
  });

  it("sorts a school's classes and staff without changing the answer it was given", () => {
    const answer = { name: "Ekskolan", classes: named("9A", "7A", "8B"), users: named("Örjan", "Bo", "Åke") };
    const sorted = withSortedLists(answer);
    expect(sorted.classes.map((item) => item.name)).toEqual(["7A", "8B", "9A"]);
    expect(sorted.users.map((item) => item.name)).toEqual(["Bo", "Åke", "Örjan"]);
    expect(answer.classes.map((item) => item.name)).toEqual(["9A", "7A", "8B"]);
  });
});
