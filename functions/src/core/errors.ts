import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type ErrorIssue, type Language } from "#shared/errors";

/**
 * The one error type domain code throws. The app's onError turns it into the one error body; a message given
 * here replaces the code's default text (both languages may be given).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail?: { message?: Partial<Record<Language, string>>; issues?: ErrorIssue[] },
  ) {
    super(code);
    this.status = ERROR_STATUS[code];
  }

  messageIn(language: Language): string {
    return (
      this.detail?.message?.[language] ?? this.detail?.message?.en ?? ERROR_MESSAGES[this.code][language]
    );
  }
}

export const notFound = () => new AppError("NOT_FOUND");
export const forbidden = () => new AppError("FORBIDDEN");
export const conflict = (message?: Partial<Record<Language, string>>) =>
  new AppError("CONFLICT", message ? { message } : undefined);
export const badRequest = (message: Partial<Record<Language, string>>, path: (string | number)[] = []) =>
  new AppError("VALIDATION_FAILED", {
    message,
    issues: [{ path, message: message.en ?? message.sv ?? "", code: "custom" }],
  });
