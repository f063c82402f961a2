import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  EXTERNAL_REPORT_MESSAGE_MAX,
  ViolationExternalReplyInputSchema,
} from "#shared/violations/violation-external.schema";
import {
  CreateViolationFollowUpInputSchema,
  UpdateViolationInvestigationInputSchema,
  type ViolationFull,
  type ViolationInvestigation,
} from "#shared/violations/violation.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { json } from "../../../test/api-stub";
import { ExternalSender } from "./external-sender";
import { FollowUps, Investigations } from "./report-parts";

const report = {
  id: "v-1",
  list: "ACTIVE",
  myAccess: "manage",
  followUps: [],
  name: "",
  external: { reporter: "GUARDIAN", reporterName: "", reporterContact: "", entries: [] },
  version: 2,
} as unknown as ViolationFull;
const investigation = {
  id: "vi-1",
  violationId: "v-1",
  createdByName: "Rektor Ros",
  createdAt: "2026-11-20T08:00:00.000Z",
  eventDescription: "",
  findings: "",
  actionsTaken: "",
  concluded: false,
  myAccess: "manage",
  version: 5,
} as unknown as ViolationInvestigation;

afterEach(() => vi.unstubAllGlobals());

/** Every write answers the report; the writes are kept. */
function stubApi() {
  const writes: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (method !== "GET")
        writes.push({ method, url: String(input), body: JSON.parse(String(init?.body)) as unknown });
      return Promise.resolve(method === "GET" ? json({ items: [], cursor: null }) : json(report));
    }),
  );
  return writes;
}

const principal = () => signedInUser({ roles: ["HEAD"], role: "HEAD" });
/** "Högst 2 000 tecken", whatever space the locale groups digits with. */
const tooLong = (max: number) =>
  new RegExp(`^Högst ${String(max).replace(/\B(?=(\d{3})+$)/g, "\\s?")} tecken$`);
const maxOf = (schema: { maxLength: number | null }) => schema.maxLength!;

async function paste(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe("a violation report's texts count toward the shared schema's limits", () => {
  it("a follow-up over its limit says 'Högst N tecken' and is not sent; within it, it is", async () => {
    const writes = stubApi();
    renderWithApp(<FollowUps report={report} userId="u-1" />, { user: principal() });
    const max = maxOf(CreateViolationFollowUpInputSchema.shape.text);
    const field = screen.getByLabelText(/^Uppföljning/);
    await paste(field, "a".repeat(max + 1));
    await userEvent.click(screen.getByRole("button", { name: "Lägg till uppföljning" }));
    expect(await screen.findByText(tooLong(max))).toBeInTheDocument();
    expect(writes).toEqual([]);
    await paste(field, "Samtal med vårdnadshavare bokat.");
    await userEvent.click(screen.getByRole("button", { name: "Lägg till uppföljning" }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({ violationId: "v-1", text: "Samtal med vårdnadshavare bokat." });
  }, 20_000);

  it("an investigation text over its limit is neither saved nor concluded", async () => {
    const writes = stubApi();
    renderWithApp(<Investigations report={report} investigations={[investigation]} manage />, {
      user: principal(),
    });
    const max = maxOf(UpdateViolationInvestigationInputSchema.shape.findings.unwrap());
    await paste(screen.getByLabelText(/^Slutsatser/), "b".repeat(max + 1));
    await paste(screen.getByLabelText(/^Vidtagna åtgärder/), "c".repeat(max));
    await userEvent.click(screen.getByRole("button", { name: "Spara utredning" }));
    await userEvent.click(screen.getByRole("button", { name: "Avsluta utredning" }));
    expect(await screen.findAllByText(tooLong(max))).toHaveLength(1);
    expect(writes).toEqual([]);
    await paste(screen.getByLabelText(/^Slutsatser/), "Kränkningen bekräftad.");
    await userEvent.click(screen.getByRole("button", { name: "Spara utredning" }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toMatchObject({ version: 5, findings: "Kränkningen bekräftad." });
  }, 20_000);

  it("an empty follow-up or reply says the field is required instead of doing nothing, and nothing is sent", async () => {
    const writes = stubApi();
    renderWithApp(
      <>
        <FollowUps report={report} userId="u-1" />
        <ExternalSender report={report} />
      </>,
      { user: principal() },
    );
    await userEvent.click(screen.getByRole("button", { name: "Lägg till uppföljning" }));
    await userEvent.click(screen.getByRole("button", { name: "Skicka svar" }));
    expect(await screen.findAllByText("Det här fältet är obligatoriskt")).toHaveLength(2);
    expect(screen.getByLabelText(/^Uppföljning/)).toHaveAttribute("aria-invalid", "true");
    expect(writes).toEqual([]);
  }, 20_000);

  it("a reply to the external sender over the shared limit is not sent", async () => {
    const writes = stubApi();
    renderWithApp(<ExternalSender report={report} />, { user: principal() });
    expect(maxOf(ViolationExternalReplyInputSchema.shape.message)).toBe(EXTERNAL_REPORT_MESSAGE_MAX);
    await paste(screen.getByLabelText(/^Svara anmälaren/), "d".repeat(EXTERNAL_REPORT_MESSAGE_MAX + 1));
    await userEvent.click(screen.getByRole("button", { name: "Skicka svar" }));
    expect(await screen.findByText(tooLong(EXTERNAL_REPORT_MESSAGE_MAX))).toBeInTheDocument();
    expect(writes).toEqual([]);
  }, 20_000);
});

describe("a violation report's one investigation", () => {
  it("offers 'Påbörja utredning' only while the report names no investigation, and begins it once", async () => {
    const writes = stubApi();
    const { unmount } = renderWithApp(
      <Investigations report={{ ...report, investigationId: null }} investigations={[]} manage />,
      { user: principal() },
    );
    await userEvent.click(screen.getByRole("button", { name: "Påbörja utredning" }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: "POST", body: { violationId: "v-1" } });
    unmount();
    renderWithApp(
      <Investigations
        report={{ ...report, investigationId: "vi-1" }}
        investigations={[investigation]}
        manage
      />,
      { user: principal() },
    );
    expect(screen.getByRole("button", { name: "Spara utredning" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Påbörja utredning" })).not.toBeInTheDocument();
  }, 20_000);
});

describe("the investigation's fields (spec section 3)", () => {
  it("every field of the spec can be filled in and is sent; a concluded one shows them all", async () => {
    const writes = stubApi();
    const staff = [
      { id: "6b0c2f4e-8d1a-4e3b-9c5f-7a2d1e0b3c4d", name: "Rektor Ros" },
      { id: "3f1d7a2e-1c4b-4a8e-9b6f-2d5e8c7a1b90", name: "Cecilia Kurator" },
    ];
    const { unmount } = renderWithApp(
      <Investigations report={report} investigations={[investigation]} manage staff={staff} />,
      { user: principal() },
    );
    const labels = [
      "Datum för händelsen",
      "Inblandade personer",
      "Beskrivning av händelsen",
      "Föregående händelser",
      "Varaktighet",
      "Efterförlopp",
      "Fysiska handlingar",
      "Plats",
      "Elevens beteende",
      "Kamraters reaktioner",
      "Datum",
      "Slutsatser",
      "Vidtagna åtgärder",
      "Datum för utvärdering",
      "Utvärderas av",
    ];
    for (const label of labels) expect(screen.getByLabelText(label)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Datum för händelsen/), "2026-11-18");
    await userEvent.type(screen.getByLabelText(/^Inblandade personer/), "Två elever i 8B");
    await userEvent.type(screen.getByLabelText(/^Varaktighet/), "Några minuter");
    await userEvent.type(screen.getByLabelText(/^Plats/), "Skolgården");
    await userEvent.type(screen.getByLabelText(/^Utvärderas av/), "Rektor");
    await userEvent.type(screen.getByLabelText(/^Datum för utvärdering/), "2027-01-15");
    await userEvent.click(screen.getByLabelText("Cecilia Kurator"));
    await userEvent.click(screen.getByRole("button", { name: "Spara utredning" }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toMatchObject({
      version: 5,
      eventDate: "2026-11-18T12:00:00.000Z",
      involvedPersons: "Två elever i 8B",
      duration: "Några minuter",
      location: "Skolgården",
      evaluatedBy: "Rektor",
      evaluationDate: "2027-01-15T12:00:00.000Z",
      investigators: [{ id: "3f1d7a2e-1c4b-4a8e-9b6f-2d5e8c7a1b90" }],
    });
    // What is sent is what the shared schema of the edit takes (the id is the path's).
    const { id: _id, ...sent } = writes[0]!.body as Record<string, unknown>;
    expect(UpdateViolationInvestigationInputSchema.safeParse(sent).error?.issues ?? []).toEqual([]);
    unmount();

    renderWithApp(
      <Investigations
        report={report}
        investigations={[
          {
            ...investigation,
            concluded: true,
            involvedPersons: "Två elever i 8B",
            peerReactions: "Klasskamraterna sa ifrån",
            investigators: [{ id: "3f1d7a2e-1c4b-4a8e-9b6f-2d5e8c7a1b90" }],
            eventDate: "2026-11-18T12:00:00.000Z",
          },
        ]}
        manage
        staff={staff}
      />,
      { user: principal() },
    );
    expect(screen.getByText("Två elever i 8B")).toBeInTheDocument();
    expect(screen.getByText("Klasskamraterna sa ifrån")).toBeInTheDocument();
    expect(screen.getByText("Utredare")).toBeInTheDocument();
    expect(screen.getByText("Cecilia Kurator")).toBeInTheDocument();
    expect(screen.getByText("Kamraters reaktioner")).toBeInTheDocument();
  }, 30_000);
});
