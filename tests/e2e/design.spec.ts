import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, signIn } from "./support";

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

  test("on a phone the sidebar's controls sit in the top bar with the school's name; the code is in the menu", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, "teacher@demo.test", { path: "/student" });
    const header = page.getByRole("banner");
    await expect(header.getByTestId("school-name")).toHaveText("Ekskolan");
    // No sidebar beside the content: the main area has the whole width.
    await expect(page.getByRole("complementary")).toHaveCount(0);
    expect((await page.getByRole("main").boundingBox())!.width).toBeGreaterThanOrEqual(359);
    await expect(header.getByRole("button", { name: "Dölj sidofältet" })).toHaveCount(0);
    await expect(header.getByTestId("school-code")).toHaveCount(0);
    // The sidebar's controls are in the top bar and work there.
    await header.getByTestId("user-menu").click();
    await expect(page.getByRole("menuitem", { name: "Logga ut" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(header.getByTestId("open-settings")).toBeVisible();
    await page.getByTestId("open-mobile-menu").click();
    await expect(page.getByTestId("mobile-menu").getByTestId("school-code")).toHaveText(/^#[A-Z0-9]+$/);
    await page.keyboard.press("Escape");
    // Lists are cards, and nothing scrolls sideways.
    await expect(page.locator('[data-layout="cards"]').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, "pupil list at 360 px");
  });

  test("on a phone the admin tabs keep their full labels and scroll sideways inside their row", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, "admin@demo.test", { path: "/admin/school" });
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(4);
    // Each list's tab says how many it holds.
    await expect(page.getByTestId("tab-classes")).toHaveText(/^Klasser\s*\d+$/);
    await expect(page.getByTestId("tab-students")).toHaveText(/^Elever\s*\d+$/);
    await expect(page.getByTestId("tab-teams")).toHaveText(/^Arbetslag\s*\d+$/);
    const clipped = await tabs.evaluateAll((elements) =>
      elements
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent),
    );
    expect(clipped).toEqual([]);
    await tabs.last().click();
    await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("a slow first load shows the splash, never a blank page", async ({ page }) => {
    await signIn(page, "teacher@demo.test");
    await page.route("**/api/auth/me", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto("/");
    await expect(page.getByRole("status", { name: /^Laddar/ })).toBeVisible();
    await expect(page.getByText("Elevhälsa").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Översikt" })).toBeVisible();
  });
});
