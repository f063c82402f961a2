import { Badge, Button } from "@chakra-ui/react";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../i18n/i18n";
import { renderWithApp } from "../../test/render";
import { NextStepPanel } from "./next-step";

afterEach(async () => {
  await changeLanguage("sv");
});

describe("the next-step panel", () => {
  it("says what blocks the primary action before it is taken, and marks a passed due date late", async () => {
    renderWithApp(
      <NextStepPanel
        status={<Badge>Utkast</Badge>}
        waitsOn="Henrik Rektor"
        due={{ date: "2026-11-30", late: true }}
        action={<Button disabled>Besluta</Button>}
        blockers={[
          { key: "decisionMakerId", text: "Beslutsfattare" },
          { key: "evaluationDate", text: "Utvärderingsdatum" },
        ]}
      />,
    );
    const step = await screen.findByRole("region", { name: "Nästa steg" });
    expect(within(step).getByTestId("next-step-due")).toHaveTextContent("30 nov. 2026 (Försenad)");
    expect(within(step).getByTestId("next-step-blockers")).toHaveTextContent(
      "Innan du kan gå vidare:BeslutsfattareUtvärderingsdatum",
    );
    expect(within(step).getByRole("button", { name: "Besluta" })).toBeDisabled();
    expect(within(step).queryByText("Inget mer att göra just nu.")).toBeNull();
  });

  it("says there is nothing more to do only when there is no action and no one to wait on, in English too", async () => {
    await changeLanguage("en");
    const { unmount } = renderWithApp(<NextStepPanel status={<Badge>Done</Badge>} />);
    expect(await screen.findByText("Nothing more to do for now.")).toBeInTheDocument();
    unmount();
    renderWithApp(<NextStepPanel status={<Badge>Ongoing</Badge>} waitsOn="Tove Lärare" />);
    const step = await screen.findByRole("region", { name: "Next step" });
    expect(within(step).queryByText("Nothing more to do for now.")).toBeNull();
    expect(within(step).getByTestId("next-step-waits-on")).toHaveTextContent("Waiting forTove Lärare");
    expect(within(step).queryByTestId("next-step-due")).toBeNull();
  });
});
