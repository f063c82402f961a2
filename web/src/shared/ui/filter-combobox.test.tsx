import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { FilterBar, FilterCombobox } from "./filter-combobox";

const OPTIONS = [
  { value: "p-1", label: "Alva Andersson (7A)" },
  { value: "p-2", label: "Örjan Åberg (9B)" },
];

function Bar({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <FilterBar label="Filtrera">
      <FilterCombobox
        label="Elev"
        allLabel="Alla elever"
        options={OPTIONS}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </FilterBar>
  );
}

describe("FilterCombobox", () => {
  it("narrows by name or class without regard to accents, chooses with Enter and clears with its named button", async () => {
    const onChange = vi.fn();
    renderWithApp(<Bar onChange={onChange} />);
    const user = userEvent.setup();
    const input = screen.getByRole("combobox", { name: "Elev" });
    expect(input).toHaveAttribute("placeholder", "Alla elever");
    expect(screen.queryByRole("button", { name: "Rensa filter: Elev" })).toBeNull();
    await user.click(input);
    await user.paste("orjan");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Örjan Åberg (9B)"]);
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("p-2");
    expect(screen.getByRole("combobox", { name: "Elev" })).toHaveValue("Örjan Åberg (9B)");
    await user.click(screen.getByRole("button", { name: "Rensa filter: Elev" }));
    expect(onChange).toHaveBeenLastCalledWith("");
    expect(screen.getByRole("combobox", { name: "Elev" })).toHaveValue("");
  });

  it("says so when nothing matches", async () => {
    renderWithApp(<Bar onChange={vi.fn()} />);
    const user = userEvent.setup();
    const input = screen.getByRole("combobox", { name: "Elev" });
    await user.click(input);
    await user.paste("7b");
    expect(screen.queryAllByRole("option")).toEqual([]);
    expect(screen.getByText("Inget matchar sökningen")).toBeVisible();
  });
});
