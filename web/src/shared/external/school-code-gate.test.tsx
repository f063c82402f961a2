import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../i18n/i18n";
import { renderWithApp } from "../../test/render";
import { json, stubFetch } from "../../test/api-stub";
import { SchoolCodeGate } from "./school-code-gate";

beforeEach(() => {
  window.history.replaceState(null, "", "/external");
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage("sv");
  window.history.replaceState(null, "", "/");
});

const renderGate = () => renderWithApp(<SchoolCodeGate>{(school) => <p>{school.name}</p>}</SchoolCodeGate>);

describe("an error on the external page after a language switch", () => {
  it("the server's reason, told in Swedish, reads in English after the switch, with no call made", async () => {
    const fetchMock = stubFetch(() =>
      Promise.resolve(
        json(
          {
            error: {
              code: "RATE_LIMITED",
              reason: "tooManyAttempts",
              message: "Du har gjort för många försök. Försök igen om en stund.",
              requestId: "r-1",
            },
          },
          429,
        ),
      ),
    );
    window.history.replaceState(null, "", "/external?code=ABCDEFGH");
    renderGate();
    expect(
      await screen.findByText("Du har gjort för många försök. Försök igen om en stund."),
    ).toBeInTheDocument();
    const calls = fetchMock.mock.calls.length;
    await act(() => changeLanguage("en"));
    expect(
      await screen.findByText("You have made too many attempts. Try again in a while."),
    ).toBeInTheDocument();
    expect(screen.queryByText("Du har gjort för många försök. Försök igen om en stund.")).toBeNull();
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it("a code refused before any call reads in English after the switch", async () => {
    const fetchMock = stubFetch(() => Promise.resolve(json({})));
    renderGate();
    await userEvent.type(screen.getByTestId("school-code"), "nej");
    await userEvent.click(screen.getByRole("button", { name: "Fortsätt" }));
    expect(await screen.findByText("Skriv in en giltig skolkod")).toBeInTheDocument();
    await act(() => changeLanguage("en"));
    expect(await screen.findByText("Enter a valid school code")).toBeInTheDocument();
    expect(screen.queryByText("Skriv in en giltig skolkod")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
