import type { TFunction } from "i18next";
import { currentLanguage } from "../i18n/i18n";
import { isApiError, type ApiError } from "./api-error";
import { serverText, type ServerParams } from "./server-texts";

/** Codes whose default text says more than the status's (an email in use, a wrong code). */
const CODES_WITH_OWN_TEXT = new Set(["EMAIL_TAKEN", "TWO_FACTOR_CODE_REJECTED", "INVALID_TWO_FACTOR_CODE"]);

/** Does the error body explain itself (a specific reason, or a code with a text of its own)? */
export const toldByServer = (error: { code?: string | undefined; reason?: string | undefined }) =>
  error.reason !== undefined || (error.code !== undefined && CODES_WITH_OWN_TEXT.has(error.code));

const hasOwnText = (error: ApiError) =>
  error.message !== "" && error.message !== `HTTP ${error.status}` && toldByServer(error);

/**
 * The snackbar text for a failed call. When the API gave a specific reason (the class has pupils, the ticket is
 * archived, the email is in use), its message is shown as it is: the server tells it from its catalogue in the
 * language the call was made in. Otherwise by status, exactly as the spec's error catalogue (section 8): 400, 403,
 * 404 and 409 have their own texts; 500, any other status and no response say something went wrong. A plain
 * string error is shown as it is. The server's text is told again from its catalogue in the active language
 * (`errorText`), so an error shown in Swedish reads in English after a switch.
 */
export type ErrorMessage =
  | { key: ErrorMessageKey }
  | { text: string }
  | { server: { code: string | undefined; reason: string | undefined; params: ServerParams }; text: string };

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
    if (hasOwnText(error))
      return {
        server: { code: error.code, reason: error.reason, params: error.params },
        text: error.message,
      };
    return { key: errorMessageKeyForStatus(error.status) };
  }
  return { key: "errors.status.generic" };
}

/**
 * The text of an error message in the active language, read when it is shown (store the error or its message, never
 * this text): a status's text from the web's catalogue, a server's reason from the server's (in the server's own
 * words when that is not loaded).
 */
export function errorText(message: ErrorMessage, t: TFunction): string {
  if ("key" in message) return t(message.key);
  if ("server" in message) return serverText(currentLanguage(), message.server) ?? message.text;
  return message.text;
}
