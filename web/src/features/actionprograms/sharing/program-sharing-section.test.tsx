import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActionProgram } from "#shared/actionprograms/action-program.schema";
import type { ProgramSharing } from "#shared/actionprograms/share-link.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { json } from "../../../test/api-stub";
import { ProgramSharingSection } from "./program-sharing-section";

const program = {
  id: "p-1",
  status: "published",
  myAccess: "manage",
  decidedAt: "2026-11-20T09:00:00.000Z",
} as ActionProgram;

const sharing = (overrides: Partial<ProgramSharing["clock"]> = {}): ProgramSharing => ({
  actionProgramId: "p-1",
  links: [
    {
      id: "l-1",
      actionProgramId: "p-1",
      email: "vardnadshavare@example.se",
      kind: "GUARDIAN",
      mayAppeal: true,
      createdAt: "2026-11-20T10:00:00.000Z",
      createdByName: "Cecilia Kurator",
      expiresAt: "2099-12-20T10:00:00.000Z",
      firstOpenedAt: "2026-11-22T18:00:00.000Z",
      lastOpenedAt: "2026-11-22T18:00:00.000Z",
      openedCount: 1,
      revokedAt: null,
    },
  ],
  clock: {
    receivedAt: "2026-11-22T18:00:00.000Z",
    receivedByKind: "GUARDIAN",
    receivedByEmail: "vardnadshavare@example.se",
    appealBy: "2026-12-13",
    appealArrivedOn: null,
    appealRegisteredAt: null,
    appealRegisteredByName: null,
    forwardBy: null,
    version: 1,
    ...overrides,
  },
});

function stubApi(answer: () => ProgramSharing, writes: { method: string; url: string; body: unknown }[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (method !== "GET") {
        writes.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
        return Promise.resolve(json([], 201));
      }
      return Promise.resolve(json(answer()));
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sharing a decided program and its appeal clock", () => {
  it("shows the appeal deadline from the receipt, who received it, and the links", async () => {
    stubApi(() => sharing(), []);
    renderWithApp(<ProgramSharingSection program={program} />, {
      user: signedInUser({ roles: ["COUNSELOR"] }),
    });
    expect(await screen.findByTestId("appeal-deadline")).toHaveTextContent(
      /^Överklagas senast 13 dec\. 2026$/,
    );
    expect(
      screen.getByText(/Mottaget 22 nov\. 2026 av vårdnadshavare \(vardnadshavare@example\.se\)/),
    ).toBeInTheDocument();
    expect(screen.getAllByText("vardnadshavare@example.se").length).toBeGreaterThan(0);
    expect(screen.getByTestId("register-appeal")).toBeInTheDocument();
    // Whether each recipient may appeal (whether the link's first opening is the receipt).
    const table = screen.getByRole("table", { name: "Delningslänkar" });
    expect(within(table).getByRole("columnheader", { name: "Får överklaga" })).toBeInTheDocument();
    const guardianRow = within(table).getByRole("row", { name: /vardnadshavare@example\.se/ });
    expect(within(guardianRow).getByRole("cell", { name: "Ja" })).toBeInTheDocument();
  });

  it("a registered appeal shows the date to forward it to Överklagandenämnden", async () => {
    stubApi(
      () =>
        sharing({
          appealArrivedOn: "2026-11-30",
          appealRegisteredByName: "Cecilia Kurator",
          forwardBy: "2026-12-07",
        }),
      [],
    );
    renderWithApp(<ProgramSharingSection program={program} />, {
      user: signedInUser({ roles: ["COUNSELOR"] }),
    });
    expect(await screen.findByTestId("appeal-forward-by")).toHaveTextContent(
      "Skicka till Överklagandenämnden senast 7 dec. 2026",
    );
    expect(screen.queryByTestId("register-appeal")).toBeNull();
  });

  it("a bad address says 'Ange en giltig e-postadress' and sends nothing; good ones are sent with their kinds", async () => {
    const writes: { method: string; url: string; body: unknown }[] = [];
    stubApi(() => sharing({ receivedAt: null, appealBy: null }), writes);
    renderWithApp(<ProgramSharingSection program={program} />, {
      user: signedInUser({ roles: ["COUNSELOR"] }),
    });
    await userEvent.click(await screen.findByTestId("share-program"));
    const dialog = await screen.findByTestId("share-dialog");
    await userEvent.type(within(dialog).getByTestId("share-email-0"), "inte-en-adress");
    await userEvent.click(within(dialog).getByRole("button", { name: "Skicka länkar" }));
    expect(await within(dialog).findByText("Ange en giltig e-postadress")).toBeInTheDocument();
    expect(writes).toEqual([]);

    await userEvent.clear(within(dialog).getByTestId("share-email-0"));
    await userEvent.type(within(dialog).getByTestId("share-email-0"), "vh@example.se");
    await userEvent.click(within(dialog).getByRole("button", { name: "Lägg till mottagare" }));
    await userEvent.type(within(dialog).getByTestId("share-email-1"), "elev@example.se");
    // The age question is asked for a pupil only, with what it means.
    expect(within(dialog).queryByRole("checkbox", { name: "Eleven har fyllt 16 år" })).toBeNull();
    await userEvent.selectOptions(within(dialog).getByTestId("share-kind-1"), "STUDENT");
    const sixteen = within(dialog).getByRole("checkbox", { name: "Eleven har fyllt 16 år" });
    expect(sixteen).not.toBeChecked();
    expect(sixteen).toHaveAccessibleDescription(/Bara en elev som har fyllt 16 år får överklaga beslutet/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Lägg till mottagare" }));
    await userEvent.type(within(dialog).getByTestId("share-email-2"), "elev2@example.se");
    await userEvent.selectOptions(within(dialog).getByTestId("share-kind-2"), "STUDENT");
    // With the keyboard: Space ticks the second pupil's box.
    within(dialog).getAllByRole("checkbox", { name: "Eleven har fyllt 16 år" })[1]!.focus();
    await userEvent.keyboard(" ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Skicka länkar" }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: "POST",
      body: {
        actionProgramId: "p-1",
        recipients: [
          { email: "vh@example.se", kind: "GUARDIAN" },
          { email: "elev@example.se", kind: "STUDENT", sixteenOrOlder: false },
          { email: "elev2@example.se", kind: "STUDENT", sixteenOrOlder: true },
        ],
      },
    });
    // A guardian is not asked (the API refuses the answer for a guardian).
    expect((writes[0]!.body as { recipients: object[] }).recipients[0]).not.toHaveProperty("sixteenOrOlder");
    expect(writes[0]!.url).toContain("/action-program/links");
  }, 20_000);
});
