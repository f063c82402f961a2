import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ProgramActionSchema,
  UpdateActionProgramInputSchema,
  type ActionProgram,
} from "#shared/actionprograms/action-program.schema";
import type { School } from "#shared/schools/school.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { ProgramEditorDialog } from "./program-editor-dialog";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

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

function renderEditor() {
  const writes: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (method !== "GET") writes.push({ method, body: JSON.parse(String(init?.body)) as unknown });
      return Promise.resolve(method === "GET" ? json({ items: [], cursor: null }) : json(draft));
    }),
  );
  const user = signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" });
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
