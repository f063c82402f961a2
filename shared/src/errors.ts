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

export const ErrorIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
  code: z.string(),
});
export type ErrorIssue = z.infer<typeof ErrorIssueSchema>;

/** The one error body every API error uses. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** The specific reason (a key of the server catalogue, `locales/{sv,en}/server.json`) when there is one. */
    reason: z.string().optional(),
    /** The reason's parameters, in the request's language. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    issues: z.array(ErrorIssueSchema).optional(),
    requestId: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
