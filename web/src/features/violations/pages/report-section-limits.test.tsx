import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EXTERNAL_REPORT_LIMITS as LIMITS } from "#shared/violations/violation.constants";
import { renderWithApp } from "../../../test/render";
import { ReportSectionPage } from "./report-section-page";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Ekskolan by its code; a report is answered with a receipt (counted, so a test sees whether one was sent). */
function mockApi() {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname.endsWith("/external/school/ABCD2345"))
      return Promise.resolve(json({ name: "Ekskolan", staff: [], sections: ["whistle", "report"] }));
    if (url.pathname.endsWith("/external/report") && init?.method === "POST")
      return Promise.resolve(json({ receipt: "R".repeat(43), date: "2026-11-20" }, 201));
    return Promise.resolve(json({ error: { code: "NOT_FOUND", message: "Skolan finns inte" } }, 404));
  });
  vi.stubGlobal("fetch", fetchMock);
  return () =>
    fetchMock.mock.calls.filter(([input]) =>
      new URL(String(input), "http://localhost").pathname.endsWith("/report"),
    );
}

beforeEach(() => {
  window.history.pushState(null, "", "/report?code=ABCD2345");
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.pushState(null, "", "/");
});

/** Types a whole text at once (typing thousands of keys one by one is slow and proves nothing more). */
const paste = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe("the external report's text limits (EXTERNAL_REPORT_LIMITS)", () => {
  it("the short texts are never cut: a text over its limit is shown whole with the kit's error, and nothing is sent", async () => {
    const reportCalls = mockApi();
    renderWithApp(<ReportSectionPage />);
    await screen.findByTestId("report-victim");
    for (const testId of [
      "report-name",
      "report-contact",
      "report-victim",
      "report-location",
      "report-witness",
    ])
      expect(screen.getByTestId(testId)).not.toHaveAttribute("maxlength");

    const longName = "N".repeat(LIMITS.reporterName + 1);
    const longPlace = "P".repeat(LIMITS.location + 1);
    paste("report-name", longName);
    paste("report-victim", "Min kompis");
    paste("report-details", "Hon blev knuffad.");
    paste("report-when", "2026-11-18");
    paste("report-location", longPlace);
    paste("report-witness", "Nej");
    expect(screen.getByTestId("report-name")).toHaveValue(longName);
    expect(screen.getByTestId("report-location")).toHaveValue(longPlace);

    await userEvent.click(screen.getByRole("button", { name: "Skicka anmälan" }));
    expect(await screen.findByText(`Högst ${LIMITS.reporterName} tecken`)).toBeVisible();
    expect(screen.getByText(`Högst ${LIMITS.location} tecken`)).toBeVisible();
    expect(screen.getByTestId("report-name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByTestId("report-location")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByTestId("report-victim")).not.toHaveAttribute("aria-invalid");
    expect(reportCalls()).toHaveLength(0);

    // At the limit it is sent.
    paste("report-name", "N".repeat(LIMITS.reporterName));
    paste("report-location", "P".repeat(LIMITS.location));
    await userEvent.click(screen.getByRole("button", { name: "Skicka anmälan" }));
    await waitFor(() => expect(reportCalls()).toHaveLength(1));
    const body = JSON.parse(String(reportCalls()[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      reporterName: "N".repeat(LIMITS.reporterName),
      location: "P".repeat(LIMITS.location),
    });
  });
});
