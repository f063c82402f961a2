import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { foldForSearch, PupilCombobox } from "./pupil-combobox";

const PUPILS = [
  { id: "p-1", name: "Åsa Öberg", classId: "c-7a" },
  { id: "p-2", name: "Zoë Berg", classId: "c-8b" },
  { id: "p-3", name: "Bo Lind", classId: null },
];
const CLASSES = [
  { id: "c-7a", name: "7A" },
  { id: "c-8b", name: "8B" },
];

function Picker({ onChange }: { onChange: (id: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <PupilCombobox
      label="Elev"
      placeholder="Sök elev"
      emptyText="Ingen elev matchar"
      pupils={PUPILS}
      classes={CLASSES}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

const optionTexts = () => screen.queryAllByRole("option").map((option) => option.textContent);

describe("the pupil combobox", () => {
  it("folds case and accents for the search", () => {
    expect(foldForSearch("Åsa Öberg")).toBe("asa oberg");
    expect(foldForSearch("Zoë")).toBe("zoe");
  });

  it("finds pupils by name without accents or by class, shows the class, and says when none match", async () => {
    const user = userEvent.setup();
    const search = async (text: string) => {
      const { unmount } = renderWithApp(<Picker onChange={vi.fn()} />);
      const input = screen.getByRole("combobox", { name: "Elev" });
      await user.click(input);
      if (text) await user.type(input, text);
      const found = optionTexts();
      if (text !== "xyz") unmount();
      return found;
    };
    expect(await search("")).toEqual(["Åsa Öberg (7A)", "Zoë Berg (8B)", "Bo Lind"]);
    expect(await search("asa")).toEqual(["Åsa Öberg (7A)"]);
    expect(await search("ZOE")).toEqual(["Zoë Berg (8B)"]);
    expect(await search("8b")).toEqual(["Zoë Berg (8B)"]);
    expect(await search("xyz")).toEqual([]);
    expect(screen.getByText("Ingen elev matchar")).toBeVisible();
  });

  it("is chosen with the keyboard alone", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithApp(<Picker onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole("combobox", { name: "Elev" })).toHaveFocus();
    await user.keyboard("zoe");
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("p-2");
    expect(screen.getByRole("combobox", { name: "Elev" })).toHaveValue("Zoë Berg (8B)");
  });
});
