import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { RowActions } from "./columns";

describe("a row's actions", () => {
  it("keeps the first as a button and puts the others in one 'Fler åtgärder' menu", async () => {
    const edit = vi.fn();
    const remove = vi.fn();
    renderWithApp(
      <RowActions
        inline={1}
        actions={[
          { label: "Återkoppling (0)", onClick: vi.fn() },
          { label: "Redigera", onClick: edit, testId: "edit" },
          false,
          { label: "Ta bort", colorPalette: "red", onClick: remove },
        ]}
      />,
    );
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Återkoppling (0)",
      "Fler åtgärder",
    ]);
    const trigger = screen.getByRole("button", { name: "Fler åtgärder" });
    await userEvent.click(trigger);
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Redigera", "Ta bort"]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Redigera" }));
    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
    expect(remove).not.toHaveBeenCalled();
  });

  it("without `inline` every action is a button and there is no menu", () => {
    renderWithApp(
      <RowActions
        actions={[
          { label: "Redigera", onClick: vi.fn() },
          { label: "Ta bort", onClick: vi.fn() },
        ]}
      />,
    );
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Redigera",
      "Ta bort",
    ]);
    expect(screen.queryByRole("button", { name: "Fler åtgärder" })).toBeNull();
  });
});
