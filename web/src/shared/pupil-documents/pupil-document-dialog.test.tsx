import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import { renderWithApp } from "../../test/render";
import { PupilDocumentDialog, useFormCheck } from "./pupil-document-dialog";

const school = {
  id: "school-1",
  name: "Ekskolan",
  users: [],
  classes: [],
  hiddenParts: [],
} as unknown as School;
const students = [{ id: "p-1", name: "Alva Andersson", classId: null, mentor: null }] as unknown as Student[];

function NoteDialog({
  editing,
  send,
  initial = "",
}: {
  editing: boolean;
  send: (note: { studentId: string }) => void;
  initial?: string;
}) {
  const [studentId, setStudentId] = useState(initial);
  const form = useFormCheck({ student: studentId === "" ? "Välj en elev" : undefined });
  return (
    <PupilDocumentDialog
      editing={editing}
      texts={{
        createTitle: "Ny anteckning",
        editTitle: "Redigera anteckning",
        pupil: "Elev",
      }}
      school={school}
      students={students}
      pupil={{
        value: studentId,
        onChange: setStudentId,
        error: form.shown("student"),
        testId: "note-student",
      }}
      pending={false}
      onSubmit={form.submit(() => send({ studentId }))}
      onClose={() => undefined}
      testId="note-dialog"
    >
      <p>Anteckningens fält</p>
    </PupilDocumentDialog>
  );
}

describe("PupilDocumentDialog", () => {
  it("a new document starts with the pupil, whose error shows only once the form is sent", async () => {
    const send = vi.fn();
    renderWithApp(<NoteDialog editing={false} send={send} />);
    const dialog = await screen.findByTestId("note-dialog");
    expect(within(dialog).getByRole("heading", { name: "Ny anteckning" })).toBeInTheDocument();
    expect(within(dialog).getByTestId("note-student")).toBeInTheDocument();
    expect(within(dialog).getByText("Anteckningens fält")).toBeInTheDocument();
    expect(within(dialog).queryByText("Välj en elev")).toBeNull();

    await userEvent.click(within(dialog).getByRole("button", { name: "Skapa" }));
    expect(await within(dialog).findByText("Välj en elev")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("an edit keeps its pupil: no pupil field, saved as it is", async () => {
    const send = vi.fn();
    renderWithApp(<NoteDialog editing initial="p-1" send={send} />);
    const dialog = await screen.findByTestId("note-dialog");
    expect(within(dialog).getByRole("heading", { name: "Redigera anteckning" })).toBeInTheDocument();
    expect(within(dialog).queryByTestId("note-student")).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    expect(send).toHaveBeenCalledWith({ studentId: "p-1" });
  });
});
