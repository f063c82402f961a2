import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render";
import { TextareaField, TextField } from "./text-field";

function Controlled({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <TextareaField
      label="Kommentar"
      maxChars={100}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}

describe("a text field with a limit (maxChars)", () => {
  it("shows no counter well below the limit, and one from 80 % on", async () => {
    renderWithApp(<Controlled initial={"x".repeat(79)} />);
    expect(screen.queryByTestId("char-count")).toBeNull();
    await userEvent.type(screen.getByLabelText("Kommentar"), "y");
    expect(screen.getByTestId("char-count")).toHaveTextContent("80 / 100");
    expect(screen.getByTestId("char-count")).toHaveAttribute("aria-live", "off");
    expect(screen.getByLabelText("Kommentar")).not.toHaveAttribute("aria-invalid");
  });

  it("announces the limit politely, and over it the field is in error without anything cut", async () => {
    renderWithApp(<Controlled initial={"x".repeat(99)} />);
    const field = screen.getByLabelText("Kommentar");
    expect(field).not.toHaveAttribute("maxlength");
    await userEvent.type(field, "y");
    expect(screen.getByTestId("char-count")).toHaveAttribute("aria-live", "polite");
    await userEvent.type(field, "zz");
    expect(field).toHaveValue(`${"x".repeat(99)}yzz`);
    expect(screen.getByTestId("char-count")).toHaveTextContent("102 / 100");
    expect(screen.getByText("Högst 100 tecken")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("counts a registered (uncontrolled) field's default value too", () => {
    renderWithApp(<TextareaField label="Beskrivning" maxChars={10} defaultValue={"x".repeat(12)} />);
    expect(screen.getByTestId("char-count")).toHaveTextContent("12 / 10");
    expect(screen.getByText("Högst 10 tecken")).toBeInTheDocument();
  });
});

describe("a text field's layout (rootProps)", () => {
  it("goes to the field's root, around the label and the control, never onto the control itself", () => {
    renderWithApp(<TextField label="Namn" rootProps={{ className: "field-root" }} />);
    const input = screen.getByLabelText("Namn");
    expect(input.closest(".field-root")).not.toBeNull();
    expect(input).not.toHaveAttribute("rootprops");
    expect(input).not.toHaveClass("field-root");
  });
});
