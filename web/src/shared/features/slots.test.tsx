import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render";
import { useItemPath } from "./slots";

function Links({ links }: { links: [string, string][] }) {
  const itemPath = useItemPath();
  return (
    <ul>
      {links.map(([page, id]) => (
        <li key={page + id}>{itemPath(page, id)}</li>
      ))}
    </ul>
  );
}

describe("an item page by its name", () => {
  it("opens a feature's item page with the id, and the overview for a name no feature has", async () => {
    renderWithApp(
      <Links
        links={[
          ["mapping", "m 1"],
          ["actionProgram", "p-1"],
          ["aPageOfANewerServer", "c-1"],
          ["toString", "x"],
        ]}
      />,
    );
    const items = (await screen.findAllByRole("listitem")).map((item) => item.textContent);
    expect(items).toEqual(["/actions/mapping?id=m+1", "/actions/action-program?id=p-1", "/", "/"]);
  });
});
