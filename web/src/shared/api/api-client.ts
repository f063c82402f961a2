import type { ErrorIssue } from "#shared/errors";
import { currentLanguage } from "../i18n/i18n";
import { sessionStore } from "../session/session-store";
import { ApiError } from "./api-error";
import { toldByServer } from "./error-messages";
import { loadServerTexts } from "./server-texts";
import { writeKeyFor } from "./write-keys";

/** The API's base address: same origin by default, configurable at build time (spec section 7). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? "/api";

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Send the bearer token and the active role (default). Sign-in and reset calls go without. */
  authenticated?: boolean;
  /** Leave out X-Active-Role: /auth/me must answer even when the stored role is no longer held. */
  withoutRole?: boolean;
  /** An Idempotency-Key of the caller's own (the external page's submissions, which carry no session). */
  idempotencyKey?: string;
}

let onUnauthenticated: () => void = () => {};

/** The app decides what a 401 on an authenticated call does (forget the token, go to /login). */
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}

function headersFor(options: RequestOptions): Headers {
  const headers = new Headers({ Accept: "application/json", "Accept-Language": currentLanguage() });
  // Every write says JSON, even without a body: the API accepts only JSON on writes, and a browser's bodiless
  // DELETE or PATCH carries no Content-Length for the server to tell it apart from one with a body.
  if (options.body !== undefined || (options.method ?? "GET") !== "GET")
    headers.set("Content-Type", "application/json");
  if (options.authenticated !== false) {
    const token = sessionStore.token();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    const role = sessionStore.storedRole();
    if (role && !options.withoutRole) headers.set("X-Active-Role", role);
  }
  return headers;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  return sendRaw(path, options, options.body === undefined ? null : JSON.stringify(options.body));
}

/** One call with its body already in JSON (the typed client's, web/src/shared/api/client.ts, come this way). */
export async function sendRaw(path: string, options: RequestOptions, body: string | null): Promise<Response> {
  const method = options.method ?? "GET";
  const headers = headersFor({ ...options, body: body ?? undefined });
  // A signed-in write carries its Idempotency-Key: sent twice before an answer, it is done once.
  const write =
    method !== "GET" && headers.has("Authorization") ? writeKeyFor(method, path, body ?? "") : null;
  if (write) headers.set("Idempotency-Key", write.key);
  else if (options.idempotencyKey) headers.set("Idempotency-Key", options.idempotencyKey);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method, headers, body, signal: options.signal ?? null });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError({ status: 0 });
  }
  // "The first of these is still running" is no answer to the write: the next click must carry the same key.
  if (!(write && (await stillRunning(response)))) write?.settle();
  if (!response.ok) throw await toApiError(response, options);
  return response;
}

/** The API's 409 for a key whose first request has not answered yet (core/idempotency.ts). */
async function stillRunning(response: Response): Promise<boolean> {
  if (response.status !== 409) return false;
  try {
    return readErrorBody(await response.clone().json()).reason === "requestInProgress";
  } catch {
    return false;
  }
}

async function toApiError(response: Response, options: RequestOptions): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page): the status alone decides the message.
  }
  const error = readErrorBody(body);
  // An error the server explained is told from its catalogue on render (again in the other language after a
  // switch): the catalogue is there before the error reaches the page.
  if (toldByServer(error)) await loadServerTexts();
  // Only a 401 that means "no valid session" ends the session; a wrong code or password answers in place.
  if (response.status === 401 && options.authenticated !== false && endsSession(error.code))
    onUnauthenticated();
  return new ApiError({ status: response.status, ...error });
}

const endsSession = (code: string | undefined) => code === undefined || code === "UNAUTHENTICATED";

/** The API's one error body, read by hand: zod stays out of the first page's bundle. */
function readErrorBody(body: unknown): {
  code?: string;
  message?: string;
  reason?: string;
  params?: Record<string, string | number>;
  issues?: ErrorIssue[];
  requestId?: string;
} {
  if (typeof body !== "object" || body === null || !("error" in body)) return {};
  const error = (body as { error: unknown }).error;
  if (typeof error !== "object" || error === null) return {};
  const { code, message, reason, params, issues, requestId } = error as Record<string, unknown>;
  return {
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof message === "string" ? { message } : {}),
    ...(typeof reason === "string" ? { reason } : {}),
    ...(isParams(params) ? { params } : {}),
    ...(Array.isArray(issues) ? { issues: issues as ErrorIssue[] } : {}),
    ...(typeof requestId === "string" ? { requestId } : {}),
  };
}

function isParams(value: unknown): value is Record<string, string | number> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === "string" || typeof item === "number")
  );
}

/** One JSON call. Resolves with the parsed body, or undefined for 202/204 without a body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await bodyOf(await send(path, options))) as T;
}

/** A successful answer's JSON body, or undefined for 202/204 without a body. */
export async function bodyOf(response: Response): Promise<unknown> {
  if (response.status === 204 || response.headers.get("content-length") === "0") return undefined;
  const text = await response.text();
  return text === "" ? undefined : JSON.parse(text);
}

/** A binary answer's body and the file name from Content-Disposition (or the fallback). */
export async function downloadOf(
  response: Response,
  fallbackName: string,
): Promise<{ blob: Blob; name: string }> {
  const disposition = response.headers.get("content-disposition") ?? "";
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await response.blob(), name: name ? decodeURIComponent(name) : fallbackName };
}
