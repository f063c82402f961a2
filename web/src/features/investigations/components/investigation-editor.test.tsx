import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  INVESTIGATION_TEXT_MAX,
  UpdateInvestigationInputSchema,
  type Investigation,
} from "#shared/investigations/investigation.schema";
import type { School } from "#shared/schools/school.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { EKSKOLAN, json } from "../../../test/api-stub";
import { investigation } from "../investigation.fixtures";
import { InvestigationEditor } from "./investigation-editor";
import { InvestigationView } from "./investigation-view";

const school = EKSKOLAN as unknown as School;
const draft = investigation({ healthInformation: "", version: 3 });

afterEach(() => vi.unstubAllGlobals());

/** The API: the investigations' listing and every write answer the draft, other listings are empty; writes are kept. */
function stubApi() {
  const writes: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (method !== "GET") writes.push({ method, body: JSON.parse(String(init?.body)) as unknown });
      if (method !== "GET") return Promise.resolve(json(draft));
      const items = String(input).includes("/investigations/") ? [draft] : [];
      return Promise.resolve(json({ items, cursor: null }));
    }),
  );
  return writes;
}

const counselor = () => signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" });
/** "Högst 10 000 tecken", whatever space the locale groups digits with. */
const tooLong = (max: number) =>
  new RegExp(`^Högst ${String(max).replace(/\B(?=(\d{3})+$)/g, "\\s?")} tecken$`);

/** The editor open on `investigation` (the draft unless given) in `mode`, for a counselor: its dialog. */
async function openEditor(mode: "edit" | "publish", investigation: Investigation = draft) {
  renderWithApp(
    <InvestigationEditor
      mode={mode}
      investigation={investigation}
      school={school}
      students={[]}
      onClose={() => {}}
    />,
    { user: counselor() },
  );
  return screen.findByRole("dialog");
}

async function paste(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe("InvestigationEditor's text limits", () => {
  it("counts toward the shared schema's limit", () => {
    expect(
      UpdateInvestigationInputSchema.safeParse({ version: 1, analysis: "a".repeat(INVESTIGATION_TEXT_MAX) })
        .success,
    ).toBe(true);
    expect(
      UpdateInvestigationInputSchema.safeParse({
        version: 1,
        analysis: "a".repeat(INVESTIGATION_TEXT_MAX + 1),
      }).success,
    ).toBe(false);
  });

  it("a section over the limit says 'Högst N tecken' at its field and sends nothing", async () => {
    const writes = stubApi();
    const dialog = await openEditor("edit");
    const analysis = within(dialog).getByLabelText(/^Analys och bedömning/);
    await paste(analysis, "a".repeat(INVESTIGATION_TEXT_MAX + 1));
    await paste(within(dialog).getByLabelText(/^Elevens skolsituation/), "b".repeat(INVESTIGATION_TEXT_MAX));
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    expect(await within(dialog).findAllByText(tooLong(INVESTIGATION_TEXT_MAX))).toHaveLength(1);
    expect(analysis).toHaveValue("a".repeat(INVESTIGATION_TEXT_MAX + 1));
    expect(writes).toEqual([]);
  }, 20_000);

  it("the reason for no program over the limit is refused too", async () => {
    const writes = stubApi();
    const dialog = await openEditor("publish", { ...draft, outcome: "NO_PROGRAM" });
    await paste(
      within(dialog).getByLabelText(/^Motivering till beslutet/),
      "c".repeat(INVESTIGATION_TEXT_MAX + 1),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Publicera" }));
    expect(await within(dialog).findByText(tooLong(INVESTIGATION_TEXT_MAX))).toBeInTheDocument();
    expect(writes).toEqual([]);
  }, 20_000);

  it("a reason hidden by another outcome is neither checked nor sent", async () => {
    const writes = stubApi();
    const dialog = await openEditor("edit", {
      ...draft,
      outcome: "NO_PROGRAM",
      noProgramReason: "Extra anpassningar räcker.",
    });
    await paste(
      within(dialog).getByLabelText(/^Motivering till beslutet/),
      "c".repeat(INVESTIGATION_TEXT_MAX + 1),
    );
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Resultat/), "PROGRAM");
    expect(within(dialog).queryByLabelText(/^Motivering till beslutet/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: "PATCH", body: { version: 3, outcome: "PROGRAM" } });
    expect(writes[0]!.body).not.toHaveProperty("noProgramReason");
  }, 20_000);

  it("texts within the limit are saved on the version read", async () => {
    const writes = stubApi();
    const dialog = await openEditor("edit");
    await paste(within(dialog).getByLabelText(/^Analys och bedömning/), "Behov av stöd i läsning");
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: "PATCH",
      body: { version: 3, analysis: "Behov av stöd i läsning" },
    });
  }, 20_000);
});

describe("a contribution's limit", () => {
  it("over the limit says 'Högst N tecken' and is not sent; within it, it is", async () => {
    const writes = stubApi();
    renderWithApp(<InvestigationView id="inv-1" school={school} students={[]} />, { user: counselor() });
    const field = await screen.findByLabelText(/^Ditt bidrag/);
    await paste(field, "d".repeat(INVESTIGATION_TEXT_MAX + 1));
    await userEvent.click(screen.getByRole("button", { name: "Lägg till bidrag" }));
    expect(await screen.findByText(tooLong(INVESTIGATION_TEXT_MAX))).toBeInTheDocument();
    expect(writes).toEqual([]);
    await paste(field, "Eleven läser bättre med inläst material.");
    await userEvent.click(screen.getByRole("button", { name: "Lägg till bidrag" }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: "PATCH",
      body: { version: 3, contribution: "Eleven läser bättre med inläst material." },
    });
  }, 20_000);
});
