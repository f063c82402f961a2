import type { ErrorIssue } from "#shared/errors";

/**
 * A failed API call. `status` 0 means no response (network failure, aborted or offline). `code` and `message` come
 * from the API's one error body when it sent one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The server catalogue's specific reason, when the API gave one; `message` then tells it. */
  readonly reason: string | undefined;
  /** The reason's parameters, as the API gave them. */
  readonly params: Readonly<Record<string, string | number>> | undefined;
  readonly issues: ErrorIssue[];
  readonly requestId: string | undefined;

  constructor(options: {
    status: number;
    code?: string | undefined;
    message?: string | undefined;
    reason?: string | undefined;
    params?: Readonly<Record<string, string | number>> | undefined;
    issues?: ErrorIssue[] | undefined;
    requestId?: string | undefined;
  }) {
    super(options.message ?? `HTTP ${options.status}`);
    this.name = "ApiError";
    this.status = options.status;
    this.code = options.code;
    this.reason = options.reason;
    this.params = options.params;
    this.issues = options.issues ?? [];
    this.requestId = options.requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
