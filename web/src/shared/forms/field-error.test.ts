import { describe, expect, it } from "vitest";
import type * as z from "zod";
import { EmailAddressSchema, NameSchema, TermSchema } from "#shared/common.schema";
import { ClassNameSchema } from "#shared/classes/class.schema";
import { TicketTextSchema } from "#shared/tickets/ticket.schema";
import { formatDateIn } from "#shared/dates";
import { changeLanguage, i18n } from "../i18n/i18n";
import { dayText, fieldErrorText, problemMessage, textProblem } from "./field-error";
import { blankOr, maxLengthOf } from "./form-fields";
import { schemaProblem } from "./zod-resolver";

const sv = i18n.getFixedT("sv");
const text = (schema: z.ZodType, value: unknown) => {
  const problem = schemaProblem(schema, value);
  return problem ? fieldErrorText({ message: problemMessage(problem) }, sv) : undefined;
};

describe("a field's error text names what is wrong, with the shared schema's limit", () => {
  it("a name longer than the schema allows says how long it may be, not that it is required", () => {
    expect(text(ClassNameSchema, "9".repeat(5000))).toBe(`Högst ${maxLengthOf(ClassNameSchema)} tecken`);
    expect(text(NameSchema, "A".repeat(5000))).toBe("Högst 200 tecken");
    expect(text(TicketTextSchema, "x".repeat(5001))).toMatch(/^Högst 5\s000 tecken$/);
  });

  it("an empty or blank text is required; a fitting one has no error", () => {
    expect(text(ClassNameSchema, "")).toBe("Det här fältet är obligatoriskt");
    expect(text(ClassNameSchema, "   ")).toBe("Det här fältet är obligatoriskt");
    expect(text(ClassNameSchema, "9A")).toBeUndefined();
    expect(text(ClassNameSchema, "9".repeat(40))).toBeUndefined();
  });

  it("an email: blank is required, a wrong one is invalid, a long one names the limit", () => {
    expect(text(EmailAddressSchema, "")).toBe("Det här fältet är obligatoriskt");
    expect(text(EmailAddressSchema, "anna@")).toBe("Ange en giltig e-postadress");
    expect(text(EmailAddressSchema, `${"a".repeat(250)}@x.se`)).toBe("Högst 254 tecken");
  });

  it("an optional text (blankOr) may be blank, and a long one names the schema's limit, not 0", () => {
    expect(text(blankOr(TermSchema), "")).toBeUndefined();
    expect(text(blankOr(TermSchema), "x".repeat(61))).toBe("Högst 60 tecken");
  });

  it("plain rules (sign-in, reports) give the same texts", () => {
    const problem = (value: string) => textProblem(value, { required: true, max: 10 });
    expect(problem(" ")).toEqual({ kind: "required" });
    expect(problem("x".repeat(11))).toEqual({ kind: "tooLong", max: 10 });
    expect(problem("x".repeat(10))).toBeUndefined();
    // react-hook-form's own "required" rule, written without the kit.
    expect(fieldErrorText({ type: "required", message: "" }, sv)).toBe("Det här fältet är obligatoriskt");
  });
});

describe("a date limit's day", () => {
  it("reads as the product's one date format, in both languages", async () => {
    for (const language of ["sv", "en"] as const) {
      await changeLanguage(language);
      for (const day of ["2026-12-01", "2027-01-31", "2026-03-29"])
        expect(dayText(day), `${language} ${day}`).toBe(formatDateIn(language, day));
    }
    await changeLanguage("sv");
  });
});
