import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActionProgram } from "#shared/actionprograms/action-program.schema";
import type { School } from "#shared/schools/school.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { ProgramEditorDialog } from "./program-editor-dialog";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const school = { id: "school-1", name: "Ekskolan", users: [] } as unknown as School;
const decided = {
  id: "p-1",
  schoolId: "school-1",
  studentId: "pupil-1",
  status: "published",
  specialNeeds: "Stöd i läsförståelse",
  actions: [{ action: "Inlästa läromedel", timespan: "", followUp: "", responsible: "" }],
  followUpDate: "2027-02-01",
  evaluationDate: "2027-04-01",
  studentInformedOn: null,
  guardiansInformedOn: null,
  place: "",
  attendees: [],
  studentInvolved: false,
  guardianInvolved: false,
  decisionMakerId: "h",
  version: 3,
} as unknown as ActionProgram;

afterEach(() => vi.unstubAllGlobals());

describe("ProgramEditorDialog and the server's reasons", () => {
  it("a correction the server refuses shows its reason at the field it names; typing there clears it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
        Promise.resolve(
          (init?.method ?? "GET") === "GET"
            ? json({ items: [], cursor: null })
            : json(
                {
                  error: {
                    code: "VALIDATION_FAILED",
                    message: "Fyll i all nödvändig information",
                    issues: [
                      {
                        path: ["evaluationDate"],
                        message: "Fyll i detta innan åtgärdsprogrammet beslutas",
                        code: "custom",
                      },
                    ],
                  },
                },
                400,
              ),
        ),
      ),
    );
    renderWithApp(
      <ProgramEditorDialog
        program={decided}
        school={school}
        students={[]}
        teams={[]}
        role="HEAD"
        onClose={() => {}}
        onSaved={() => {}}
      />,
      { user: signedInUser({ roles: ["HEAD"], role: "HEAD" }) },
    );
    const dialog = await screen.findByTestId("action-program-editor");
    const date = within(dialog).getByLabelText("Utvärderingsdatum");
    await userEvent.clear(date);
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara rättelse" }));
    const field = () => date.closest<HTMLElement>(".chakra-field__root")!;
    await vi.waitFor(() =>
      expect(field()).toHaveTextContent("Fyll i detta innan åtgärdsprogrammet beslutas"),
    );
    expect(date).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(date, "2027-05-01");
    expect(field()).not.toHaveTextContent("Fyll i detta innan åtgärdsprogrammet beslutas");
  });
});
