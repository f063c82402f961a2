import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type * as z from "zod";
import en from "zod/v4/locales/en.js";
import sv from "zod/v4/locales/sv.js";
import type { Language } from "#shared/errors";
import { AppError } from "./errors.js";
import { languageOf } from "./language.js";

// Only the product's two languages: importing zod's locale index would bundle all of them into every Lambda.
// Built on the first failed validation, not at import: a cold start that validates nothing never builds them.
const LOCALES: Record<Language, typeof sv> = { sv, en };
const built: Partial<Record<Language, ReturnType<typeof sv>>> = {};
const localeOf = (language: Language) => (built[language] ??= LOCALES[language]());

function toIssues(error: { issues: readonly z.core.$ZodIssue[] }) {
  return error.issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === "symbol" ? String(part) : part)),
    message: issue.message,
    code: issue.code,
  }));
}

/**
 * Validates one part of the request with a schema from shared/. A failure answers 400 VALIDATION_FAILED with
 * the issues in the caller's language, and the handler never runs.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const language = languageOf(c.req.header("accept-language"));
    const localized = schema.safeParse(result.data, { error: localeOf(language).localeError });
    const issues = localized.success ? toIssues(result.error) : toIssues(localized.error);
    throw new AppError("VALIDATION_FAILED", { issues });
  });
}
