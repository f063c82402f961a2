import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ProgramActionSchema,
  UpdateActionProgramInputSchema,
  type ActionProgram,
} from "#shared/actionprograms/action-program.schema";
import type { School } from "#shared/schools/school.schema";
import type { Role } from "#shared/constants";
import { renderWithApp, signedInUser } from "../../../test/render";
import { json } from "../../../test/api-stub";
import { REFUSED_FOR_EVALUATION_DATE } from "../action-program.fixtures";
import { ProgramEditorDialog } from "./program-editor-dialog";

const school = { id: "school-1", name: "Ekskolan", users: [] } as unknown as School;
const draft = {
  id: "p-1",
  schoolId: "school-1",
  studentId: "pupil-1",
  status: "draft",
  specialNeeds: "Stöd i läsförståelse",
  actions: [{ action: "Inlästa läromedel", timespan: "Hela terminen", followUp: "", responsible: "Mentor" }],
  followUpDate: null,
  evaluationDate: null,
  studentInformedOn: null,
  guardiansInformedOn: null,
  place: "",
  attendees: [],
  studentInvolved: false,
  guardianInvolved: false,
  decisionMakerId: null,
  version: 4,
} as unknown as ActionProgram;

afterEach(() => vi.unstubAllGlobals());

/** A decided program, as its decision maker corrects it. */
const decided = {
  ...draft,
  status: "published",
  actions: [{ action: "Inlästa läromedel", timespan: "", followUp: "", responsible: "" }],
  followUpDate: "2027-02-01",
  evaluationDate: "2027-04-01",
  decisionMakerId: "h",
  version: 3,
} as unknown as ActionProgram;

/**
 * The editor on `program` (the draft unless given) for staff of `role`; lists read empty and a write is answered
 * by `answerWrite` (the draft unless given). The writes it sent.
 */
function renderEditor({
  program = draft,
  role = "COUNSELOR",
  answerWrite = () => json(draft),
}: { program?: ActionProgram; role?: Role; answerWrite?: () => Response } = {}) {
  const writes: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (method !== "GET") writes.push({ method, body: JSON.parse(String(init?.body)) as unknown });
      return Promise.resolve(method === "GET" ? json({ items: [], cursor: null }) : answerWrite());
    }),
  );
  const user = signedInUser({ roles: [role], role });
  renderWithApp(
    <ProgramEditorDialog
      program={program}
      school={school}
      students={[]}
      teams={[]}
      role={role}
      onClose={() => {}}
      onSaved={() => {}}
    />,
    { user },
  );
  return writes;
}

describe("ProgramEditorDialog's text limits", () => {
  it("a text over the shared schema's limit says 'Högst N tecken' at its field and sends nothing", async () => {
    const writes = renderEditor();
    const dialog = await screen.findByRole("dialog");
    const max = UpdateActionProgramInputSchema.shape.specialNeeds.unwrap().maxLength!;
    const needs = within(dialog).getByLabelText(/^Behov av särskilt stöd/);
    await userEvent.clear(needs);
    await userEvent.click(needs);
    await userEvent.paste("a".repeat(max + 1));
    const timespanMax = ProgramActionSchema.shape.timespan.maxLength!;
    const timespan = within(dialog).getByLabelText(/^Tidsperiod/);
    await userEvent.clear(timespan);
    await userEvent.click(timespan);
    await userEvent.paste("b".repeat(timespanMax));
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    const digits = String(max).replace(/\B(?=(\d{3})+$)/g, "\\s?");
    expect(await within(dialog).findByText(new RegExp(`^Högst ${digits} tecken$`))).toBeInTheDocument();
    expect(within(dialog).queryByText(`Högst ${timespanMax} tecken`)).toBeNull();
    expect(needs).toHaveValue("a".repeat(max + 1));
    expect(writes).toEqual([]);
  }, 15_000);

  it("texts within their limits are saved on the version read", async () => {
    const writes = renderEditor();
    const dialog = await screen.findByRole("dialog");
    const place = within(dialog).getByLabelText(/^Plats/);
    await userEvent.click(place);
    await userEvent.paste("Konferensrummet");
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: "PATCH", body: { version: 4, place: "Konferensrummet" } });
  }, 15_000);
});

describe("ProgramEditorDialog and the server's reasons", () => {
  it("a correction the server refuses shows its reason at the field it names; typing there clears it", async () => {
    renderEditor({
      program: decided,
      role: "HEAD",
      answerWrite: () => json(REFUSED_FOR_EVALUATION_DATE, 400),
    });
    const dialog = await screen.findByTestId("action-program-editor");
    const date = within(dialog).getByLabelText("Utvärderingsdatum");
    await userEvent.clear(date);
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara rättelse" }));
    const field = () => date.closest<HTMLElement>(".chakra-field__root")!;
    await vi.waitFor(() =>
      expect(field()).toHaveTextContent("Fyll i detta innan åtgärdsprogrammet beslutas"),
    );
    expect(date).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(date, "2027-05-01");
    expect(field()).not.toHaveTextContent("Fyll i detta innan åtgärdsprogrammet beslutas");
  });
});

describe("ProgramEditorDialog's dates", () => {
  it("a follow-up day already past, or an evaluation before the follow-up, says so at its field and sends nothing", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-01-10T10:00:00.000Z") });
    try {
      const writes = renderEditor();
      const dialog = await screen.findByRole("dialog");
      await userEvent.type(within(dialog).getByLabelText("Uppföljningsdatum"), "2027-01-09");
      await userEvent.type(within(dialog).getByLabelText("Utvärderingsdatum"), "2027-01-01");
      expect(within(dialog).getByText("Välj ett datum från och med 10 jan. 2027")).toBeVisible();
      expect(within(dialog).getByText("Välj ett datum från och med 9 jan. 2027")).toBeVisible();
      await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
      await vi.waitFor(() =>
        expect(within(dialog).getByLabelText("Uppföljningsdatum")).toHaveAttribute("aria-invalid", "true"),
      );
      expect(writes).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  }, 15_000);
});

describe("ProgramEditorDialog in a stale tab", () => {
  it("a 409 shows the conflict in the dialog; Ladda om reads the new version, keeps what was typed, and the next save sends the new version", async () => {
    let patches = 0;
    const writes: { method: string; body: unknown }[] = [];
    const fresher = { ...draft, specialNeeds: "Ändrat av någon annan", version: 5 };
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const method = init?.method ?? "GET";
        if (method === "GET")
          return Promise.resolve(
            String(input).includes("/action-program/school-1/p-1")
              ? json(fresher)
              : json({ items: [], cursor: null }),
          );
        writes.push({ method, body: JSON.parse(String(init?.body)) as unknown });
        patches += 1;
        return Promise.resolve(
          patches === 1
            ? json({ error: { code: "CONFLICT", message: "En konflikt har uppstått" } }, 409)
            : json(fresher),
        );
      }),
    );
    renderWithApp(
      <ProgramEditorDialog
        program={draft}
        school={school}
        students={[]}
        teams={[]}
        role="COUNSELOR"
        onClose={() => {}}
        onSaved={() => {}}
      />,
      { user: signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" }) },
    );
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByLabelText(/^Plats/));
    await userEvent.paste("Konferensrummet");
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    const banner = await within(dialog).findByTestId("conflict-banner");
    expect(banner).toHaveTextContent("En konflikt har uppstått");
    await userEvent.click(within(banner).getByRole("button", { name: "Ladda om" }));
    await vi.waitFor(() => expect(within(dialog).queryByTestId("conflict-banner")).toBeNull());
    expect(within(dialog).getByLabelText(/^Plats/)).toHaveValue("Konferensrummet");
    expect(within(dialog).getByLabelText(/^Behov av särskilt stöd/)).toHaveValue("Ändrat av någon annan");
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    await vi.waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({
      method: "PATCH",
      body: { version: 5, place: "Konferensrummet", specialNeeds: "Ändrat av någon annan" },
    });
  }, 15_000);
});
