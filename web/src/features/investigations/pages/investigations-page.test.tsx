import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Investigation } from "#shared/investigations/investigation.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { answerSchool, json, stubRecordingFetch } from "../../../test/api-stub";
import { investigation } from "../investigation.fixtures";
import { InvestigationsPage } from "./investigations-page";

/** The API around the page: the school, its pupils, a listing answering `items`, and PATCH answering `patch`. */
function stubApi(items: Investigation[], patch?: () => Response, chain: Record<string, unknown[]> = {}) {
  return stubRecordingFetch(({ method, url }) => {
    if (url.includes("/investigations/") && method === "PATCH") return Promise.resolve(patch!());
    if (url.includes("/investigations/")) return Promise.resolve(json({ items, cursor: null }));
    for (const [part, rows] of Object.entries(chain))
      if (url.includes(`/${part}/`)) return Promise.resolve(json({ items: rows, cursor: null }));
    return answerSchool(url);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the investigations page", () => {
  it("a teacher reads their own listing, sees no health information and cannot start one", async () => {
    const calls = stubApi([
      investigation({ status: "PUBLISHED", outcome: "PROGRAM", healthInformation: null, access: "teaching" }),
    ]);
    renderWithApp(<InvestigationsPage />, {
      user: signedInUser(),
      path: "/actions/investigation?status=PUBLISHED",
    });
    const link = await screen.findByRole("link", { name: "Alva Andersson" });
    expect(link).toHaveAttribute("href", "/actions/investigation?id=inv-1");
    const list = calls.filter((call) => call.url.includes("/investigations/"));
    expect(list[0]!.url).toContain("/investigations/teacher/school/school-1?");
    expect(list[0]!.url).toContain("status=PUBLISHED");
    expect(
      within(screen.getByTestId("investigation-list")).getAllByText("Åtgärdsprogram behövs"),
    ).not.toHaveLength(0);
    expect(screen.queryByTestId("new-investigation")).toBeNull();
  });

  it("student health publishes 'no program': the server's 400 shows at the reason field, and the reason is sent", async () => {
    const user = userEvent.setup();
    let answer = json(
      {
        error: {
          code: "VALIDATION_FAILED",
          message: "Beslutet att inte upprätta ett åtgärdsprogram måste motiveras",
          reason: "investigationNoProgramReasonRequired",
          issues: [
            {
              path: ["noProgramReason"],
              message: "Beslutet att inte upprätta ett åtgärdsprogram måste motiveras",
              code: "custom",
            },
          ],
          requestId: "r-1",
        },
      },
      400,
    );
    const calls = stubApi([investigation()], () => answer);
    renderWithApp(<InvestigationsPage />, {
      user: signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" }),
      path: "/actions/investigation?id=inv-1",
    });
    expect(await screen.findByText("Skolpsykologens bedömning")).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes("/investigations/school/school-1"))).toBe(true);
    await user.click(screen.getByTestId("investigation-publish"));
    const dialog = await screen.findByTestId("investigation-editor");
    await user.selectOptions(within(dialog).getByTestId("investigation-outcome"), "NO_PROGRAM");
    await user.click(within(dialog).getByRole("button", { name: "Publicera" }));
    expect(
      await within(dialog).findAllByText("Beslutet att inte upprätta ett åtgärdsprogram måste motiveras"),
    ).not.toHaveLength(0);
    const reason = within(dialog).getByTestId("investigation-no-program-reason");
    expect(reason).toHaveAttribute("aria-invalid", "true");

    answer = json(
      investigation({ status: "PUBLISHED", outcome: "NO_PROGRAM", noProgramReason: "Räcker", version: 2 }),
    );
    await user.type(reason, "Räcker");
    await user.click(within(dialog).getByRole("button", { name: "Publicera" }));
    // The second PATCH goes out after the form's validation: wait for its answer before reading what was sent.
    expect(await screen.findByText("Utredningen har publicerats")).toBeInTheDocument();
    const sent = calls.filter((call) => call.method === "PATCH").at(-1)!;
    expect(sent.body).toMatchObject({
      version: 1,
      status: "PUBLISHED",
      outcome: "NO_PROGRAM",
      noProgramReason: "Räcker",
    });
  });

  it("student health picks what it rests on from the pupil's mappings, adaptations and F-warnings; the view links them", async () => {
    const user = userEvent.setup();
    const calls = stubApi(
      [
        investigation({
          basedOn: [
            { kind: "MAPPING", id: "m-1" },
            { kind: "FWARNING", id: "w-gone" },
          ],
        }),
      ],
      () => json(investigation({ version: 2 })),
      {
        mappings: [
          {
            id: "m-1",
            studentId: "pupil-1",
            deadline: "2026-11-20",
            respondents: [],
            createdAt: "2026-11-12T08:00:00.000Z",
          },
        ],
        adaptions: [
          { id: "a-1", studentId: "pupil-1", subjects: ["Matematik"], startDate: "2026-10-05", feedback: [] },
        ],
        "f-and-f-warnings": [
          { id: "w-1", studentId: "pupil-1", isWarning: true, course: "Engelska 5", startDate: "2026-09-20" },
        ],
      },
    );
    renderWithApp(<InvestigationsPage />, {
      user: signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" }),
      path: "/actions/investigation?id=inv-1",
    });
    // Each basis is a link to the item, named from the pupil's chain; one the caller cannot see, by its kind.
    expect(
      await screen.findByRole("link", { name: "Kartläggning, sista svarsdag 20 nov. 2026" }),
    ).toHaveAttribute("href", "/actions/mapping?id=m-1");
    expect(await screen.findByRole("link", { name: "F-varning" })).toHaveAttribute(
      "href",
      "/actions/f-and-f-warnings?id=w-gone",
    );
    await user.click(screen.getByTestId("investigation-edit"));
    const dialog = await screen.findByTestId("investigation-editor");
    const basis = within(dialog).getByRole("group", { name: "Underlag" });
    const mapping = await within(basis).findByRole("checkbox", {
      name: "Kartläggning, sista svarsdag 20 nov. 2026",
    });
    expect(mapping).toBeChecked();
    // Adaptations and F-warnings are reads of their own: wait for each, not only for the mappings'.
    const adaptation = await within(basis).findByRole("checkbox", {
      name: "Extra anpassning i Matematik, 5 okt. 2026",
    });
    expect(adaptation).not.toBeChecked();
    expect(
      await within(basis).findByRole("checkbox", { name: "F-varning i Engelska 5, 20 sep. 2026" }),
    ).not.toBeChecked();
    await user.click(adaptation);
    await user.click(within(dialog).getByRole("button", { name: "Spara" }));
    // The PATCH goes out after the form's validation: wait for it to be sent.
    await waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true));
    const sent = calls.filter((call) => call.method === "PATCH").at(-1)!;
    expect(sent.body).toMatchObject({
      version: 1,
      // What the caller cannot see stays as it was.
      basedOn: [
        { kind: "MAPPING", id: "m-1" },
        { kind: "FWARNING", id: "w-gone" },
        { kind: "ADAPTATION", id: "a-1" },
      ],
    });
    const chainCalls = calls.filter((call) => /\/(mappings|adaptions|f-and-f-warnings)\//.test(call.url));
    expect(chainCalls.every((call) => call.url.includes("studentId=pupil-1"))).toBe(true);
  });
});

describe("an investigation's next step", () => {
  it("names what publishing lacks beside the one action, Publicera", async () => {
    stubApi([investigation()]);
    renderWithApp(<InvestigationsPage />, {
      user: signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" }),
      path: "/actions/investigation?id=inv-1",
    });
    const step = await screen.findByTestId("investigation-next-step");
    expect(within(step).getByTestId("investigation-status")).toHaveTextContent("Utkast");
    expect(within(step).getByTestId("investigation-next-step-blockers")).toHaveTextContent("Resultat saknas");
    expect(within(step).getByTestId("investigation-publish")).toHaveTextContent("Publicera");
    expect(screen.getAllByTestId("investigation-publish")).toHaveLength(1);
  });

  it("asks a contributor who has written nothing for their contribution, waiting on the one who publishes", async () => {
    const user = userEvent.setup();
    const me = signedInUser({ roles: ["TEACHER"], role: "TEACHER" });
    stubApi([investigation({ access: "contribute", contributors: [me.id], outcome: "PROGRAM" })]);
    renderWithApp(<InvestigationsPage />, { user: me, path: "/actions/investigation?id=inv-1" });
    const step = await screen.findByTestId("investigation-next-step");
    expect(within(step).getByTestId("investigation-next-step-waits-on")).toHaveTextContent("Cecilia Kurator");
    expect(within(step).queryByTestId("investigation-publish")).toBeNull();
    await user.click(within(step).getByRole("button", { name: "Skriv ditt bidrag" }));
    expect(screen.getByTestId("investigation-contribution")).toHaveFocus();
  });

  it("a published investigation waits on nothing", async () => {
    stubApi([investigation({ status: "PUBLISHED", outcome: "PROGRAM" })]);
    renderWithApp(<InvestigationsPage />, {
      user: signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" }),
      path: "/actions/investigation?id=inv-1",
    });
    const step = await screen.findByTestId("investigation-next-step");
    expect(within(step).getByText("Inget mer att göra just nu.")).toBeInTheDocument();
  });
});
