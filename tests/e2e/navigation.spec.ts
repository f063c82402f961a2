import { expect, test } from "@playwright/test";
import { withoutLaterLinks } from "../../web/src/test/snapshot-features";
import { e2eState, navbarOffer, signIn } from "./support";

// Only the screens that exist are offered (the route table): of the actions adaptations, mappings, investigations,
// action programs and F-warnings; of documentation feedback, the action programs' follow-ups and violation reports.
const STAFF = {
  tickets: ["tickets"],
  actions: ["adaptations", "mapping", "investigation", "action-program", "f-and-f-warnings"],
  documentation: ["feedback", "action-program-follow-up", "violations"],
};
// Student-health staff and heads also read the whistles addressed to them.
const FULL_STAFF = { ...STAFF, documentation: [...STAFF.documentation, "whistles"] };

/** What each demo user's navbar offers at their first school (spec sections 2 and 6). */
const DEMO: {
  email: string;
  roleLabel: string;
  school: string | null;
  chat: boolean;
  offer: Record<string, string[]>;
}[] = [
  {
    email: "teacher@demo.test",
    roleLabel: "Lärare",
    school: "Ekskolan",
    chat: true,
    offer: STAFF,
  },
  {
    email: "head@demo.test",
    roleLabel: "Skolledare",
    school: "Ekskolan",
    chat: true,
    offer: FULL_STAFF,
  },
  {
    email: "admin@demo.test",
    roleLabel: "Admin",
    school: "Ekskolan",
    chat: true,
    offer: { admin: ["admin-school"] },
  },
  {
    email: "owner@demo.test",
    roleLabel: "Huvudman",
    school: null,
    chat: false,
    offer: { documentation: ["violations", "whistles"], admin: ["admin-schools"] },
  },
  {
    email: "superadmin@demo.test",
    roleLabel: "Superadmin",
    school: null,
    chat: false,
    offer: { admin: ["admin-schools", "admin-organizations"] },
  },
  {
    email: "teacher2@demo.test",
    roleLabel: "Lärare",
    school: "Björkskolan",
    chat: false,
    offer: STAFF,
  },
  {
    email: "counselor@other.test",
    roleLabel: "Skolsköterska",
    school: "Andra skolan",
    chat: false,
    offer: FULL_STAFF,
  },
];

test.describe("each demo user's navbar", () => {
  for (const user of DEMO) {
    test(user.email, async ({ page }) => {
      await signIn(page, user.email);
      const header = page.getByRole("banner");
      expect(withoutLaterLinks(await navbarOffer(page))).toEqual(user.offer);
      if (user.school) {
        await expect(header.getByText(user.school, { exact: true })).toBeVisible();
        await expect(page.getByTestId("school-code")).toHaveText(/^#[A-Z0-9]+$/);
      } else {
        await expect(page.getByTestId("school-code")).toHaveCount(0);
      }
      await expect(header.getByRole("link", { name: /EHT-chatten/ })).toHaveCount(user.chat ? 1 : 0);
      await page.getByTestId("user-menu").click();
      await expect(page.getByTestId("role-label")).toHaveText(user.roleLabel);
    });
  }

  for (const email of ["counselor@demo.test", "mainadmin@demo.test"]) {
    test(`${email} at either school`, async ({ page }) => {
      await signIn(page, email);
      const offer = withoutLaterLinks(await navbarOffer(page));
      expect(offer).toMatchObject(FULL_STAFF);
      if (email.startsWith("mainadmin")) expect(offer.admin).toEqual(["admin-school", "admin-schools"]);
      else expect(offer).not.toHaveProperty("admin");
    });
  }

  test("every link the navbar offers opens its screen inside the app, never the 404 page", async ({
    page,
  }) => {
    await signIn(page, "mainadmin@demo.test");
    const offer = await navbarOffer(page);
    for (const [section, links] of Object.entries(offer)) {
      for (const link of links) {
        await page.getByTestId(`nav-section-${section}`).click();
        await page.getByTestId(`nav-link-${link}`).click();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("heading", { name: "Sidan hittades inte" })).toHaveCount(0);
        await expect(page.getByRole("banner")).toBeVisible();
      }
    }
  });

  test("copies the school code", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, "teacher@demo.test");
    const code = (await page.getByTestId("school-code").textContent())!.replace("#", "");
    await page.getByTestId("school-code").click();
    await expect(page.getByText("Skolkoden har kopierats")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  test("the mobile menu offers the same links behind a hamburger at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, "teacher@demo.test");
    await expect(page.getByTestId("nav-section-actions")).toBeHidden();
    await page.getByRole("button", { name: "Öppna menyn" }).click();
    const drawer = page.getByTestId("mobile-menu");
    await expect(drawer.getByTestId("mobile-link-tickets")).toBeVisible();
    await expect(drawer.getByTestId("mobile-link-lesson-plan")).toHaveCount(0);
    await expect(drawer.getByTestId("mobile-link-report-bug")).toBeVisible();
    await drawer.getByTestId("mobile-link-feedback").click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/documentation\/feedback$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("the sidebar collapses and stays so; the user menu downloads the school's QR code", async ({
    page,
  }) => {
    await signIn(page, "head@demo.test");
    const sidebar = page.getByRole("complementary");
    await expect(sidebar).toBeVisible();
    await page.getByRole("button", { name: "Dölj sidofältet" }).click();
    await expect(sidebar).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("button", { name: "Visa sidofältet" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await page.getByRole("button", { name: "Visa sidofältet" }).click();
    await expect(sidebar).toBeVisible();

    await page.getByTestId("user-menu").click();
    const download = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Ladda ner QR-kod till elevsidan" }).click();
    expect((await download).suggestedFilename()).toMatch(/^external-page-qr-code-[A-Z0-9]+\.png$/);
  });

  test("a role guard sends a teacher away from the admin pages", async ({ page }) => {
    await signIn(page, "teacher@demo.test", { path: "/admin/schools" });
    await expect(page).toHaveURL(`${e2eState().baseURL}/`);
    await expect(page.getByRole("heading", { name: "Översikt" })).toBeVisible();
  });
});
