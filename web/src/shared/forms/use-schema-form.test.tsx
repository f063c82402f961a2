import { useMutation } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod";
import { renderWithApp } from "../../test/render";
import { ApiError } from "../api/api-error";
import { DateField, TextareaField, TextField } from "../ui/text-field";
import { FormDialog } from "../ui/form-dialog";
import { showError } from "../ui/snackbar";
import { toaster } from "../ui/snackbar-view";
import { blankOr } from "./form-fields";
import { useSchemaForm } from "./use-schema-form";

/** A small dialog built with the kit only: no counter, error, spinner or banner code of its own. */
const NoteSchema = z.object({
  title: z.string().trim().min(1).max(20),
  note: blankOr(z.string().trim().max(50)),
  due: z.string(),
  version: z.number(),
});
type Note = z.input<typeof NoteSchema>;

function NoteDialog({
  send,
  reload,
  initial = { title: "Gammal rubrik", note: "", due: "", version: 1 },
}: {
  send: (body: Note) => Promise<unknown>;
  reload?: () => Promise<Note>;
  initial?: Note;
}) {
  const mutation = useMutation({ mutationFn: send, onError: showError });
  const { field, dateField, dialog } = useSchemaForm(NoteSchema, {
    defaultValues: initial,
    toBody: (values) => ({ ...values }),
    mutation,
    onReload: reload,
  });
  return (
    <FormDialog open title="Anteckning" submitLabel="Spara" onClose={() => {}} form={dialog}>
      <TextField label="Rubrik" {...field("title")} />
      <TextareaField label="Text" {...field("note")} />
      <DateField label="Klart senast" {...dateField("due", { min: "2026-12-01", max: "2026-12-31" })} />
    </FormDialog>
  );
}

const answer = (status: number, issues: ApiError["issues"] = []) =>
  new ApiError({ status, message: `HTTP ${status}`, issues });

async function openDialog(props: Parameters<typeof NoteDialog>[0]) {
  renderWithApp(<NoteDialog {...props} />);
  return screen.findByRole("dialog", { name: "Anteckning" });
}

afterEach(() => {
  act(() => toaster.remove());
});

describe("a dialog built with useSchemaForm and the field kit", () => {
  it("marks a mandatory field with an asterisk, shows the schema's limit as a counter and sends nothing while a field is wrong", async () => {
    const send = vi.fn(() => Promise.resolve({}));
    const dialog = await openDialog({ send });
    const title = within(dialog).getByRole("textbox", { name: /^Rubrik/ });
    expect(title).toBeRequired();
    expect(within(dialog).getByRole("textbox", { name: /^Text/ })).not.toBeRequired();

    await userEvent.clear(title);
    await userEvent.type(title, "x".repeat(21));
    expect(within(dialog).getByTestId("char-count")).toHaveTextContent("21 / 20");
    expect(within(dialog).getByText("Högst 20 tecken")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    expect(await within(dialog).findByText("Det här fältet är obligatoriskt")).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });

  it("shows a date outside the field's first and last day at the field, and does not send it", async () => {
    const send = vi.fn(() => Promise.resolve({}));
    const dialog = await openDialog({ send });
    const due = within(dialog).getByLabelText(/^Klart senast/);
    expect(due).toHaveAttribute("min", "2026-12-01");
    expect(due).toHaveAttribute("max", "2026-12-31");
    await userEvent.type(due, "2026-11-30");
    expect(within(dialog).getByText("Välj ett datum från och med 1 dec. 2026")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    await waitFor(() => expect(due).toHaveAttribute("aria-invalid", "true"));
    expect(send).not.toHaveBeenCalled();
  });

  it("sends one request for a double click, with the button disabled and spinning until the answer", async () => {
    let finish: (value: unknown) => void = () => {};
    const send = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const dialog = await openDialog({ send });
    const save = within(dialog).getByRole("button", { name: "Spara" });
    await userEvent.dblClick(save);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute("data-loading");
    await userEvent.click(save);
    act(() => finish({}));
    await waitFor(() => expect(save).toBeEnabled());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason at the field it names, and no snackbar beside it", async () => {
    const send = vi.fn(() =>
      Promise.reject(answer(400, [{ path: ["title"], message: "Rubriken finns redan", code: "custom" }])),
    );
    const dialog = await openDialog({ send });
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    expect(await within(dialog).findByText("Rubriken finns redan")).toBeVisible();
    expect(within(dialog).getByRole("textbox", { name: /^Rubrik/ })).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByTestId("snackbar")).toBeNull();
  });

  it("says the spec's 400 text in the snackbar when the refusal names no field the form shows", async () => {
    const send = vi.fn(() =>
      Promise.reject(answer(400, [{ path: ["schoolId"], message: "Okänd skola", code: "custom" }])),
    );
    const dialog = await openDialog({ send });
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Fyll i all nödvändig information");
  });

  it("after a 409 shows the conflict banner; Ladda om keeps what was typed, takes the new version elsewhere, and the next save sends it", async () => {
    const bodies: Note[] = [];
    const send = vi.fn((body: Note) => {
      bodies.push(body);
      return bodies.length === 1 ? Promise.reject(answer(409)) : Promise.resolve({});
    });
    const reload = vi.fn(() =>
      Promise.resolve({ title: "Ny rubrik", note: "", due: "2026-12-10", version: 2 }),
    );
    const dialog = await openDialog({ send, reload });
    const note = within(dialog).getByRole("textbox", { name: /^Text/ });
    await userEvent.type(note, "Det jag skrev");
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));

    const banner = await within(dialog).findByTestId("conflict-banner");
    expect(banner).toHaveTextContent("En konflikt har uppstått");
    expect(screen.queryByTestId("snackbar")).toBeNull();
    await userEvent.click(within(banner).getByRole("button", { name: "Ladda om" }));
    await waitFor(() => expect(within(dialog).queryByTestId("conflict-banner")).toBeNull());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(note).toHaveValue("Det jag skrev");
    expect(within(dialog).getByRole("textbox", { name: /^Rubrik/ })).toHaveValue("Ny rubrik");

    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(bodies[1]).toEqual({
      title: "Ny rubrik",
      note: "Det jag skrev",
      due: "2026-12-10",
      version: 2,
    });
  });
});

describe("the snackbar", () => {
  it("shows two identical errors as one toast, and a new message in its place", async () => {
    renderWithApp(<p>Sida</p>);
    act(() => {
      showError(answer(500));
      showError(answer(500));
    });
    await waitFor(() => expect(screen.getAllByTestId("snackbar")).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByTestId("snackbar")).toHaveLength(1);
    act(() => showError(answer(403)));
    await waitFor(() => expect(screen.getAllByTestId("snackbar")).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId("snackbar")).not.toHaveTextContent("gick fel"));
  });
});
