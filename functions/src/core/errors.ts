import { ERROR_STATUS, type ErrorCode, type ErrorIssue, type Language } from "#shared/errors";
import {
  errorText,
  paramsIn,
  reasonText,
  type MessageParams,
  type Reason,
  type ReasonKey,
} from "#shared/messages";

/**
 * The one error type domain code throws. The app's onError turns it into the one error body. Its text comes from
 * the server catalogue (`shared/src/locales/{sv,en}/server.json`): the code's default text, or the specific
 * reason the domain gives, in the request's language. Domain code never writes a text itself.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail?: {
      reason?: Reason | undefined;
      /** Validation issues as the validator told them (already in the request's language). */
      issues?: ErrorIssue[] | undefined;
      /** A field the reason is about: answered as one issue with the reason's text. */
      path?: (string | number)[] | undefined;
      /** Several fields, each with its own reason: answered as one issue per field. */
      fieldReasons?: { path: (string | number)[]; reason: Reason }[] | undefined;
    },
  ) {
    super(code);
    this.status = ERROR_STATUS[code];
  }

  messageIn(language: Language): string {
    const reason = this.detail?.reason;
    return reason ? reasonText(language, reason) : errorText(language, this.code);
  }

  issuesIn(language: Language): ErrorIssue[] | undefined {
    if (this.detail?.issues) return this.detail.issues;
    if (this.detail?.fieldReasons) {
      return this.detail.fieldReasons.map(({ path, reason }) => ({
        path,
        message: reasonText(language, reason),
        code: "custom",
      }));
    }
    if (this.detail?.path)
      return [{ path: this.detail.path, message: this.messageIn(language), code: "custom" }];
    return undefined;
  }

  /** The reason's key and parameters as the body carries them (for integrators; the web shows `message`). */
  reasonIn(language: Language): { reason?: ReasonKey; params?: Record<string, string | number> } {
    const reason = this.detail?.reason;
    if (!reason) return {};
    return { reason: reason.key, ...(reason.params ? { params: paramsIn(reason.params, language) } : {}) };
  }
}

const reasonOf = (key: ReasonKey, params?: MessageParams): Reason => (params ? { key, params } : { key });

export const notFound = () => new AppError("NOT_FOUND");
export const forbidden = (reason?: ReasonKey) =>
  new AppError("FORBIDDEN", reason ? { reason: reasonOf(reason) } : undefined);
/** A 409; with a reason when the caller can do something about it ("the class has pupils"). */
export const conflict = (reason?: ReasonKey, params?: MessageParams) =>
  new AppError("CONFLICT", reason ? { reason: reasonOf(reason, params) } : undefined);
/** A 400 about one field (or the whole body when no path is given). */
export const badRequest = (reason: ReasonKey, path: (string | number)[] = [], params?: MessageParams) =>
  new AppError("VALIDATION_FAILED", { reason: reasonOf(reason, params), path });
/** A 429 with the reason for the limit ("you sent a reminder a moment ago"). */
export const rateLimited = (reason?: ReasonKey) =>
  new AppError("RATE_LIMITED", reason ? { reason: reasonOf(reason) } : undefined);
