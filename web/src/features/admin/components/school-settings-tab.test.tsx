import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Role } from "#shared/constants";
import { renderWithApp, signedInUser } from "../../../test/render";
import { schoolDetail } from "../../../test/api-stub";
import { findUnnamedGroupsAndImages } from "../../../test/unnamed-groups-and-images";
import { SchoolSettingsTab } from "./school-settings-tab";

const school = schoolDetail({
  code: "EKS123",
  hiddenParts: ["WHISTLES"],
  firstAndLastYear: [7, 9],
  version: 4,
});

function renderAs(role: Role) {
  return renderWithApp(<SchoolSettingsTab school={school} />, {
    user: signedInUser({ roles: [role], role }),
  });
}

describe("SchoolSettingsTab", () => {
  it("gives screen readers a named group around the settings, with no nameless group or icon in it", () => {
    renderAs("SUPERADMIN");
    const settings = screen.getByRole("group", { name: "Skolans inställningar" });
    expect(within(settings).getByLabelText(/^Skolans namn/)).toHaveValue("Ekskolan");
    expect(within(settings).getByLabelText(/^Skolans namn/)).toBeEnabled();
    expect(within(settings).getByRole("group", { name: "Dolda delar" })).toBeInTheDocument();
    expect(within(settings).getByRole("checkbox", { name: "Visselblåsningar" })).toBeChecked();
    expect(within(settings).getByRole("group", { name: "Abonnemang" })).toBeInTheDocument();
    expect(findUnnamedGroupsAndImages(document.body)).toEqual([]);
  });

  it("shows a role that may not edit the same named group, with every field disabled and no save button", () => {
    renderAs("HEAD");
    const settings = screen.getByRole("group", { name: "Skolans inställningar" });
    expect(settings).toBeDisabled();
    expect(within(settings).getByLabelText(/^Skolans namn/)).toBeDisabled();
    expect(within(settings).getByRole("checkbox", { name: "Visselblåsningar" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Spara" })).toBeNull();
    expect(findUnnamedGroupsAndImages(document.body)).toEqual([]);
  });
});
