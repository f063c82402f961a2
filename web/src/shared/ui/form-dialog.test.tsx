import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { FormDialog } from "./form-dialog";

function renderForm() {
  const onClose = vi.fn();
  renderWithApp(
    <FormDialog
      open
      title="Ny klass"
      submitLabel="Skapa"
      onSubmit={(event) => event.preventDefault()}
      onClose={onClose}
    >
      <label>
        Namn
        <input name="name" />
      </label>
    </FormDialog>,
  );
  return { onClose };
}

describe("FormDialog", () => {
  it("closes at once while nothing is edited", async () => {
    const { onClose } = renderForm();
    const dialog = await screen.findByRole("dialog", { name: "Ny klass" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Avbryt" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("asks before discarding an edit, whichever way it is closed", async () => {
    const { onClose } = renderForm();
    const dialog = await screen.findByRole("dialog", { name: "Ny klass" });
    await userEvent.type(within(dialog).getByLabelText("Namn"), "9C");
    await userEvent.keyboard("{Escape}");
    const ask = await screen.findByRole("alertdialog", { name: "Stänga utan att spara?" });
    expect(ask).toHaveTextContent("Ändringarna du har gjort sparas inte.");
    await userEvent.click(within(ask).getByRole("button", { name: "Avbryt" }));
    await waitFor(() => expect(ask).toHaveAttribute("data-state", "closed"));
    expect(within(dialog).getByLabelText("Namn")).toHaveValue("9C");
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole("button", { name: "Avbryt" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Stäng utan att spara" }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
