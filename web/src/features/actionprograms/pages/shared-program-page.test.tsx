import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SharedProgram } from "#shared/actionprograms/share-link.schema";
import { changeLanguage } from "../../../shared/i18n/i18n";
import { renderWithApp, signedInUser } from "../../../test/render";
import { json } from "../../../test/api-stub";
import { SharedProgramPage } from "./shared-program-page";

const TOKEN = "q8ZkS1x0bLrYwD5m3nVtA9cHfJ2pE7uGiK4oR6sT-_a";

const shared: SharedProgram = {
  schoolName: "Ekskolan",
  pupilFirstName: "Alva",
  className: "7A",
  status: "published",
  specialNeeds: "Behöver stöd i läsförståelse.",
  actions: [
    {
      action: "Inlästa läromedel",
      timespan: "Hela terminen",
      followUp: "Varannan vecka",
      responsible: "Mentor",
    },
  ],
  followUpDate: "2027-02-01",
  evaluationDate: "2027-04-01",
  studentInformedOn: null,
  guardiansInformedOn: "2026-11-20",
  place: "Rum 12",
  attendees: ["Mentor", "Kurator"],
  studentInvolved: true,
  guardianInvolved: true,
  links: [{ title: "Läsplan", url: "https://example.se/lasplan" }],
  decidedByName: "Henrik Rektor",
  decidedAt: "2026-11-21T09:00:00.000Z",
  expiresAt: "2026-12-21T09:00:00.000Z",
};

function render(answer: Response) {
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(answer));
  vi.stubGlobal("fetch", fetch);
  // A staff session on the same device: the token page still sends no Authorization.
  renderWithApp(
    <Routes>
      <Route path="/actions/action-program/:token" element={<SharedProgramPage />} />
    </Routes>,
    { user: signedInUser({ roles: ["COUNSELOR"] }), path: `/actions/action-program/${TOKEN}` },
  );
  return fetch;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage("sv");
});

describe("the page a share link opens", () => {
  it("shows the decided program with how to appeal, fetched by its token without any session", async () => {
    const fetch = render(json(shared));
    expect(await screen.findByRole("heading", { level: 1, name: "Åtgärdsprogram" })).toBeInTheDocument();
    expect(screen.getByText("Beslut om åtgärdsprogram från Ekskolan")).toBeInTheDocument();
    // Which child it concerns: the first name and the class, as the server sends them.
    expect(screen.getByTestId("shared-program-pupil")).toHaveTextContent("Gäller Alva i klass 7A");
    expect(screen.getByTestId("shared-program-decided")).toHaveTextContent("av Henrik Rektor");
    expect(screen.getByText("Behöver stöd i läsförståelse.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Inlästa läromedel" })).toBeInTheDocument();
    expect(screen.getByText("Mentor, Kurator")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Läsplan" })).toHaveAttribute("rel", "noreferrer noopener");
    expect(screen.getByRole("heading", { level: 2, name: "Så överklagar du beslutet" })).toBeInTheDocument();
    expect(screen.getByText(/inom tre veckor/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Skriv ut" })).toHaveAttribute("data-print-hidden");
    const styles = [...document.querySelectorAll("style")].map((style) => style.textContent ?? "");
    expect(styles.some((text) => text.includes("@media print") && text.includes("header, footer"))).toBe(
      true,
    );

    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain(`/api/external/action-program/${TOKEN}`);
    expect(new Headers(init?.headers).get("authorization")).toBeNull();
  });

  it("reads in English after the language switch", async () => {
    await changeLanguage("en");
    render(json(shared));
    expect(await screen.findByRole("heading", { level: 1, name: "Action program" })).toBeInTheDocument();
    expect(screen.getByText("Decision on an action program from Ekskolan")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "How to appeal the decision" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print" })).toBeInTheDocument();
  });

  it("an invalid, expired or revoked link shows the server's one answer and nothing else", async () => {
    render(
      json(
        {
          error: {
            code: "NOT_FOUND",
            message: "Länken är ogiltig eller har gått ut",
            reason: "shareLinkInvalid",
            requestId: "r",
          },
        },
        404,
      ),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Länken fungerar inte" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Länken är ogiltig eller har gått ut");
    expect(screen.queryByTestId("shared-program")).toBeNull();
  });
});
