/**
 * Which failed writes a form shows itself. A form built with `useSchemaForm` sends a body it made for that one
 * submit and claims it here first; when the write fails, the mutation's own error handler (the snackbar) asks the
 * claim whether the form has shown the error already: a 400's reasons at their fields, a 409 as the dialog's
 * conflict banner. Only what no form shows reaches the snackbar, so one action never says one thing twice.
 */
type Claim = (error: unknown) => boolean;

const claims = new WeakMap<object, Claim>();

/** `body` is a form's: `claim(error)` shows what it can and answers whether nothing is left to say. */
export function claimFormBody(body: object, claim: Claim): void {
  claims.set(body, claim);
}

/** Whether the form that sent `variables` has shown `error` itself (nothing left for the snackbar). */
export function shownByForm(error: unknown, variables: unknown): boolean {
  if (typeof variables !== "object" || variables === null) return false;
  const claim = claims.get(variables);
  return claim ? claim(error) : false;
}
