import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role } from "#shared/constants";
import type { Organization } from "#shared/organizations/organization.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { json, notFound, stubFetch } from "../../../test/api-stub";
import { findUnnamedGroupsAndImages } from "../../../test/unnamed-groups-and-images";
import { OrganizationLimits } from "./organization-limits";

const organization: Organization = {
  id: "org-1",
  name: "Demo kommun",
  schoolName: null,
  schoolNamePlural: null,
  violationSeenLimit: "SAME_SCHOOL_DAY",
  violationInvestigationLimitDays: 7,
  version: 3,
};

/** The API: the organization on GET; a PATCH answers the organization with the body's settings. */
function mockApi() {
  return stubFetch((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname.endsWith("/organizations/org-1")) {
      if (init?.method === "PATCH") {
        const body = JSON.parse(String(init.body)) as Partial<Organization>;
        return Promise.resolve(json({ ...organization, ...body, version: organization.version + 1 }));
      }
      return Promise.resolve(json(organization));
    }
    return Promise.resolve(notFound());
  });
}

const patches = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === "PATCH")
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

const renderAs = (role: Role) =>
  renderWithApp(<OrganizationLimits />, { user: signedInUser({ roles: [role], role, schools: [] }) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the organization's limits for violation reports", () => {
  it("the owner sees the current limits and saves new ones on the version read", async () => {
    const fetchMock = mockApi();
    renderAs("OWNER");
    const card = await screen.findByTestId("organization-limits");
    const seen = within(card).getByLabelText("Rektor ska ha sett anmälan");
    const days = within(card).getByLabelText("Utredningen ska ha påbörjats inom (dagar)");
    expect(seen).toHaveValue("SAME_SCHOOL_DAY");
    expect(days).toHaveValue("7");
    expect(within(card).getByRole("button", { name: "Spara gränser" })).toBeDisabled();
    await userEvent.selectOptions(seen, "Senast nästa skoldag");
    await userEvent.clear(days);
    await userEvent.type(days, "14");
    await userEvent.click(within(card).getByRole("button", { name: "Spara gränser" }));
    await vi.waitFor(() =>
      expect(patches(fetchMock)).toEqual([
        { violationSeenLimit: "NEXT_SCHOOL_DAY", violationInvestigationLimitDays: 14, version: 3 },
      ]),
    );
    expect(findUnnamedGroupsAndImages(document.body)).toEqual([]);
    // WCAG 2.1 A and AA as far as a page without layout can tell (colour contrast needs a browser).
    const result = await axe.run(card, {
      runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"],
      rules: { "color-contrast": { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("a number of days outside 1-30 or not whole is told at the field and not sent", async () => {
    const fetchMock = mockApi();
    renderAs("MAINADMIN");
    const card = await screen.findByTestId("organization-limits");
    const days = within(card).getByLabelText("Utredningen ska ha påbörjats inom (dagar)");
    for (const typed of ["31", "0", "2,5"]) {
      await userEvent.clear(days);
      await userEvent.type(days, typed);
      await userEvent.click(within(card).getByRole("button", { name: "Spara gränser" }));
      expect(await within(card).findByText("Ange ett heltal mellan 1 och 30")).toBeInTheDocument();
    }
    expect(patches(fetchMock)).toEqual([]);
  });

  it("a head or an admin of a school sees no such settings (nothing is fetched)", async () => {
    const fetchMock = mockApi();
    for (const role of ["HEAD", "ADMIN"] as const) {
      const view = renderAs(role);
      expect(screen.queryByTestId("organization-limits")).toBeNull();
      view.unmount();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
