import type { TFunction } from "i18next";
import { currentLanguage } from "../i18n/i18n";

/**
 * What is wrong with one form field, in the words every form uses. Light on purpose (no zod): the sign-in pages use
 * it too and must stay small. Zod forms get their problems through `formResolver` (zod-resolver.ts), plain
 * react-hook-form rules through `textRules`, and both end up as a field error's message that `fieldErrorText` reads.
 */
export type FieldProblem =
  | { kind: "required" }
  | { kind: "tooLong"; max: number }
  | { kind: "tooShort"; min: number }
  | { kind: "email" }
  | { kind: "invalid" }
  /** A date before the field's first allowed day, or after its last (both as YYYY-MM-DD). */
  | { kind: "tooEarly"; date: string }
  | { kind: "tooLate"; date: string };

/** A field error set from the server's answer (`setError(name, { type: SERVER_ERROR, message })`): shown as it is. */
export const SERVER_ERROR = "server";

const SEPARATOR = ":";

/** A problem as a field error's message (react-hook-form keeps messages as strings). */
export function problemMessage(problem: FieldProblem): string {
  if (problem.kind === "tooLong") return `tooLong${SEPARATOR}${problem.max}`;
  if (problem.kind === "tooShort") return `tooShort${SEPARATOR}${problem.min}`;
  if (problem.kind === "tooEarly" || problem.kind === "tooLate")
    return `${problem.kind}${SEPARATOR}${problem.date}`;
  return problem.kind;
}

function problemOf(error: { type?: unknown; message?: unknown }): FieldProblem {
  const message = typeof error.message === "string" ? error.message : "";
  const [kind, limit] = message.split(SEPARATOR);
  const number = Number(limit);
  if (kind === "tooLong" && Number.isInteger(number)) return { kind, max: number };
  if (kind === "tooShort" && Number.isInteger(number)) return { kind, min: number };
  if ((kind === "tooEarly" || kind === "tooLate") && limit) return { kind, date: limit };
  if (kind === "required" || kind === "email" || kind === "invalid") return { kind };
  // A rule written without the kit: react-hook-form's own types.
  if (error.type === "required" || error.type === "too_small") return { kind: "required" };
  return { kind: "invalid" };
}

/**
 * A limit's day in the product's one format ("1 dec. 2026", "1 Dec 2026"): shared/src/dates.ts's formatDateIn,
 * written out here because this module is in every first load and that one would add a chunk to it
 * (field-error.test.ts holds the two equal).
 */
export const dayText = (date: string) =>
  new Intl.DateTimeFormat(currentLanguage() === "en" ? "en-GB" : "sv-SE", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date.slice(0, 10)}T12:00:00Z`));

/** The text a problem shows under its field, in the user's language. */
export function problemText(problem: FieldProblem, t: TFunction): string {
  switch (problem.kind) {
    case "required":
      return t("common.form.required");
    case "tooLong":
      return t("common.form.tooLong", { max: problem.max });
    case "tooShort":
      return t("common.form.tooShort", { min: problem.min });
    case "email":
      return t("common.form.invalidEmail");
    case "invalid":
      return t("common.form.invalid");
    case "tooEarly":
      return t("common.form.tooEarly", { date: dayText(problem.date) });
    case "tooLate":
      return t("common.form.tooLate", { date: dayText(problem.date) });
  }
}

/** A form field's error text (undefined while the field is fine), whatever the field's rule or schema was. */
export function fieldErrorText(
  error: { type?: unknown; message?: unknown } | undefined,
  t: TFunction,
): string | undefined {
  if (!error) return undefined;
  // The server's own reason (its catalogue, in the request's language) reaches the field word for word.
  if (error.type === SERVER_ERROR && typeof error.message === "string" && error.message !== "")
    return error.message;
  return problemText(problemOf(error), t);
}

/** The problem with a chosen day (YYYY-MM-DD, compared as text) against a date field's first and last allowed day. */
export function dateProblem(
  value: unknown,
  limits: { min?: string | undefined; max?: string | undefined },
): FieldProblem | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  if (limits.min !== undefined && value < limits.min) return { kind: "tooEarly", date: limits.min };
  if (limits.max !== undefined && value > limits.max) return { kind: "tooLate", date: limits.max };
  return undefined;
}

/** The problem with one typed text, for forms without a schema: required and longest, counted after trimming. */
export function textProblem(
  value: string,
  rules: { required?: boolean; max?: number | undefined; pattern?: RegExp; kind?: "email" },
): FieldProblem | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return rules.required ? { kind: "required" } : undefined;
  if (rules.max !== undefined && trimmed.length > rules.max) return { kind: "tooLong", max: rules.max };
  if (rules.pattern && !rules.pattern.test(trimmed))
    return rules.kind === "email" ? { kind: "email" } : { kind: "invalid" };
  return undefined;
}

/** The same rules as react-hook-form `register` options, so the field error says which rule failed. */
export function textRules(rules: Parameters<typeof textProblem>[1]) {
  return {
    validate: (value: unknown) => {
      const problem = textProblem(typeof value === "string" ? value : "", rules);
      return problem ? problemMessage(problem) : true;
    },
  };
}
