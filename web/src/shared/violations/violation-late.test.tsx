import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HiddenPart } from "#shared/constants";
import type { ViolationChainView } from "#shared/violations/violation.schema";
import { renderWithApp, signedInUser } from "../../test/render";
import { json, notFound, schoolDetail, stubFetch } from "../../test/api-stub";
import { HeadLateViolations, OwnerLateViolations } from "./violation-late";

const DAY = 24 * 3600_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

function report(
  id: string,
  schoolId: string,
  learnedAt: string,
  steps: { seen?: string; begun?: string } = {},
) {
  return {
    view: "chain",
    id,
    schoolId,
    type: "HARASSMENT",
    list: "CURRENT",
    chain: {
      learnedAt,
      seenByPrincipalAt: steps.seen ?? null,
      seenByPrincipalName: null,
      reportedToOwnerAt: null,
      investigationBegunAt: steps.begun ?? null,
      investigationEndedAt: null,
      archivedAt: null,
      spamAt: null,
    },
    createdAt: learnedAt,
    version: 1,
  } satisfies ViolationChainView;
}

function mockApi(reports: Record<string, unknown[]>, hidden: HiddenPart[] = []) {
  return stubFetch((input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    const violations = /\/violations\/([^/]+)$/.exec(url.pathname);
    if (violations) return Promise.resolve(json({ items: reports[violations[1]!] ?? [], cursor: null }));
    if (url.pathname.endsWith("/schools/school-1"))
      return Promise.resolve(json(schoolDetail({ hiddenParts: hidden })));
    if (url.pathname.endsWith("/schools"))
      return Promise.resolve(
        json({
          items: [
            {
              id: "school-1",
              name: "Ekskolan",
              code: "A",
              organizationId: "org-1",
              firstAndLastYear: null,
              subscriptions: [],
            },
            {
              id: "school-2",
              name: "Björkskolan",
              code: "B",
              organizationId: "org-1",
              firstAndLastYear: null,
              subscriptions: [],
            },
          ],
          cursor: null,
        }),
      );
    return Promise.resolve(notFound());
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("late violation reports on the overview", () => {
  it("the head: the school's reports waiting past their limit, the oldest first; a report on time is not listed", async () => {
    mockApi({
      "school-1": [
        report("on-time", "school-1", new Date().toISOString()),
        report("unseen", "school-1", ago(3)),
        report("not-investigated", "school-1", ago(9), { seen: ago(9) }),
        report("done", "school-1", ago(20), { seen: ago(20), begun: ago(19) }),
      ],
    });
    const me = signedInUser({ roles: ["HEAD"], role: "HEAD", name: "Henrik Rektor" });
    renderWithApp(<HeadLateViolations schoolId="school-1" />, { user: me });
    const card = await screen.findByTestId("late-violations");
    expect(await within(card).findByText("2")).toBeInTheDocument();
    const links = within(card)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href")?.includes("?id="));
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/documentation/violations?id=not-investigated",
      "/documentation/violations?id=unseen",
    ]);
    expect(within(card).getByText("Utredning ej påbörjad inom en vecka")).toBeInTheDocument();
    expect(within(card).getByText("Ej sedd av rektor i tid")).toBeInTheDocument();
  });

  it("no card for student health (nothing is even fetched)", async () => {
    const fetchMock = mockApi({ "school-1": [report("unseen", "school-1", ago(3))] });
    renderWithApp(<HeadLateViolations schoolId="school-1" />, {
      user: signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" }),
    });
    expect(screen.queryByTestId("late-violations")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a school hiding violations gives its head no card", async () => {
    const fetchMock = mockApi({ "school-1": [report("unseen", "school-1", ago(3))] }, ["VIOLATIONS"]);
    renderWithApp(<HeadLateViolations schoolId="school-1" />, {
      user: signedInUser({ roles: ["HEAD"], role: "HEAD" }),
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("late-violations")).toBeNull();
  });

  it("the owner: every school of the organization, each report named by its school", async () => {
    mockApi({
      "school-1": [report("ek-late", "school-1", ago(4))],
      "school-2": [
        report("bjork-late", "school-2", ago(10)),
        report("bjork-fresh", "school-2", new Date().toISOString()),
      ],
    });
    const owner = signedInUser({ roles: ["OWNER"], role: "OWNER", schools: [] });
    renderWithApp(<OwnerLateViolations />, { user: owner });
    const card = await screen.findByTestId("late-violations");
    expect(await within(card).findByText("2")).toBeInTheDocument();
    expect(within(card).getByText("Trakasserier · Björkskolan")).toBeInTheDocument();
    expect(within(card).getByText("Trakasserier · Ekskolan")).toBeInTheDocument();
  });

  it("an owner with nothing late is told so", async () => {
    mockApi({ "school-1": [], "school-2": [] });
    renderWithApp(<OwnerLateViolations />, {
      user: signedInUser({ roles: ["OWNER"], role: "OWNER", schools: [] }),
    });
    expect(await screen.findByText("Ingen anmälan väntar längre än gränsen.")).toBeInTheDocument();
  });

  it("the organization's own limits decide what is late, and the card and badges say them", async () => {
    mockApi({
      "school-1": [
        // Past a week but within the organization's 14 days: not late.
        report("nine-days", "school-1", ago(9), { seen: ago(9) }),
        report("fifteen-days", "school-1", ago(15), { seen: ago(15) }),
      ],
    });
    const base = signedInUser({ roles: ["HEAD"], role: "HEAD" });
    const me = {
      ...base,
      organization: {
        ...base.organization,
        violationSeenLimit: "NEXT_SCHOOL_DAY" as const,
        violationInvestigationLimitDays: 14,
      },
    };
    renderWithApp(<HeadLateViolations schoolId="school-1" />, { user: me });
    const card = await screen.findByTestId("late-violations");
    expect(await within(card).findByText("1")).toBeInTheDocument();
    const links = within(card)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href")?.includes("?id="));
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/documentation/violations?id=fifteen-days",
    ]);
    expect(within(card).getByText("Utredning ej påbörjad inom 14 dagar")).toBeInTheDocument();
    expect(
      within(card).getByText(
        "Anmälningar som väntat längre än gränsen: rektor ser dem senast nästa skoldag, utredningen påbörjas inom 14 dagar.",
      ),
    ).toBeInTheDocument();
  });
});
