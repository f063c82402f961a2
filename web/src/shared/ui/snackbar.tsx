import type { ParseKeys, TOptions } from "i18next";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { errorMessageFor, errorText } from "../api/error-messages";
import { shownByForm } from "../forms/form-claims";
import { i18n } from "../i18n/i18n";

/**
 * The snackbar (spec sections 4 and 8): an error or a success that clears itself after 2500 ms. Messages are
 * i18n keys (or, for errors, a failed call mapped to the spec's table). The view loads with the first message.
 * One message at a time: the same text again is the toast already shown (never a stacked copy), and a new message
 * replaces the one before, so an action says one thing once.
 */
type SnackbarType = "success" | "error";

const loadView = () => import("./snackbar-view");
const SnackbarView = lazy(loadView);

let needed = false;
const listeners = new Set<() => void>();

function show(type: SnackbarType, title: string): void {
  if (!needed) {
    needed = true;
    for (const listener of listeners) listener();
  }
  // The text is the toast's id: the same message again updates the toast on screen instead of adding a copy.
  const id = `${type}:${title}`;
  void loadView().then(({ toaster }) => {
    for (const toast of toaster.getVisibleToasts()) if (toast.id !== id) toaster.dismiss(toast.id);
    toaster.create({ id, type, title });
  });
}

function translate(key: ParseKeys, values?: Record<string, string>): string {
  return values ? i18n.t(key, values as TOptions) : i18n.t(key);
}

/** A success message; the text is an i18n key. */
export function showSuccess(key: ParseKeys, values?: Record<string, string>): void {
  show("success", translate(key, values));
}

/** An error message of our own; the text is an i18n key. */
export function showErrorText(key: ParseKeys, values?: Record<string, string>): void {
  show("error", translate(key, values));
}

/**
 * An error from a failed call mapped to the spec's table (section 8), or a plain string shown as it is. A write's
 * handler passes the call's `variables` too: a form that sent them and showed the error itself (its fields, its
 * conflict banner) is not repeated here.
 */
export function showError(error: unknown, variables?: unknown): void {
  if (shownByForm(error, variables)) return;
  show("error", errorText(errorMessageFor(error), i18n.t));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The snackbar region, rendered once at the root. */
export function Snackbar() {
  const active = useSyncExternalStore(subscribe, () => needed);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarView />
    </Suspense>
  );
}
