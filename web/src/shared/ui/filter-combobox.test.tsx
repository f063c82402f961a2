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

  it("is a named search landmark with no form that lacks a submit button; Enter applies what is typed", async () => {
    const onChange = vi.fn();
    const { container } = renderWithApp(<Bar onChange={onChange} />);
    expect(screen.getByRole("search", { name: "Filtrera" })).toBeInTheDocument();
    // HTML_CodeSniffer (WCAG 3.2.2, H32.2): a form needs a submit button; the filters apply as they are chosen.
    const withoutSubmit = Array.from(container.ownerDocument.querySelectorAll("form")).filter(
      (form) => !form.querySelector("button:not([type=button]):not([type=reset]), input[type=submit]"),
    );
    expect(withoutSubmit.map((form) => form.outerHTML.slice(0, 120))).toEqual([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("combobox", { name: "Elev" }));
    await user.paste("alva");
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("p-1");
  });
});
