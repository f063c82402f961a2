import { CheckboxGroup, Portal } from "@chakra-ui/react";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render";
import { findUnnamedGroupsAndImages } from "../../../test/unnamed-groups-and-images";
import { FormAlert } from "../form-alert";
import { LanguageSelect } from "../language-select";
import { showErrorText } from "../snackbar";
import { SelectField } from "../text-field";
import { Alert } from "./alert";
import { Checkbox } from "./checkbox";
import { CloseButton } from "./close-button";
import { Menu } from "./menu";

/** The one svg inside `element`, which must be hidden from assistive technology. */
function expectHiddenIcon(element: HTMLElement) {
  const icons = element.querySelectorAll("svg");
  expect(icons).toHaveLength(1);
  expect(icons[0]).toHaveAttribute("aria-hidden", "true");
}

describe("Chakra parts with decorative icons", () => {
  it("hide the select chevron, the checkbox tick, the alert's status icon and the close cross; names stay", () => {
    renderWithApp(
      <>
        <SelectField label="Årskurs" options={[{ value: "7", label: "7" }]} />
        <LanguageSelect />
        <CheckboxGroup defaultValue={["nurse"]}>
          {[
            ["nurse", "Skolsköterska"],
            ["doctor", "Skolläkare"],
          ].map(([value, label]) => (
            <Checkbox.Root key={value} value={value}>
              <Checkbox.HiddenInput />
              <Checkbox.Control data-testid={`box-${value}`} />
              <Checkbox.Label>{label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </CheckboxGroup>
        <FormAlert status="error">Något gick fel</FormAlert>
        <FormAlert status="success">Sparat</FormAlert>
        <Alert.Root status="warning" data-testid="warning">
          <Alert.Indicator />
          <Alert.Title>Se upp</Alert.Title>
        </Alert.Root>
        <CloseButton aria-label="Stäng" />
      </>,
    );

    expect(screen.getByLabelText(/^Årskurs/)).toHaveRole("combobox");
    expectHiddenIcon(screen.getByLabelText(/^Årskurs/).parentElement!);
    expectHiddenIcon(screen.getByRole("combobox", { name: "Välj språk" }).parentElement!);
    expect(screen.getByRole("checkbox", { name: "Skolsköterska" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Skolläkare" })).not.toBeChecked();
    expectHiddenIcon(screen.getByTestId("box-nurse"));
    expectHiddenIcon(screen.getByTestId("box-doctor"));
    expectHiddenIcon(screen.getByRole("alert"));
    expect(screen.getByRole("alert")).toHaveTextContent("Något gick fel");
    expectHiddenIcon(screen.getByRole("status"));
    expectHiddenIcon(screen.getByTestId("warning"));
    expectHiddenIcon(screen.getByRole("button", { name: "Stäng" }));
    expect(findUnnamedGroupsAndImages(document.body)).toEqual([]);
  });

  it("hide the check of a menu's chosen item; the item stays checked for screen readers", async () => {
    renderWithApp(
      <Menu.Root defaultOpen>
        <Menu.Trigger>Språk</Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.RadioItemGroup value="sv">
                <Menu.RadioItem value="sv">
                  Svenska
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
                <Menu.RadioItem value="en">
                  English
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              </Menu.RadioItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>,
    );
    const chosen = await screen.findByRole("menuitemradio", { name: "Svenska" });
    expect(chosen).toBeChecked();
    expectHiddenIcon(chosen);
    expect(findUnnamedGroupsAndImages(document.body)).toEqual([]);
  });

  it("hide the snackbar's status icon and close cross; the close button keeps its name", async () => {
    renderWithApp(<div />);
    showErrorText("errors.status.generic");
    const snackbar = await screen.findByTestId("snackbar");
    expect(snackbar.querySelectorAll("svg")).toHaveLength(2);
    expectHiddenIcon(within(snackbar).getByRole("button", { name: "Stäng" }));
    expect(findUnnamedGroupsAndImages(document.body)).toEqual([]);
  });
});
