import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActionProgram } from "#shared/actionprograms/action-program.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { ActionProgramsPage } from "./action-programs-page";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const program = (overrides: Partial<ActionProgram> = {}): ActionProgram => ({
  id: "p-1",
  schoolId: "school-1",
  studentId: "pupil-1",
  investigationId: null,
  status: "draft",
  access: "STANDARD",
  recipients: [],
  teamId: null,
  contactTeachers: [],
  editors: [],
  specialNeeds: "Stöd i läsförståelse",
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
  guardiansInformedOn: null,
  place: "",
  attendees: [],
  studentInvolved: true,
  guardianInvolved: false,
  links: [],
  decisionMakerId: null,
  decidedById: null,
  decidedByName: null,
  decidedAt: null,
  archivedAt: null,
  createdById: "c",
  createdByName: "Cecilia Kurator",
  createdAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-01T08:00:00.000Z",
  history: [
    {
      at: "2026-11-01T08:00:00.000Z",
      byId: "c",
      byName: "Cecilia Kurator",
      event: "CREATED",
      fields: [],
      before: "{}",
    },
  ],
  myAccess: "manage",
  mayDecide: true,
  version: 1,
  ...overrides,
});

/** Answers the page's reads; records the writes. */
function stubApi(current: () => ActionProgram, writes: { method: string; url: string; body: unknown }[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      if (method !== "GET") {
        writes.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
        return Promise.resolve(json(program({ status: "published", version: 2 })));
      }
      if (url.includes("/action-program-follow-up/"))
        return Promise.resolve(json({ items: [], cursor: null }));
      if (url.includes("/action-program-evaluation/"))
        return Promise.resolve(json({ items: [], cursor: null }));
      if (url.includes("/action-program/"))
        return Promise.resolve(json({ items: [current()], cursor: null }));
      if (url.includes("/student/school/"))
        return Promise.resolve(
          json({
            items: [{ id: "pupil-1", name: "Alva Andersson", classId: null, mentor: null }],
            cursor: null,
          }),
        );
      if (url.includes("/team/school/")) return Promise.resolve(json({ items: [], cursor: null }));
      return Promise.resolve(
        json({ id: "school-1", name: "Ekskolan", users: [], classes: [], hiddenParts: [] }),
      );
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("an action program's view", () => {
  it("shows the actions table, and the head decides a draft on the version read", async () => {
    const writes: { method: string; url: string; body: unknown }[] = [];
    stubApi(() => program(), writes);
    renderWithApp(<ActionProgramsPage />, {
      user: signedInUser({ roles: ["HEAD"] }),
      path: "/actions/action-program?id=p-1",
    });
    expect(
      await screen.findByRole("heading", { name: "Åtgärdsprogram för Alva Andersson" }),
    ).toBeInTheDocument();
    const actions = screen.getByTestId("program-actions");
    expect(within(actions).getAllByText("Inlästa läromedel").length).toBeGreaterThan(0);
    expect(within(actions).getAllByText("Varannan vecka").length).toBeGreaterThan(0);
    await userEvent.click(screen.getByTestId("program-publish"));
    await userEvent.click(await screen.findByRole("button", { name: "Besluta", hidden: false }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: "PATCH",
      body: { version: 1, status: "published" },
    });
    expect(writes[0]!.url).toContain("/action-program/p-1");
  });

  it("an archived program stays readable, with no way to change it", async () => {
    stubApi(() => program({ status: "archived", mayDecide: false }), []);
    renderWithApp(<ActionProgramsPage />, {
      user: signedInUser({ roles: ["COUNSELOR"] }),
      path: "/actions/action-program?id=p-1",
    });
    expect(await screen.findByText("Stöd i läsförståelse")).toBeInTheDocument();
    expect(screen.queryByTestId("program-edit")).toBeNull();
    expect(screen.queryByTestId("program-publish")).toBeNull();
    expect(screen.queryByTestId("add-follow-up")).toBeNull();
    expect(screen.queryByRole("button", { name: "Ta bort" })).toBeNull();
  });
});
