import { isApiError } from "./api-error";

/**
 * The snackbar text for a failed call, by status, exactly as the spec's error catalogue (section 8):
 * 400, 403, 404 and 409 have their own texts; 500, any other status and no response say something went wrong.
 * A plain string error is shown as it is.
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
  if (isApiError(error)) return { key: errorMessageKeyForStatus(error.status) };
  return { key: "errors.status.generic" };
}
