import { isApiError } from "../api/api-error";

/**
 * The server's reasons for a refused write, by the form field each is about: the first issue per field (an issue's
 * path's first part, the body field's name), in the server's words (it writes them from its catalogue in the
 * language of the request). Empty when the error is not the API's or names no field. A form shows each at its
 * field, so the user reads why beside what to change, not only the general 400 text of the snackbar.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field === undefined || field === "") continue;
    errors[String(field)] ??= issue.message;
  }
  return errors;
}
