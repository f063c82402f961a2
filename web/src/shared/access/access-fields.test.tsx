import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { School } from "#shared/schools/school.schema";
import { TICKET_ACCESS_LEVELS } from "#shared/tickets/ticket.constants";
import { changeLanguage } from "../i18n/i18n";
import { renderWithApp, signedInUser } from "../../test/render";
import { AccessFields } from "./access-fields";
import { EMPTY_ACCESS } from "./access-rules";
import type { AccessDocument } from "./access-keys";

const school = { id: "school-1", name: "Ekskolan", users: [] } as unknown as School;

const renderFields = (document: AccessDocument, access: (typeof TICKET_ACCESS_LEVELS)[number]) =>
  renderWithApp(
    <AccessFields
      document={document}
      value={{ ...EMPTY_ACCESS, access }}
      onChange={() => {}}
      role="COUNSELOR"
      school={school}
      teams={[]}
      showErrors={false}
    />,
    { user: signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" }) },
  );

afterEach(async () => {
  await changeLanguage("sv");
});

describe("the access choice's help", () => {
  it("names the action program, never the ticket, at every level, in Swedish and English", async () => {
    for (const language of ["sv", "en"] as const) {
      await changeLanguage(language);
      for (const level of TICKET_ACCESS_LEVELS) {
        const { unmount } = renderFields("actionProgram", level);
        await screen.findByTestId("ticket-access");
        const help = window.document.body.textContent;
        expect(help, `${language} ${level}`).toMatch(
          language === "sv" ? /åtgärdsprogrammet/ : /action program/,
        );
        expect(help, `${language} ${level}`).not.toMatch(/ärendet|the ticket/);
        unmount();
      }
    }
  });

  it("names the ticket for a ticket", async () => {
    renderFields("ticket", "STANDARD");
    expect(
      await screen.findByText("Elevhälsoteamet ser och arbetar med ärendet. Elevens mentor ser stegen."),
    ).toBeInTheDocument();
  });
});
