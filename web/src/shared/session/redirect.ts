import { ROUTES } from "../routes";

/** A safe place to go after signing in: a path of this site, never another origin. */
export function safeRedirectTarget(value: string | null): string {
  return value && value.startsWith("/") && !value.startsWith("//") ? value : ROUTES.overview;
}
