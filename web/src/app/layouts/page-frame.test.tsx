import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render";
import { ExternalFrame } from "./external-frame";

describe("the external page's frame", () => {
  it("carries the grey itself, at least a screen high and growing with a long page", () => {
    renderWithApp(
      <ExternalFrame>
        <p>Sidans innehåll</p>
      </ExternalFrame>,
    );
    // The frame: what holds the header, the main landmark and the footer.
    const frame = screen.getByRole("main").parentElement!;
    expect(frame).toContainElement(screen.getByText("Sidans innehåll"));
    const style = getComputedStyle(frame);
    // A minimum, never a fixed height: the frame (and its grey) is as long as the page below the first screen.
    // (jsdom computes 100dvh as its window's height in pixels.)
    expect([`${window.innerHeight}px`, "100dvh"]).toContain(style.minHeight);
    expect(style.height).not.toMatch(/^100(%|dvh|vh)$/);
    // The page's grey (gray.50, the body's), on the frame itself.
    expect(style.backgroundColor).toBe("rgb(250, 250, 250)");
  });
});
