import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Organization } from "#shared/organizations/organization.schema";
import type { SchoolSummary } from "#shared/schools/school.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { json, notFound, stubFetch } from "../../../test/api-stub";
import { AdminSchoolsPage } from "./admin-schools-page";

const organization = (id: string, name: string): Organization => ({
  id,
  name,
  schoolName: null,
  schoolNamePlural: null,
  violationSeenLimit: "SAME_SCHOOL_DAY",
  violationInvestigationLimitDays: 7,
  version: 1,
});
const school = (id: string, organizationId: string): SchoolSummary => ({
  id,
  name: "Ekskolan",
  code: id.toUpperCase(),
  organizationId,
  firstAndLastYear: null,
  subscriptions: ["ELEVHALSA"],
});

afterEach(() => vi.unstubAllGlobals());

describe("the schools list", () => {
  it("names each school's organization for the super admin, so two schools of one name can be told apart", async () => {
    stubFetch((input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname.endsWith("/api/schools"))
        return Promise.resolve(
          json({ items: [school("s-1", "org-1"), school("s-2", "org-2")], cursor: null }),
        );
      if (url.pathname.endsWith("/api/organizations"))
        return Promise.resolve(
          json({
            items: [organization("org-1", "Demo kommun"), organization("org-2", "Andra kommunen")],
            cursor: null,
          }),
        );
      return Promise.resolve(notFound());
    });
    renderWithApp(<AdminSchoolsPage />, {
      user: signedInUser({ roles: ["SUPERADMIN"], role: "SUPERADMIN", schools: [] }),
    });
    const table = await screen.findByTestId("schools-table");
    expect(await within(table).findByText("Andra kommunen")).toBeInTheDocument();
    expect(within(table).getByRole("columnheader", { name: "Organisation" })).toBeInTheDocument();
    expect(within(table).getByText("Demo kommun")).toBeInTheDocument();
  });

  it("shows an owner no organization column: their schools are all of their own", async () => {
    stubFetch((input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname.endsWith("/api/schools"))
        return Promise.resolve(json({ items: [school("s-1", "org-1")], cursor: null }));
      return Promise.resolve(notFound());
    });
    renderWithApp(<AdminSchoolsPage />, {
      user: signedInUser({ roles: ["OWNER"], role: "OWNER", schools: [] }),
    });
    const table = await screen.findByTestId("schools-table");
    await within(table).findAllByText("Ekskolan");
    expect(within(table).queryByRole("columnheader", { name: "Organisation" })).toBeNull();
  });
});
