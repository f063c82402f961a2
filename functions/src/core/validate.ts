import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type * as z from "zod";
import en from "zod/v4/locales/en.js";
import sv from "zod/v4/locales/sv.js";
import type { ErrorIssue, Language } from "#shared/errors";
import { isReasonKey, reasonText, type Reason } from "#shared/messages";
import { AppError } from "./errors.js";
import { languageOf } from "./language.js";
import { recordRequestSchema } from "./openapi.js";

// Only the product's two languages: importing zod's locale index would bundle all of them into every Lambda.
// Built on the first failed validation, not at import: a cold start that validates nothing never builds them.
const LOCALES: Record<Language, typeof sv> = { sv, en };
const built: Partial<Record<Language, ReturnType<typeof sv>>> = {};
const localeOf = (language: Language) => (built[language] ??= LOCALES[language]());

/** A refinement that names a catalogue reason (`reasonIssue`) is told from the catalogue in the caller's language. */
function messageOf(issue: z.core.$ZodIssue, language: Language): string {
  if (issue.code !== "custom") return issue.message;
  const { reason, refusal: _refusal, ...params } = (issue.params ?? {}) as Record<string, string>;
  return isReasonKey(reason) ? reasonText(language, { key: reason, params }) : issue.message;
}

/**
 * The reason of a refusal the schema makes (`refusalIssue`: an incident dated later than today), when it is every
 * issue of the request: the body then carries it as a domain's refusal does (`reason`, its text as the message).
 */
function refusalOf(error: { issues: readonly z.core.$ZodIssue[] }): Reason | undefined {
  const keys = error.issues.map((issue) => {
    if (issue.code !== "custom") return undefined;
    const { reason, refusal } = (issue.params ?? {}) as { reason?: unknown; refusal?: unknown };
    return refusal === true && isReasonKey(reason) ? reason : undefined;
  });
  const [first] = keys;
  return first && keys.every((key) => key === first) ? { key: first } : undefined;
}

function toIssues(error: { issues: readonly z.core.$ZodIssue[] }, language: Language): ErrorIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === "symbol" ? String(part) : part)),
    message: messageOf(issue, language),
    code: issue.code,
  }));
}

/**
 * Validates one part of the request with a schema from shared/. A failure answers 400 VALIDATION_FAILED with
 * the issues in the caller's language, and the handler never runs. The schema is also recorded for the OpenAPI
 * document (core/openapi.ts), so what the reference says a route accepts is what it checks.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  const middleware = zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const language = languageOf(c.req.header("accept-language"));
    const localized = schema.safeParse(result.data, { error: localeOf(language).localeError });
    const failed = localized.success ? result.error : localized.error;
    throw new AppError("VALIDATION_FAILED", {
      issues: toIssues(failed, language),
      reason: refusalOf(failed),
    });
  });
  return recordRequestSchema(middleware, { target, schema });
}
