import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../test/api-stub";
import { renderWithApp, signedInUser } from "../../../test/render";
import { AppealDialog } from "./appeal-clock";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("AppealDialog", () => {
  it("a day in the future or before the decision says so at the field and registers nothing", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-20T10:00:00.000Z") });
    const writes: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        if ((init?.method ?? "GET") !== "GET") writes.push(JSON.parse(String(init?.body)));
        return Promise.resolve(json({}));
      }),
    );
    renderWithApp(<AppealDialog programId="p-1" decidedAt="2026-11-10T09:00:00.000Z" onClose={() => {}} />, {
      user: signedInUser({ roles: ["HEAD"], role: "HEAD" }),
    });
    const dialog = await screen.findByTestId("appeal-dialog");
    const day = within(dialog).getByLabelText(/^Datum då överklagandet kom in/);
    await userEvent.clear(day);
    await userEvent.type(day, "2026-11-21");
    expect(within(dialog).getByText("Välj ett datum till och med 20 nov. 2026")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Registrera överklagande" }));
    await userEvent.clear(day);
    await userEvent.type(day, "2026-11-09");
    expect(within(dialog).getByText("Välj ett datum från och med 10 nov. 2026")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Registrera överklagande" }));
    expect(writes).toEqual([]);
  }, 15_000);
});
