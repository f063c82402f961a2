import * as z from "zod";

/** Every error code the API answers with. One enum for all domains. */
export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "INVALID_JSON",
  "UNAUTHENTICATED",
  "WRONG_CREDENTIALS",
  "INVALID_TWO_FACTOR_CODE",
  "INVALID_TOKEN",
  "FORBIDDEN",
  "NOT_FOUND",
  "ROUTE_NOT_FOUND",
  "CONFLICT",
  "EMAIL_TAKEN",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNAUTHENTICATED: 401,
  WRONG_CREDENTIALS: 401,
  INVALID_TWO_FACTOR_CODE: 401,
  INVALID_TOKEN: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export type Language = "sv" | "en";

/**
 * Default message per code in both product languages. The spec's texts are used word for word where it gives them
 * (section 8: status texts, 'Wrong Email or Password', 'You have tried too many login attempts').
 */
export const ERROR_MESSAGES: Record<ErrorCode, Record<Language, string>> = {
  VALIDATION_FAILED: {
    sv: "Fyll i all nödvändig information",
    en: "Please fill in all required information",
  },
  INVALID_JSON: { sv: "Förfrågan är inte giltig JSON", en: "The request is not valid JSON" },
  UNAUTHENTICATED: { sv: "Du är inte inloggad", en: "You are not signed in" },
  WRONG_CREDENTIALS: { sv: "Fel e-postadress eller lösenord", en: "Wrong Email or Password" },
  INVALID_TWO_FACTOR_CODE: { sv: "Koden är ogiltig", en: "The code is invalid" },
  INVALID_TOKEN: {
    sv: "Länken är ogiltig eller har gått ut",
    en: "The link is invalid or has expired",
  },
  FORBIDDEN: {
    sv: "Du saknar behörighet att utföra denna handling",
    en: "You lack permission to perform this action",
  },
  NOT_FOUND: { sv: "Resursen kunde inte hittas", en: "Resource could not be found" },
  ROUTE_NOT_FOUND: { sv: "Sidan hittades inte", en: "This page could not be found" },
  CONFLICT: { sv: "En konflikt har uppstått", en: "A conflict has occurred" },
  EMAIL_TAKEN: {
    sv: "E-postadressen används redan",
    en: "The email address is already in use",
  },
  PAYLOAD_TOO_LARGE: { sv: "Förfrågan är för stor", en: "The request is too large" },
  UNSUPPORTED_MEDIA_TYPE: {
    sv: "Förfrågan måste skickas som JSON",
    en: "The request must be sent as JSON",
  },
  RATE_LIMITED: {
    sv: "Du har gjort för många inloggningsförsök",
    en: "You have tried too many login attempts",
  },
  INTERNAL: { sv: "Något gick fel", en: "Something went wrong" },
};

// Pure: a bundle that only needs the codes and messages (the health Lambda) leaves zod out.
export const ErrorIssueSchema = /* @__PURE__ */ z.object({
  path: /* @__PURE__ */ z.array(
    /* @__PURE__ */ z.union([/* @__PURE__ */ z.string(), /* @__PURE__ */ z.number()]),
  ),
  message: /* @__PURE__ */ z.string(),
  code: /* @__PURE__ */ z.string(),
});
export type ErrorIssue = z.infer<typeof ErrorIssueSchema>;

/** The one error body every API error uses. */
export const ErrorBodySchema = /* @__PURE__ */ z.object({
  error: /* @__PURE__ */ z.object({
    code: /* @__PURE__ */ z.enum(ERROR_CODES),
    message: /* @__PURE__ */ z.string(),
    issues: /* @__PURE__ */ z.array(ErrorIssueSchema).optional(),
    requestId: /* @__PURE__ */ z.string(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
