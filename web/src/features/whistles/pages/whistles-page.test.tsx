import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp, signedInUser } from "../../../test/render";
import { json, stubFetch } from "../../../test/api-stub";
import { WhistlesPage } from "./whistles-page";

function mockApi() {
  return stubFetch((input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname.endsWith("/whistle")) return Promise.resolve(json({ items: [], cursor: null }));
    return Promise.resolve(json([]));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the whistles page", () => {
  it("a main admin, who is no recipient, is told so instead of an always-empty list, and nothing is fetched", async () => {
    const fetchMock = mockApi();
    renderWithApp(<WhistlesPage />, { user: signedInUser({ roles: ["MAINADMIN"], role: "MAINADMIN" }) });
    expect(await screen.findByTestId("whistles-not-recipient")).toHaveTextContent("huvudadmin");
    expect(screen.queryByTestId("whistles-filter")).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/whistle"))).toBe(false);
  });

  it("a counselor, a recipient, gets the list and its filter", async () => {
    const fetchMock = mockApi();
    renderWithApp(<WhistlesPage />, { user: signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" }) });
    expect(await screen.findByTestId("whistles-empty")).toBeInTheDocument();
    expect(screen.getByTestId("whistles-filter")).toBeInTheDocument();
    expect(screen.queryByTestId("whistles-not-recipient")).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/whistle?"))).toBe(true);
  });
});
