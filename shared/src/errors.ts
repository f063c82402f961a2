import * as z from "zod";

/** Every error code the API answers with. One enum for all domains. */
export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "INVALID_JSON",
  "UNAUTHENTICATED",
  "WRONG_CREDENTIALS",
  "INVALID_TWO_FACTOR_CODE",
  "TWO_FACTOR_CODE_REJECTED",
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
  // A signed-in user's wrong code while setting up two-factor: not a lost session, so not a 401.
  TWO_FACTOR_CODE_REJECTED: 400,
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

export type { Language } from "./messages.js";

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
    /** The specific reason (a key of the server catalogue, `locales/{sv,en}/server.json`) when there is one. */
    reason: /* @__PURE__ */ z.string().optional(),
    /** The reason's parameters, in the request's language. */
    params: /* @__PURE__ */ z
      .record(/* @__PURE__ */ z.string(), /* @__PURE__ */ z.union([z.string(), z.number()]))
      .optional(),
    issues: /* @__PURE__ */ z.array(ErrorIssueSchema).optional(),
    requestId: /* @__PURE__ */ z.string(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
