import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CreateFollowUpInputSchema, type ActionProgram } from "#shared/actionprograms/action-program.schema";
import type { School } from "#shared/schools/school.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { FollowUpDialog } from "./item-dialogs";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const school = {
  id: "school-1",
  name: "Ekskolan",
  users: [{ id: "u-1", name: "Cecilia Kurator", roles: ["COUNSELOR"], twoStepAuth: false }],
} as unknown as School;
const program = { id: "p-1", schoolId: "school-1", studentId: "pupil-1", mayDecide: false } as ActionProgram;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderDialog() {
  const writes: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      if ((init?.method ?? "GET") !== "GET") writes.push(JSON.parse(String(init?.body)));
      return Promise.resolve(json({ items: [], cursor: null }));
    }),
  );
  renderWithApp(<FollowUpDialog program={program} school={school} userId="u-1" onClose={() => {}} />, {
    user: signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" }),
  });
  return writes;
}

describe("FollowUpDialog", () => {
  it("a summary over the shared schema's limit says so at the field and sends nothing", async () => {
    const writes = renderDialog();
    const dialog = await screen.findByRole("dialog");
    const max = CreateFollowUpInputSchema.shape.summary.maxLength!;
    const summary = within(dialog).getByLabelText(/^Sammanfattning/);
    await userEvent.click(summary);
    await userEvent.paste("s".repeat(max + 1));
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    const digits = String(max).replace(/\B(?=(\d{3})+$)/g, "\\s?");
    expect(await within(dialog).findByText(new RegExp(`^Högst ${digits} tecken$`))).toBeInTheDocument();
    expect(writes).toEqual([]);
  }, 15_000);

  it("starts at today's date in Sweden, also just after midnight when UTC is still at yesterday", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-22T23:30:00.000Z") });
    renderDialog();
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText(/^Datum/)).toHaveValue("2026-11-23");
  }, 15_000);

  it("a link that is not a web address says so at its field before anything is sent", async () => {
    const writes = renderDialog();
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText(/^Sammanfattning/), "Läsningen går bättre");
    await userEvent.type(within(dialog).getByLabelText(/^Länk/), "inte en adress");
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    expect(await within(dialog).findByText("Värdet är ogiltigt")).toBeInTheDocument();
    expect(writes).toEqual([]);
  }, 15_000);
});
