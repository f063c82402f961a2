import { useInfiniteQuery } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation, useNavigationType } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Page } from "#shared/common.schema";
import { renderWithApp, signedInUser } from "../../test/render";
import { answerSchool, pupil } from "../../test/api-stub";
import { PupilDocumentListPage, pupilColumn } from "./pupil-document-list-page";
import { usePupilDocumentList, usePupilDocumentRows, type PupilDocument } from "./use-pupil-document-list";

interface Note extends PupilDocument {
  text: string;
}

const note = (id: string, studentId = "p-1"): Note => ({ id, studentId, text: `Anteckning ${id}` });
const notes = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => note(`n-${from + index}`));

/** The list's server: the page for a pupil (or "" for all), a link's id and a cursor; `answer` says what it holds. */
type Answer = (query: { studentId: string; id: string; cursor: string | null }) => Promise<Page<Note>>;

/** The school and its two pupils, as the kit reads them. */
function serveSchool() {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      return answerSchool(url, { pupils: [pupil("p-1", "Alva Andersson"), pupil("p-2", "Bo Berg")] });
    }),
  );
}

function NotesPage({ answer, remove }: { answer: Answer; remove: (note: Note) => void }) {
  const page = usePupilDocumentList<Note>({ createParams: ["subject"] });
  const query = useInfiniteQuery({
    queryKey: ["notes", page.studentId ?? "", page.linkedId ?? ""],
    queryFn: ({ pageParam }) =>
      answer({ studentId: page.studentId ?? "", id: page.linkedId ?? "", cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    enabled: page.schoolId !== null,
  });
  const rows = usePupilDocumentRows(query, page.linkedId, (linked) => page.dialogs.open("edit", linked));
  const editing = page.dialogs.item("edit");
  return (
    <>
      <PupilDocumentListPage
        page={page}
        rows={rows}
        columns={[
          pupilColumn(page, "Elev"),
          { id: "text", header: "Text", cell: (row) => row.text },
          {
            id: "actions",
            header: "Åtgärder",
            cell: (row) => <button onClick={() => page.dialogs.open("remove", row)}>Ta bort {row.id}</button>,
          },
        ]}
        texts={{
          title: "Anteckningar",
          create: "Ny anteckning",
          pupil: "Elev",
          linkedOne: "Visar en anteckning från en länk.",
          caption: "Anteckningar",
          empty: "Inga anteckningar",
          removeTitle: "Ta bort anteckningen?",
          removeBody: "Det går inte att ångra.",
        }}
        testIds={{ create: "new-note", linked: "note-linked" }}
        removal={{ pending: false, remove }}
      >
        {page.dialogs.isOpen("create") ? (
          <div data-testid="create-open">
            <button onClick={page.closeCreate}>Stäng</button>
          </div>
        ) : null}
        {editing ? <div data-testid="edit-open">{editing.text}</div> : null}
      </PupilDocumentListPage>
      <Where />
    </>
  );
}

/** The URL the page is at, and how it got there (a new history entry or in place). */
function Where() {
  const location = useLocation();
  const navigation = useNavigationType();
  return (
    <output
      data-testid="where"
      data-navigation={navigation}
    >{`${location.pathname}${location.search}`}</output>
  );
}

function renderNotes(path: string, answer: Answer, remove: (note: Note) => void = () => undefined) {
  serveSchool();
  return renderWithApp(<NotesPage answer={answer} remove={remove} />, { user: signedInUser(), path });
}

const where = () => screen.getByTestId("where");
const dataRows = () => screen.getAllByRole("row").slice(1);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the pupil-document list page", () => {
  it("reads the pupil filter from the URL and writes a new choice there in place, keeping the rest", async () => {
    const answer = vi.fn<Answer>(async ({ studentId }) => ({
      items: studentId ? [note("n-1", studentId)] : [note("n-1"), note("n-2", "p-2")],
      cursor: null,
    }));
    renderNotes("/notes?studentId=p-2&id=n-1", answer);
    const filter = await screen.findByTestId("filter-student");
    await waitFor(() => expect(screen.getByTestId("filter-student")).toHaveValue("Bo Berg"));
    expect(answer).toHaveBeenCalledWith({ studentId: "p-2", id: "n-1", cursor: null });
    // The filter bar is a search landmark named by the filter, without a form.
    const search = screen.getByRole("search", { name: "Elev" });
    expect(within(search).getByTestId("filter-student")).toBe(screen.getByTestId("filter-student"));
    expect(filter).toHaveAttribute("placeholder", "Alla elever");
    expect(search.closest("form")).toBeNull();

    // The pupil filter is searchable like every pupil picker: type part of the name, Enter chooses.
    await userEvent.clear(screen.getByTestId("filter-student"));
    await userEvent.paste("alva");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(where()).toHaveTextContent("/notes?studentId=p-1&id=n-1"));
    expect(where()).toHaveAttribute("data-navigation", "REPLACE");
    expect(answer).toHaveBeenCalledWith({ studentId: "p-1", id: "n-1", cursor: null });

    await userEvent.click(screen.getByRole("button", { name: "Rensa filter: Elev" }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/notes\?id=n-1$/));
    expect(answer).toHaveBeenCalledWith({ studentId: "", id: "n-1", cursor: null });
  });

  it("names each row's pupil, linking to the pupil page", async () => {
    renderNotes("/notes", async () => ({ items: [note("n-1", "p-2"), note("n-2", "p-9")], cursor: null }));
    expect(await screen.findByRole("link", { name: "Bo Berg" })).toHaveAttribute("href", "/student/p-2");
    await screen.findByText("Okänd elev");
  });

  it("'Visa fler' appends the next page, and leaves once no cursor follows", async () => {
    const answer = vi.fn<Answer>(async ({ cursor }) =>
      cursor === null ? { items: notes(10), cursor: "2" } : { items: notes(3, 10), cursor: null },
    );
    renderNotes("/notes", answer);
    await screen.findByText("Anteckning n-9");
    expect(dataRows()).toHaveLength(10);
    await userEvent.click(screen.getByRole("button", { name: "Visa fler" }));
    await screen.findByText("Anteckning n-12");
    expect(dataRows()).toHaveLength(13);
    expect(screen.getByText("Anteckning n-0")).toBeInTheDocument();
    expect(answer).toHaveBeenLastCalledWith({ studentId: "", id: "", cursor: "2" });
    expect(screen.queryByRole("button", { name: "Visa fler" })).toBeNull();
    expect(screen.queryByTestId("list-empty")).toBeNull();
  });

  it("says the list is empty only when the first page is empty and nothing follows", async () => {
    renderNotes("/notes", async () => ({ items: [], cursor: null }));
    expect(await screen.findByTestId("list-empty")).toHaveTextContent("Inga anteckningar");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "Visa fler" })).toBeNull();
  });

  it("is not empty while an empty first page has more behind it", async () => {
    const answer = vi.fn<Answer>(({ cursor }) =>
      cursor === null
        ? Promise.resolve({ items: [], cursor: "2" })
        : new Promise<Page<Note>>(() => undefined),
    );
    renderNotes("/notes", answer);
    // The list reads on by itself for rows to show; while it does, it is not said to be empty.
    await waitFor(() => expect(answer).toHaveBeenCalledWith({ studentId: "", id: "", cursor: "2" }));
    expect(screen.queryByTestId("list-empty")).toBeNull();
    // "Visa fler" stays, busy with the page on its way.
    expect(screen.getByText("Visa fler").closest("button")).toBeInTheDocument();
  });

  it("a link's ?id= shows that one with its dialog opened once, and 'Visa alla' leaves it", async () => {
    renderNotes("/notes?id=n-7", async ({ id }) => ({ items: id ? [note(id)] : notes(2), cursor: null }));
    expect(await screen.findByTestId("edit-open")).toHaveTextContent("Anteckning n-7");
    expect(
      within(screen.getByTestId("note-linked")).getByText("Visar en anteckning från en länk."),
    ).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: "Visa alla" }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/notes$/));
    expect(screen.queryByTestId("note-linked")).toBeNull();
    await screen.findByText("Anteckning n-1");
  });

  it("says a linked document is gone rather than that the list is empty", async () => {
    renderNotes("/notes?id=n-7", async () => ({ items: [], cursor: null }));
    expect(await screen.findByTestId("list-empty")).toHaveTextContent(
      "Den finns inte längre, eller så har du inte tillgång till den.",
    );
    expect(screen.queryByTestId("edit-open")).toBeNull();
  });

  it("?new=1 opens the new-document dialog; closing it drops what the link prefilled, the filter staying", async () => {
    renderNotes("/notes?new=1&studentId=p-1&subject=Engelska", async () => ({ items: [], cursor: null }));
    await screen.findByTestId("create-open");
    await userEvent.click(screen.getByRole("button", { name: "Stäng" }));
    expect(screen.queryByTestId("create-open")).toBeNull();
    expect(where()).toHaveTextContent(/^\/notes\?studentId=p-1$/);

    await userEvent.click(screen.getByTestId("new-note"));
    expect(screen.getByTestId("create-open")).toBeInTheDocument();
  });

  it("asks before removing, then removes the row it was opened for", async () => {
    const remove = vi.fn();
    renderNotes("/notes", async () => ({ items: notes(2), cursor: null }), remove);
    await userEvent.click(await screen.findByRole("button", { name: "Ta bort n-1" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Ta bort anteckningen?" });
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Ta bort" }));
    expect(remove).toHaveBeenCalledWith(note("n-1"));
  });
});
