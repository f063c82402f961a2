import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support";

interface Ring {
  element: string;
  style: string;
  width: number;
  offset: number;
  contrast: number;
}

/**
 * Tabs through the page and measures each focused control's outline: its width, offset and contrast with what
 * lies around it (the nearest opaque background up the tree; WCAG 1.4.11 asks 3:1).
 */
async function focusRings(page: Page, steps: number): Promise<Ring[]> {
  const rings: Ring[] = [];
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press("Tab");
    rings.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
          const [x, y, z] = [r, g, b].map((value) => {
            const channel = value / 255;
            return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * x! + 0.7152 * y! + 0.0722 * z!;
        };
        let around: Element | null = element.parentElement;
        let background = "rgb(255, 255, 255)";
        while (around) {
          const color = getComputedStyle(around).backgroundColor;
          const parts = rgb(color);
          if (parts.length === 3 || (parts.length === 4 && parts[3] === 1)) {
            background = color;
            break;
          }
          around = around.parentElement;
        }
        const style = getComputedStyle(element);
        const [a, b] = [luminance(rgb(style.outlineColor)), luminance(rgb(background))];
        return {
          element: `${element.tagName.toLowerCase()} ${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30) ?? ""}`,
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          offset: parseFloat(style.outlineOffset),
          contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
        };
      }),
    );
  }
  return rings;
}

test.describe("design", () => {
  test("every focusable control shows a 2-3 px brand ring with at least 3:1 contrast", async ({ page }) => {
    await signIn(page, "counselor@demo.test", { path: "/student" });
    const rings = await focusRings(page, 14);
    const weak = rings.filter(
      (ring) => ring.style === "none" || ring.width < 2 || ring.width > 3 || ring.contrast < 3,
    );
    expect(weak, JSON.stringify(rings, null, 1)).toEqual([]);
    // Buttons and links carry the ring outside, with an offset.
    expect(rings.filter((ring) => ring.element.startsWith("button")).every((ring) => ring.offset >= 2)).toBe(
      true,
    );
  });
});
