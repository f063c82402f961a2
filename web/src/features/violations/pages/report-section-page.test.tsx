import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EXTERNAL_REPORT_LIMITS as LIMITS } from "#shared/violations/violation.constants";
import { renderWithApp } from "../../../test/render";
import { json, stubFetch } from "../../../test/api-stub";
import { ReportSectionPage } from "./report-section-page";

const RECEIPT = "R".repeat(43);

/** The external API: Ekskolan by its code (offering the given sections), and a report answered with a receipt. */
function mockApi(sections: string[] = ["whistle", "report"]) {
  return stubFetch((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname.endsWith("/external/school/ABCD2345"))
      return Promise.resolve(json({ name: "Ekskolan", staff: [], sections }));
    if (url.pathname.endsWith("/external/report") && init?.method === "POST")
      return Promise.resolve(json({ receipt: RECEIPT, date: "2026-11-20" }, 201));
    return Promise.resolve(json({ error: { code: "NOT_FOUND", message: "Skolan finns inte" } }, 404));
  });
}

const reportCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([input]) =>
    new URL(String(input), "http://localhost").pathname.endsWith("/report"),
  );

/** Fills in the report's story (the pupil it is about as `victim`) and answers both contact questions. */
async function typeStory(user: ReturnType<typeof userEvent.setup>, victim: string) {
  await user.type(await screen.findByTestId("report-victim"), victim);
  await user.type(screen.getByTestId("report-details"), "Hon blev knuffad.");
  await user.type(screen.getByTestId("report-when"), "2026-11-18");
  await user.type(screen.getByTestId("report-location"), "Skolgården");
  await user.type(screen.getByTestId("report-witness"), "Nej");
  await user.selectOptions(screen.getByLabelText(/Har du pratat med någon på skolan/), "YES");
  await user.selectOptions(screen.getByLabelText(/Vet vårdnadshavarna/), "NO");
}

beforeEach(() => {
  window.history.pushState(null, "", "/report?code=ABCD2345");
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.pushState(null, "", "/");
});

describe("the external page's report section", () => {
  it("opens with its heading under the school's name, its intro, the form and reading replies with a receipt", async () => {
    mockApi();
    renderWithApp(<ReportSectionPage />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Anmäl kränkande behandling" }),
    ).toBeVisible();
    expect(screen.getByText("Ekskolan")).toBeVisible();
    expect(screen.getByText(/Anmälan går till rektor och elevhälsan/)).toBeVisible();
    expect(screen.getByTestId("report-victim")).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Läs svar med din kvittokod" })).toBeVisible();
    expect(screen.getByTestId("receipt-input")).toBeVisible();
  });

  it("a school that does not take reports says so and shows no form", async () => {
    mockApi(["whistle"]);
    renderWithApp(<ReportSectionPage />);
    expect(await screen.findByText("Skolan tar inte emot anmälningar här.")).toBeVisible();
    expect(screen.queryByTestId("report-victim")).toBeNull();
  });

  it("an empty story names each required field and sends nothing", async () => {
    const fetchMock = mockApi();
    renderWithApp(<ReportSectionPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Skicka anmälan" }));
    expect(await screen.findAllByText("Det här fältet är obligatoriskt")).toHaveLength(5);
    for (const testId of [
      "report-victim",
      "report-details",
      "report-when",
      "report-location",
      "report-witness",
    ])
      expect(screen.getByTestId(testId)).toHaveAttribute("aria-invalid", "true");
    expect(reportCalls(fetchMock)).toHaveLength(0);
  });

  it("sends the typed story trimmed, the day at noon UTC and both contact answers, then shows the receipt once", async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderWithApp(<ReportSectionPage />);
    await typeStory(user, " Min kompis ");
    await user.click(screen.getByRole("button", { name: "Skicka anmälan" }));

    expect(await screen.findByTestId("receipt-code")).toHaveTextContent(RECEIPT);
    await waitFor(() => expect(reportCalls(fetchMock)).toHaveLength(1));
    const body = JSON.parse(String(reportCalls(fetchMock)[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toEqual({
      code: "ABCD2345",
      reporter: "PUPIL",
      victim: "Min kompis",
      incidentDetails: "Hon blev knuffad.",
      when: "2026-11-18T12:00:00.000Z",
      location: "Skolgården",
      witness: "Nej",
      hasContactedSchool: "YES",
      hasContactedParents: "NO",
    });
  });
  it("the receipt shown once can be saved as a small text file beside 'copy'", async () => {
    mockApi();
    const blobs: Blob[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return "blob:receipt";
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderWithApp(<ReportSectionPage />);
    await typeStory(user, "Min kompis");
    await user.click(screen.getByRole("button", { name: "Skicka anmälan" }));
    expect(await screen.findByRole("button", { name: "Kopiera koden" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Ladda ner som textfil" }));
    expect(clicked).toEqual(["kvittokod.txt"]);
    expect(blobs).toHaveLength(1);
    expect(await blobs[0]!.text()).toContain(`Din kvittokod: ${RECEIPT}`);
    click.mockRestore();
  });

  it("a resend after a lost answer carries the same key, and a report changed since carries a new one", async () => {
    const fetchMock = mockApi();
    const answers = [new TypeError("Failed to fetch"), new TypeError("Failed to fetch")];
    const served = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      const url = new URL(String(input), "http://localhost");
      const lost = url.pathname.endsWith("/external/report") && answers.shift();
      return lost ? Promise.reject(lost) : served(input, init);
    });
    const user = userEvent.setup();
    renderWithApp(<ReportSectionPage />);
    await typeStory(user, "Min kompis");
    const send = screen.getByRole("button", { name: "Skicka anmälan" });
    await user.click(send);
    await waitFor(() => expect(reportCalls(fetchMock)).toHaveLength(1));
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await waitFor(() => expect(reportCalls(fetchMock)).toHaveLength(2));
    await waitFor(() => expect(send).toBeEnabled());
    await user.type(screen.getByTestId("report-location"), " vid gungorna");
    await user.click(send);

    expect(await screen.findByTestId("receipt-code")).toHaveTextContent(RECEIPT);
    const keys = reportCalls(fetchMock).map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

/** Types a whole text at once (typing thousands of keys one by one is slow and proves nothing more). */
const paste = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe("the external report's text limits (EXTERNAL_REPORT_LIMITS)", () => {
  it("the short texts are never cut: a text over its limit is shown whole with the kit's error, and nothing is sent", async () => {
    const fetchMock = mockApi();
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
    expect(reportCalls(fetchMock)).toHaveLength(0);

    // At the limit it is sent.
    paste("report-name", "N".repeat(LIMITS.reporterName));
    paste("report-location", "P".repeat(LIMITS.location));
    await userEvent.click(screen.getByRole("button", { name: "Skicka anmälan" }));
    await waitFor(() => expect(reportCalls(fetchMock)).toHaveLength(1));
    const body = JSON.parse(String(reportCalls(fetchMock)[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      reporterName: "N".repeat(LIMITS.reporterName),
      location: "P".repeat(LIMITS.location),
    });
  });
});
