import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scoreAnswers, type MappingDetail } from "#shared/mappings/mapping.schema";
import { changeLanguage } from "../../../shared/i18n/i18n";
import { renderWithApp, signedInUser } from "../../../test/render";
import { answerSchool, json, type SentRequest, stubRecordingFetch } from "../../../test/api-stub";
import { MappingsPage } from "./mappings-page";

const ME = "8f1c5a3e-1111-4222-8333-944455556666";
const teacherAnswers = [
  { key: "presence", label: "VERYRARELY" },
  { key: "reading", label: "ALWAYS" },
];
const headAnswers = [{ key: "presence", label: "RARELY" }];

const detail = (access: "answer" | "manage"): MappingDetail => ({
  id: "m-1",
  schoolId: "school-1",
  studentId: "pupil-1",
  createdBy: { id: "c", name: "Cecilia Kurator" },
  respondents: [
    { id: ME, name: "Tove Lärare", answered: true },
    { id: "h", name: "Henrik Rektor", answered: true },
    { id: "x", name: "Xenia Lärare", answered: false },
  ],
  formerAnswered: 0,
  deadline: "2099-01-31",
  active: true,
  actionProgramBegun: false,
  status: "ONGOING",
  updatedByRole: "COUNSELOR",
  access,
  createdAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-01T08:00:00.000Z",
  version: 1,
  answerSets: [
    {
      answeredBy: { id: ME, name: "Tove Lärare" },
      answeredAt: "2026-11-02T08:00:00.000Z",
      answers: [
        { key: "presence", label: "VERYRARELY", points: 0 },
        { key: "reading", label: "ALWAYS", points: 1 },
      ],
      scores: scoreAnswers([teacherAnswers]),
    },
    ...(access === "manage"
      ? [
          {
            answeredBy: { id: "h", name: "Henrik Rektor" },
            answeredAt: "2026-11-03T08:00:00.000Z",
            answers: [{ key: "presence", label: "RARELY", points: 0.25 }],
            scores: scoreAnswers([headAnswers]),
          },
        ]
      : []),
  ],
  combined: access === "manage" ? scoreAnswers([teacherAnswers, headAnswers]) : null,
});

function serve(mapping: MappingDetail, calls: SentRequest[] = []) {
  stubRecordingFetch(({ url }) => {
    if (url.includes("/mappings/reminder/")) return Promise.resolve(json({ remindedIds: ["x"] }));
    // The school's list (a query string) lists the mapping's summary; anything else under /mappings/ is its detail.
    if (/\/mappings\/school-1\?/.test(url)) {
      const { answerSets: _sets, combined: _combined, ...summary } = mapping;
      return Promise.resolve(json({ items: [summary], cursor: null }));
    }
    if (url.includes("/mappings/")) return Promise.resolve(json(mapping));
    return answerSchool(url);
  }, calls);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage("sv");
});

describe("a mapping's page", () => {
  it("shows the counselor the combined points, each answerer's tab, suggestions and the reminder", async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    serve(detail("manage"), calls);
    renderWithApp(<MappingsPage />, {
      user: signedInUser({ id: "c", roles: ["COUNSELOR"], role: "COUNSELOR" }),
      path: "/actions/mapping?id=m-1",
    });
    expect(await screen.findByRole("heading", { name: "Alva Andersson" })).toBeInTheDocument();
    // The 'all' tab first: 0 + 1 + 0.25 of 3.
    expect(screen.getByRole("tab", { name: "Alla" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByTestId("mapping-total")).toHaveTextContent("1.25 / 3");
    expect(screen.getByRole("tab", { name: "Henrik Rektor" })).toBeInTheDocument();
    // Närvaro is low (0.25 of 2): its next step is suggested; no wellbeing-check or absence page exists yet.
    const suggestions = screen.getByTestId("mapping-suggestions");
    expect(within(suggestions).getByText(/Utred frånvaron/)).toBeInTheDocument();
    expect(within(suggestions).queryByRole("link", { name: "Starta en trivselkoll" })).toBeNull();
    expect(within(suggestions).queryByRole("link", { name: "Starta en frånvaroblankett" })).toBeNull();
    expect(screen.getByText("Väntar på svar från: Xenia Lärare")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Skicka påminnelse" }));
    expect(await screen.findByText("En påminnelse har skickats")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST" && call.url.includes("/mappings/reminder/m-1"))).toBe(
      true,
    );
    // The counselor is not asked: no answer form.
    expect(screen.queryByTestId("mapping-answer-form")).toBeNull();
  });

  it("heads the page with the next step: status, who it waits on, the deadline and the one primary action", async () => {
    const calls: SentRequest[] = [];
    serve(detail("manage"), calls);
    renderWithApp(<MappingsPage />, {
      user: signedInUser({ id: "c", roles: ["COUNSELOR"], role: "COUNSELOR" }),
      path: "/actions/mapping?id=m-1",
    });
    const step = await screen.findByTestId("next-step");
    expect(within(step).getByRole("heading", { name: "Nästa steg" })).toBeInTheDocument();
    expect(within(step).getByText("Pågående")).toBeInTheDocument();
    expect(within(step).getByTestId("next-step-waits-on")).toHaveTextContent("Väntar påXenia Lärare");
    expect(within(step).getByTestId("next-step-due")).toHaveTextContent("Senast31 jan. 2099");
    expect(within(step).getByText("Åtgärdsprogram ej påbörjat")).toBeInTheDocument();
    // The reminder is the one primary action, and stands once on the page.
    expect(screen.getAllByRole("button", { name: "Skicka påminnelse" })).toHaveLength(1);
    expect(within(step).getByRole("button", { name: "Skicka påminnelse" })).toBeInTheDocument();
  });

  it("makes marking the action program begun the next step once everyone has answered", async () => {
    const calls: SentRequest[] = [];
    const all = detail("manage");
    serve(
      { ...all, respondents: all.respondents.map((respondent) => ({ ...respondent, answered: true })) },
      calls,
    );
    renderWithApp(<MappingsPage />, {
      user: signedInUser({ id: "c", roles: ["COUNSELOR"], role: "COUNSELOR" }),
      path: "/actions/mapping?id=m-1",
    });
    const step = await screen.findByTestId("next-step");
    expect(within(step).queryByTestId("next-step-waits-on")).toBeNull();
    expect(screen.queryByRole("button", { name: "Skicka påminnelse" })).toBeNull();
    await userEvent.click(within(step).getByRole("button", { name: "Markera åtgärdsprogram som påbörjat" }));
    await screen.findByText("Kartläggningen har uppdaterats");
    expect(calls.find((call) => call.method === "PATCH")?.body).toMatchObject({
      actionProgramBegun: true,
      version: 1,
    });
    expect(screen.getAllByRole("button", { name: "Markera åtgärdsprogram som påbörjat" })).toHaveLength(1);
  });

  it("takes an asked teacher who has not answered to the answer form, in English too", async () => {
    const unanswered = detail("answer");
    serve({
      ...unanswered,
      respondents: unanswered.respondents.map((respondent) =>
        respondent.id === ME ? { ...respondent, answered: false } : respondent,
      ),
      answerSets: [],
    });
    await changeLanguage("en");
    renderWithApp(<MappingsPage />, { user: signedInUser(), path: "/actions/mapping?id=m-1" });
    const step = await screen.findByTestId("next-step");
    expect(within(step).getByRole("heading", { name: "Next step" })).toBeInTheDocument();
    expect(within(step).queryByRole("button", { name: "Send a reminder" })).toBeNull();
    await userEvent.click(within(step).getByRole("button", { name: "Answer the mapping" }));
    expect(within(screen.getByTestId("mapping-answer-form")).getAllByRole("combobox")[0]).toHaveFocus();
  });

  it("lets a teacher who is asked see their own answers and save new ones with the chart's points", async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    serve(detail("answer"), calls);
    renderWithApp(<MappingsPage />, { user: signedInUser(), path: "/actions/mapping?id=m-1" });
    expect(await screen.findByTestId("mapping-answer-form")).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Alla" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Skicka påminnelse" })).toBeNull();
    await userEvent.selectOptions(screen.getByTestId("answer-focus"), "PERIODSLESSWORKING");
    await userEvent.click(screen.getByRole("button", { name: "Spara svar" }));
    expect(await screen.findByText("Dina svar har sparats")).toBeInTheDocument();
    const saved = calls.find((call) => call.method === "POST" && call.url.includes("/mappings/answer/m-1"));
    expect(saved?.body).toEqual({
      answers: [
        { key: "reading", label: "ALWAYS", points: 1 },
        { key: "focus", label: "PERIODSLESSWORKING", points: 0.25 },
        { key: "presence", label: "VERYRARELY", points: 0 },
      ],
    });
  });

  it("counts in the list's 'answered / asked' someone who answered and left the school, as the detail shows them", async () => {
    // Tove answered and then left the school: no longer asked, her answer set stays shown and scored.
    const left = detail("manage");
    const mapping: MappingDetail = {
      ...left,
      respondents: left.respondents.filter((respondent) => respondent.id !== ME),
      formerAnswered: 1,
    };
    serve(mapping);
    const counselor = signedInUser({ id: "c", roles: ["COUNSELOR"], role: "COUNSELOR" });
    const view = renderWithApp(<MappingsPage />, { user: counselor, path: "/actions/mapping" });
    const row = await screen.findByRole("row", { name: /Alva Andersson/ });
    // Henrik and Tove answered of the three: 2 / 3, not 1 / 2.
    expect(within(row).getByText("2 / 3")).toBeInTheDocument();
    view.unmount();

    renderWithApp(<MappingsPage />, { user: counselor, path: "/actions/mapping?id=m-1" });
    expect(await screen.findByRole("tab", { name: "Tove Lärare" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Henrik Rektor" })).toBeInTheDocument();
  });
});
