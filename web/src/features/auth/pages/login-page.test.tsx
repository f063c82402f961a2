import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../../shared/i18n/i18n";
import { renderWithApp } from "../../../test/render";
import { LoginPage } from "./login-page";

afterEach(() => void changeLanguage("sv"));

describe("the sign-in page after the app signed someone out", () => {
  it("says, politely announced, that ten idle minutes ended the session", async () => {
    renderWithApp(<LoginPage />, { path: "/login?reason=inactivity" });
    const status = await screen.findByText("Du loggades ut efter 10 minuter utan aktivitet");
    expect(status.closest('[role="status"]')).toHaveAttribute("aria-live", "polite");
  });

  it("says it in English too", async () => {
    await changeLanguage("en");
    renderWithApp(<LoginPage />, { path: "/login?reason=inactivity" });
    expect(await screen.findByText("You were signed out after 10 minutes without activity")).toBeVisible();
  });

  it("says nothing of the kind after an ordinary sign-out", () => {
    renderWithApp(<LoginPage />, { path: "/login" });
    expect(screen.queryByText(/utan aktivitet/)).toBeNull();
  });
});
