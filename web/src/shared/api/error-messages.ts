import { isApiError, type ApiError } from "./api-error";

/** Codes whose default text says more than the status's (an email in use, a wrong code). */
const CODES_WITH_OWN_TEXT = new Set(["EMAIL_TAKEN", "TWO_FACTOR_CODE_REJECTED", "INVALID_TWO_FACTOR_CODE"]);

const hasOwnText = (error: ApiError) =>
  error.message !== "" &&
  error.message !== `HTTP ${error.status}` &&
  (error.reason !== undefined || (error.code !== undefined && CODES_WITH_OWN_TEXT.has(error.code)));

/**
 * The snackbar text for a failed call. When the API gave a specific reason (the class has pupils, the ticket is
 * archived, the email is in use), its message is shown as it is: the server tells it from its catalogue in the
 * language the call was made in. Otherwise by status, exactly as the spec's error catalogue (section 8): 400, 403,
 * 404 and 409 have their own texts; 500, any other status and no response say something went wrong. A plain
 * string error is shown as it is.
 */
export type ErrorMessage = { key: ErrorMessageKey } | { text: string };

export type ErrorMessageKey =
  | "errors.status.badRequest"
  | "errors.status.forbidden"
  | "errors.status.notFound"
  | "errors.status.conflict"
  | "errors.status.generic";

export function errorMessageKeyForStatus(status: number): ErrorMessageKey {
  switch (status) {
    case 400:
      return "errors.status.badRequest";
    case 403:
      return "errors.status.forbidden";
    case 404:
      return "errors.status.notFound";
    case 409:
      return "errors.status.conflict";
    default:
      return "errors.status.generic";
  }
}

export function errorMessageFor(error: unknown): ErrorMessage {
  if (typeof error === "string" && error.trim() !== "") return { text: error };
  if (isApiError(error)) {
    if (hasOwnText(error)) return { text: error.message };
    return { key: errorMessageKeyForStatus(error.status) };
  }
  return { key: "errors.status.generic" };
}
