import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { changeLanguage, i18n } from "../i18n/i18n";
import { ApiError } from "./api-error";
import { errorMessageFor, errorText } from "./error-messages";
import { loadServerTexts } from "./server-texts";

/** Spec section 8, "Snackbar messages by status", word for word. */
const SPEC_TABLE: [status: number, sv: string, en: string][] = [
  [400, "Fyll i all nödvändig information", "Please fill in all required information"],
  [403, "Du saknar behörighet att utföra denna handling", "You lack permission to perform this action"],
  [404, "Resursen kunde inte hittas", "Resource could not be found"],
  [409, "En konflikt har uppstått", "A conflict has occurred"],
  [500, "Något gick fel", "Something went wrong"],
  [401, "Något gick fel", "Something went wrong"],
  [413, "Något gick fel", "Something went wrong"],
  [429, "Något gick fel", "Something went wrong"],
  [502, "Något gick fel", "Something went wrong"],
  [0, "Något gick fel", "Something went wrong"],
];

function text(error: unknown, language: "sv" | "en"): string {
  const message = errorMessageFor(error);
  return "key" in message ? i18n.getFixedT(language)(message.key) : message.text;
}

describe("error mapping (spec section 8)", () => {
  beforeAll(async () => {
    const { default: english } = await import("../../locales/en/index");
    i18n.addResourceBundle("en", "translation", english, true, true);
  });

  it.each(SPEC_TABLE)("maps status %i to the spec's text in both languages", (status, sv, en) => {
    const error = new ApiError({ status, code: "ANY", message: "the server's own words" });
    expect(text(error, "sv")).toBe(sv);
    expect(text(error, "en")).toBe(en);
  });

  it("decides by status, not by the server's message or code", () => {
    const error = new ApiError({ status: 403, code: "NOT_FOUND", message: "Något annat" });
    expect(text(error, "sv")).toBe("Du saknar behörighet att utföra denna handling");
  });

  it("shows the server's specific reason as it is, in the language the call was made in", () => {
    const error = new ApiError({
      status: 409,
      code: "CONFLICT",
      reason: "classHasPupils",
      message: "Klassen har elever och kan inte tas bort",
    });
    expect(text(error, "sv")).toBe("Klassen har elever och kan inte tas bort");
  });

  it("shows the text of a code that says more than its status (an email in use, a wrong code)", () => {
    const taken = new ApiError({ status: 409, code: "EMAIL_TAKEN", message: "E-postadressen används redan" });
    expect(text(taken, "sv")).toBe("E-postadressen används redan");
    const wrongCode = new ApiError({
      status: 400,
      code: "TWO_FACTOR_CODE_REJECTED",
      message: "Koden är ogiltig",
    });
    expect(text(wrongCode, "sv")).toBe("Koden är ogiltig");
  });

  it("falls back to the status text when a reason came without a message", () => {
    const error = new ApiError({ status: 409, code: "CONFLICT", reason: "classHasPupils" });
    expect(text(error, "en")).toBe("A conflict has occurred");
  });

  it("shows a plain string error as it is", () => {
    expect(text("Eleven är redan inkluderat i protokollet", "sv")).toBe(
      "Eleven är redan inkluderat i protokollet",
    );
  });

  it("shows the generic text for anything that is not an API error", () => {
    expect(text(new TypeError("Failed to fetch"), "sv")).toBe("Något gick fel");
    expect(text(undefined, "en")).toBe("Something went wrong");
  });

  it("tells the server's reason again from its catalogue in the active language, with its parameters", async () => {
    await loadServerTexts();
    const error = new ApiError({
      status: 409,
      code: "CONFLICT",
      reason: "classHasPupils",
      message: "Klassen har elever och kan inte tas bort",
    });
    expect(errorText(errorMessageFor(error), i18n.t)).toBe("Klassen har elever och kan inte tas bort");
    await changeLanguage("en");
    expect(errorText(errorMessageFor(error), i18n.t)).not.toBe("Klassen har elever och kan inte tas bort");
    expect(errorText(errorMessageFor(error), i18n.t)).toBe("The class has students and cannot be deleted");
    const taken = new ApiError({ status: 409, code: "EMAIL_TAKEN", message: "E-postadressen används redan" });
    expect(errorText(errorMessageFor(taken), i18n.t)).toBe("The email address is already in use");
  });

  it("fills the reason's parameters as the API gave them", async () => {
    await loadServerTexts();
    await changeLanguage("en");
    const error = new ApiError({
      status: 400,
      code: "VALIDATION_FAILED",
      reason: "accessNeedsPerson",
      params: { level: "SELECTED" },
      message: "Åtkomsten SELECTED behöver minst en person",
    });
    expect(errorText(errorMessageFor(error), i18n.t)).toBe("Access SELECTED needs at least one person");
  });

  it("an unknown reason is shown in the server's own words", async () => {
    await loadServerTexts();
    await changeLanguage("en");
    const error = new ApiError({
      status: 409,
      code: "CONFLICT",
      reason: "notInTheCatalogue",
      message: "Något nytt",
    });
    expect(errorText(errorMessageFor(error), i18n.t)).toBe("Något nytt");
  });
});

afterEach(async () => {
  await changeLanguage("sv");
});
