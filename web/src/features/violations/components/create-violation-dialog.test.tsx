import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { School } from "#shared/schools/school.schema";
import { loadMoreTexts } from "../../../shared/i18n/i18n";
import { renderWithApp } from "../../../test/render";
import { CreateViolationDialog } from "./create-violation-dialog";

const school: School = {
  id: "school-1",
  name: "Ekskolan",
  code: "AB12CD34",
  hiddenParts: [],
  subscriptions: [],
  organization: { id: "org", name: "Demo kommun", schoolName: null, schoolNamePlural: null },
  teacherName: null,
  counselorName: null,
  counselorNamePlural: null,
  classes: [
    { id: "c-7a", name: "7A", archived: false },
    { id: "c-old", name: "6Z", archived: true },
  ],
  users: [
    { id: "u-t", name: "Tove Lärare", roles: ["TEACHER"], twoStepAuth: false },
    { id: "u-c", name: "Cecilia Kurator", roles: ["COUNSELOR"], twoStepAuth: false },
  ],
  firstAndLastYear: null,
  twoStepEnabled: false,
  version: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe("the violation-report modal", () => {
  it("walks three pages, shows each access choice's list and sends the spec's payload", async () => {
    await loadMoreTexts();
    const sent: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        return Promise.resolve(new Response(JSON.stringify({ id: "v1" }), { status: 201 }));
      }),
    );
    const onClose = vi.fn();
    renderWithApp(<CreateViolationDialog school={school} students={[]} onClose={onClose} />);
    const dialog = await screen.findByTestId("create-violation-dialog");
    const next = () => userEvent.click(within(dialog).getByTestId("violation-next"));

    await next();
    expect(within(dialog).getAllByText("Det här fältet är obligatoriskt")).toHaveLength(2);
    await userEvent.type(within(dialog).getByTestId("violation-victim"), "En elev");
    await userEvent.type(within(dialog).getByTestId("violation-details"), "Hånad på rasten");
    await next();
    await userEvent.type(within(dialog).getByTestId("violation-when"), "2026-11-20T09:15");
    await userEvent.type(within(dialog).getByTestId("violation-location"), "Skolgården");
    await userEvent.type(within(dialog).getByTestId("violation-witness"), "Rastvakten");
    await next();

    const access = within(dialog).getByTestId("violation-access");
    expect(access).toHaveValue("COUNSELOR");
    await userEvent.selectOptions(access, "SELECTED");
    const teachers = within(dialog).getByRole("group", { name: "Utvalda lärare" });
    expect(within(teachers).getAllByRole("checkbox")).toHaveLength(1);
    await userEvent.click(within(teachers).getByLabelText("Tove Lärare"));
    // Another choice clears the chosen teachers and shows the active classes instead.
    await userEvent.selectOptions(access, "MENTOR");
    expect(within(dialog).queryByRole("group", { name: "Utvalda lärare" })).toBeNull();
    const classes = within(dialog).getByRole("group", { name: "Klasser" });
    expect(
      within(classes)
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")?.textContent),
    ).toEqual(["7A"]);
    await next();
    expect(within(dialog).getByText("Det här fältet är obligatoriskt")).toBeInTheDocument();
    await userEvent.click(within(classes).getByLabelText("7A"));
    await next();

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      type: "HARASSMENT",
      victim: "En elev",
      location: "Skolgården",
      hasContactedSchool: "IDK",
      hasContactedParents: "IDK",
      access: "MENTOR",
      accessUsers: [],
      classes: [{ id: "c-7a" }],
      schoolId: "school-1",
    });
    expect(await screen.findByText("En ny kränkningsanmälan har skapats")).toBeInTheDocument();
  }, 30_000);

  it("an incident after today says so at its field on the page it is on, and the page does not go on", async () => {
    await loadMoreTexts();
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-20T10:00:00.000Z") });
    const fetchMock = vi.fn(() => Promise.resolve(new Response("{}", { status: 201 })));
    vi.stubGlobal("fetch", fetchMock);
    try {
      renderWithApp(<CreateViolationDialog school={school} students={[]} onClose={() => {}} />);
      const dialog = await screen.findByTestId("create-violation-dialog");
      const next = () => userEvent.click(within(dialog).getByTestId("violation-next"));
      await userEvent.type(within(dialog).getByTestId("violation-victim"), "En elev");
      await userEvent.type(within(dialog).getByTestId("violation-details"), "Hånad på rasten");
      await next();
      const when = within(dialog).getByTestId("violation-when");
      expect(when).toHaveAttribute("max", "2026-11-20T23:59");
      await userEvent.type(when, "2026-11-21T09:15");
      await userEvent.type(within(dialog).getByTestId("violation-location"), "Skolgården");
      await userEvent.type(within(dialog).getByTestId("violation-witness"), "Rastvakten");
      await next();
      expect(within(dialog).getByText("Händelsen kan inte ha hänt senare än i dag")).toBeInTheDocument();
      expect(within(dialog).getByTestId("violation-location")).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);

  it("a refusal naming an answer on an earlier page goes back to it and shows the reason there, not as a toast", async () => {
    await loadMoreTexts();
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              error: {
                code: "VALIDATION_FAILED",
                message: "Fyll i all nödvändig information",
                issues: [{ path: ["when"], message: "Tidpunkten får inte vara i framtiden", code: "custom" }],
              },
            }),
            { status: 400, headers: { "Content-Type": "application/json" } },
          ),
        ),
      ),
    );
    renderWithApp(<CreateViolationDialog school={school} students={[]} onClose={() => {}} />);
    const dialog = await screen.findByTestId("create-violation-dialog");
    const next = () => userEvent.click(within(dialog).getByTestId("violation-next"));
    await userEvent.type(within(dialog).getByTestId("violation-victim"), "En elev");
    await userEvent.type(within(dialog).getByTestId("violation-details"), "Hånad på rasten");
    await next();
    await userEvent.type(within(dialog).getByTestId("violation-when"), "2026-11-02T09:15");
    await userEvent.type(within(dialog).getByTestId("violation-location"), "Skolgården");
    await userEvent.type(within(dialog).getByTestId("violation-witness"), "Rastvakten");
    await next();
    await next();
    expect(await within(dialog).findByText("Tidpunkten får inte vara i framtiden")).toBeInTheDocument();
    expect(within(dialog).getByTestId("violation-when")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Fyll i all nödvändig information")).toBeNull();
  }, 30_000);
});
