import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation, useNavigationType } from "react-router";
import { describe, expect, it } from "vitest";
import { oneOfOrParam, oneOfParam, textParam, useListState } from "./use-list-state";

const FILTERS = {
  status: oneOfOrParam(["ongoing", "archived"] as const, "ongoing"),
  step: oneOfParam(["REPORT", "RECEIVED"] as const),
  studentId: textParam(),
};

function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useListState(FILTERS, { transient: ["new"] }),
      location: useLocation(),
      navigation: useNavigationType(),
    }),
    { wrapper },
  );
}

describe("useListState", () => {
  it("reads the filters from the URL, ignoring values a filter does not know", () => {
    const { result } = renderAt("/tickets?status=archived&step=BOGUS&studentId=p-1");
    expect(result.current.list.filters).toEqual({ status: "archived", step: undefined, studentId: "p-1" });
  });

  it("falls back to the default when the URL says nothing", () => {
    const { result } = renderAt("/tickets");
    expect(result.current.list.filters).toEqual({ status: "ongoing", step: undefined, studentId: undefined });
  });

  it("writes a chosen filter to the URL in place, and drops what a link only opened", () => {
    const { result } = renderAt("/tickets?new=1&studentId=p-1");
    act(() => result.current.list.setFilter("step", "RECEIVED"));
    expect(new URLSearchParams(result.current.location.search).get("step")).toBe("RECEIVED");
    expect(new URLSearchParams(result.current.location.search).has("new")).toBe(false);
    expect(result.current.list.filters.step).toBe("RECEIVED");
    // In place: Back leaves the list instead of stepping through each choice.
    expect(result.current.navigation).toBe("REPLACE");
  });

  it("leaves the default and cleared filters out of the URL", () => {
    const { result } = renderAt("/tickets?status=archived&studentId=p-1");
    act(() => result.current.list.setFilter("status", "ongoing"));
    act(() => result.current.list.setFilter("studentId", ""));
    expect(result.current.location.search).toBe("");
    expect(result.current.list.filters.status).toBe("ongoing");
  });

  it("drops one parameter on request (a dialog the link opened was closed)", () => {
    const { result } = renderAt("/tickets?new=1&studentId=p-1");
    act(() => result.current.list.clearParam("new"));
    expect(result.current.location.search).toBe("?studentId=p-1");
  });

  it("drops several parameters at once, in one history entry", () => {
    const { result } = renderAt("/tickets?new=1&subject=Engelska&studentId=p-1");
    act(() => result.current.list.clearParam("new", "subject"));
    expect(result.current.location.search).toBe("?studentId=p-1");
    expect(result.current.navigation).toBe("REPLACE");
  });
});
