import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { School } from "#shared/schools/school.schema";
import type { ViolationFull } from "#shared/violations/violation.schema";
import { changeLanguage } from "../../../shared/i18n/i18n";
import { toaster } from "../../../shared/ui/snackbar-view";
import { renderWithApp, signedInUser } from "../../../test/render";
import { json, stubRecordingFetch, type SentRequest } from "../../../test/api-stub";
import { ViolationDetail } from "./violation-detail";

afterEach(async () => {
  vi.unstubAllGlobals();
  // The snackbar is one for the app: a test's toasts do not stay for the next.
  toaster.remove();
  await changeLanguage("sv");
});

const school = {
  id: "school-1",
  name: "Ekskolan",
  users: [],
  classes: [],
  hiddenParts: [],
} as unknown as School;

/** A report staff learned of a moment ago, managed by the reader. */
const report = (chain: Partial<ViolationFull["chain"]> = {}): ViolationFull => ({
  view: "full",
  id: "v-1",
  schoolId: "school-1",
  access: "COUNSELOR",
  name: "Tove Lärare",
  email: "",
  authorId: "t",
  type: "VIOLATION",
  violationBetween: "STUDENTTOSTUDENT",
  victim: "Alva",
  incidentDetails: "Knuffad i korridoren",
  when: "2026-12-01T09:00:00.000Z",
  location: "Korridoren",
  witness: "",
  hasContactedSchool: "NO",
  hasContactedParents: "NO",
  whoContacted: "",
  victimStudentId: null,
  accessUsers: [],
  classes: [],
  participatingStudents: [],
  followUps: [],
  list: "CURRENT",
  chain: {
    learnedAt: new Date().toISOString(),
    seenByPrincipalAt: null,
    seenByPrincipalName: null,
    reportedToOwnerAt: null,
    investigationBegunAt: null,
    investigationEndedAt: null,
    archivedAt: null,
    spamAt: null,
    ...chain,
  },
  investigationId: null,
  external: null,
  myAccess: "manage",
  createdAt: new Date().toISOString(),
  version: 3,
});

const renderDetail = (shown: ViolationFull, calls: SentRequest[] = []) => {
  stubRecordingFetch(() => Promise.resolve(json(shown)), calls);
  renderWithApp(
    <ViolationDetail
      report={shown}
      school={school}
      role="HEAD"
      userId="h"
      investigations={[]}
      onClose={() => {}}
    />,
    { user: signedInUser({ id: "h", roles: ["HEAD"], role: "HEAD" }) },
  );
};

describe("a violation report's next step", () => {
  it("asks the head to mark a new report seen, by the end of the school day, as the one action", async () => {
    const calls: SentRequest[] = [];
    renderDetail(report(), calls);
    const step = await screen.findByTestId("violation-next-step");
    expect(within(step).getByTestId("violation-state")).toHaveTextContent("Ny");
    expect(within(step).getByTestId("violation-next-step-waits-on")).toHaveTextContent("rektor");
    expect(within(step).getByTestId("violation-next-step-due")).not.toHaveTextContent("Försenad");
    expect(screen.getAllByTestId("violation-state")).toHaveLength(1);
    await userEvent.click(within(step).getByRole("button", { name: "Markera som sedd av rektor" }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true));
    expect(calls.find((call) => call.method === "PATCH")?.body).toMatchObject({
      seenByPrincipal: true,
      version: 3,
    });
  });

  it("then the report to the owner; then the investigation, offered once, in the panel", async () => {
    const seen = { seenByPrincipalAt: new Date().toISOString(), seenByPrincipalName: "Henrik Rektor" };
    renderDetail(report(seen));
    const step = await screen.findByTestId("violation-next-step");
    expect(within(step).getByRole("button", { name: "Anmäl till huvudmannen" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Anmäl till huvudmannen" })).toHaveLength(1);
    // The investigation may begin before the report to the owner: its section offers it meanwhile.
    expect(screen.getAllByRole("button", { name: "Påbörja utredning" })).toHaveLength(1);
    expect(within(step).queryByRole("button", { name: "Påbörja utredning" })).toBeNull();
  });

  it("offers the investigation's beginning in the panel once the owner is told, and nowhere else", async () => {
    const reported = {
      seenByPrincipalAt: new Date().toISOString(),
      reportedToOwnerAt: new Date().toISOString(),
    };
    renderDetail(report(reported));
    const step = await screen.findByTestId("violation-next-step");
    expect(within(step).getByRole("button", { name: "Påbörja utredning" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Påbörja utredning" })).toHaveLength(1);
    expect(within(step).getByTestId("violation-next-step-due")).toBeInTheDocument();
  });
});

describe("'Markera som sedd av rektor'", () => {
  /** The PATCH answers with `answer`; reads answer empty lists. */
  const renderAnswering = (answer: () => Response, calls: SentRequest[] = []) => {
    stubRecordingFetch(
      ({ method }) => Promise.resolve(method === "PATCH" ? answer() : json({ items: [], cursor: null })),
      calls,
    );
    renderWithApp(
      <ViolationDetail
        report={report()}
        school={school}
        role="HEAD"
        userId="h"
        investigations={[]}
        onClose={() => {}}
      />,
      { user: signedInUser({ id: "h", roles: ["HEAD"], role: "HEAD" }) },
    );
  };
  const seen = () =>
    json({
      ...report({ seenByPrincipalAt: new Date().toISOString(), seenByPrincipalName: "Henrik Rektor" }),
      version: 4,
    });

  it("marks the report seen on the version read and confirms it with a success toast", async () => {
    const calls: SentRequest[] = [];
    renderAnswering(seen, calls);
    await userEvent.click(await screen.findByRole("button", { name: "Markera som sedd av rektor" }));
    expect(await screen.findByText("Anmälan har markerats som sedd av rektor")).toBeInTheDocument();
    const patch = calls.find((call) => call.method === "PATCH")!;
    expect(patch.url).toContain("/violations/v-1");
    expect(patch.body).toEqual({ version: 3, seenByPrincipal: true });
  });

  it("confirms in English after a switch", async () => {
    await changeLanguage("en");
    renderAnswering(seen);
    await userEvent.click(await screen.findByRole("button", { name: "Mark as seen by the principal" }));
    expect(
      await screen.findByText("The report has been marked as seen by the principal"),
    ).toBeInTheDocument();
  });

  it("says nothing of success when the server refuses", async () => {
    renderAnswering(() =>
      json({ error: { code: "CONFLICT", message: "En konflikt har uppstått", requestId: "r" } }, 409),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Markera som sedd av rektor" }));
    await waitFor(() => expect(screen.getByText("En konflikt har uppstått")).toBeInTheDocument());
    expect(screen.queryByText("Anmälan har markerats som sedd av rektor")).toBeNull();
  });
});
