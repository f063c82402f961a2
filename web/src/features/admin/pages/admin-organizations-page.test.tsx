import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Organization } from "#shared/organizations/organization.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { json, notFound, stubFetch } from "../../../test/api-stub";
import { AdminOrganizationsPage } from "./admin-organizations-page";

const organization = (id: string, name: string, words: Partial<Organization>): Organization => ({
  id,
  name,
  schoolName: null,
  schoolNamePlural: null,
  violationSeenLimit: "SAME_SCHOOL_DAY",
  violationInvestigationLimitDays: 7,
  version: 1,
  ...words,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/admin/organizations", () => {
  it("writes each organization's word for school one way: singular / plural, the product's when none is set", async () => {
    stubFetch((input) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname.endsWith("/organizations"))
        return Promise.resolve(
          json({
            items: [
              organization("o-1", "Demo kommun", {}),
              organization("o-2", "Friskolan AB", { schoolName: "Enhet", schoolNamePlural: "Enheter" }),
              organization("o-3", "Norra stiftelsen", { schoolName: "Campus" }),
            ],
            cursor: null,
          }),
        );
      return Promise.resolve(notFound());
    });
    renderWithApp(<AdminOrganizationsPage />, {
      user: signedInUser({ roles: ["SUPERADMIN"], role: "SUPERADMIN", schools: [] }),
    });
    const table = await screen.findByTestId("organizations-table");
    const header = within(table).getByRole("columnheader", { name: "Organisationens ord för skola" });
    const column = [...header.parentElement!.children].indexOf(header);
    const word = (name: string) => within(table).getByText(name).closest("tr")!.children[column]!.textContent;
    expect(word("Demo kommun")).toBe("Skola / Skolor");
    expect(word("Friskolan AB")).toBe("Enhet / Enheter");
    expect(word("Norra stiftelsen")).toBe("Campus / –");
  });
});
