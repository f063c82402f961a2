import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { PupilFilter, StaffCheckboxes } from "./pickers";

describe("pickers", () => {
  it("filters a list by one pupil, searchable, each pupil's class beside the name so two of the same name tell apart", async () => {
    const onChange = vi.fn();
    renderWithApp(
      <PupilFilter
        label="Elev"
        placeholder="Alla elever"
        pupils={[
          { id: "p-1", name: "Alva Andersson", classId: "c-7a" },
          { id: "p-2", name: "Alva Andersson", classId: "c-8b" },
          { id: "p-3", name: "Bo Berg", classId: null },
        ]}
        classes={[
          { id: "c-7a", name: "7A" },
          { id: "c-8b", name: "8B" },
        ]}
        value=""
        onChange={onChange}
        testId="filter-student"
      />,
    );
    const input = screen.getByRole("combobox", { name: "Elev" });
    expect(input).toHaveAttribute("placeholder", "Alla elever");
    await userEvent.click(input);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Alva Andersson (7A)",
      "Alva Andersson (8B)",
      "Bo Berg",
    ]);
    await userEvent.paste("8b");
    await userEvent.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("p-2");
  });

  it("chooses several members of staff in a named group, or says there is nobody", async () => {
    const onChange = vi.fn();
    const { unmount } = renderWithApp(
      <StaffCheckboxes
        legend="Mottagare"
        staff={[
          { id: "u-1", name: "Cecilia Kurator" },
          { id: "u-2", name: "Tove Lärare" },
        ]}
        value={["u-1"]}
        onChange={onChange}
        name="recipients"
        emptyText="Det finns ingen att välja på skolan."
      />,
    );
    const group = screen.getByRole("group", { name: "Mottagare" });
    expect(within(group).getByRole("checkbox", { name: "Cecilia Kurator" })).toBeChecked();
    await userEvent.click(within(group).getByRole("checkbox", { name: "Tove Lärare" }));
    expect(onChange).toHaveBeenLastCalledWith(["u-1", "u-2"]);
    unmount();

    renderWithApp(
      <StaffCheckboxes
        legend="Mottagare"
        staff={[]}
        value={[]}
        onChange={onChange}
        name="recipients"
        emptyText="Det finns ingen att välja på skolan."
      />,
    );
    expect(screen.getByText("Det finns ingen att välja på skolan.")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});
