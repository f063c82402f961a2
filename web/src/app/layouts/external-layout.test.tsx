import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render";
import { ExternalLayout } from "./external-layout";

const FOOTER = "Du behöver inget konto. Det du skickar här sparas utan ditt namn, din enhet eller klockslag.";

const renderAt = (path: string) =>
  renderWithApp(
    <Routes>
      <Route element={<ExternalLayout />}>
        <Route path="*" element={<p>Sidan</p>} />
      </Route>
    </Routes>,
    { path },
  );

describe("the external layout's footer", () => {
  it("a shared decision's page sends nothing: no word about what is kept of what one sends", async () => {
    renderAt("/actions/action-program/q8ZkS1x0bLrYwD5m3nVtA9cHfJ2pE7uGiK4oR6sT-_a");
    expect(await screen.findByText("Sidan")).toBeInTheDocument();
    expect(screen.queryByText(FOOTER)).toBeNull();
    expect(screen.getByRole("link", { name: /Tillgänglighetsredogörelse/i })).toBeInTheDocument();
  });

  it("a page where one sends something keeps it", async () => {
    renderAt("/whistle");
    expect(await screen.findByText(FOOTER)).toBeInTheDocument();
  });
});
