import type access from "../../locales/sv/access.json";
import type calendar from "../../locales/sv/calendar.json";
import type common from "../../locales/sv/common.json";
import type errors from "../../locales/sv/errors.json";
import type external from "../../locales/sv/external.json";
import type layout from "../../locales/sv/layout.json";
import type lists from "../../locales/sv/lists.json";
import type notifications from "../../locales/sv/notifications.json";
import type settings from "../../locales/sv/settings.json";

/**
 * The type of every text (the Swedish catalogue's shape): `t()` accepts only its keys. The app's own files
 * (web/src/locales/sv/) stand here; each feature adds its files from its own folder, in
 * `web/src/features/<feature>/locales/texts.ts`, by declaration merging:
 *
 * ```ts
 * import type tickets from "./sv/tickets.json";
 *
 * declare module "../../../shared/i18n/texts" {
 *   interface Texts {
 *     tickets: (typeof tickets)["tickets"];
 *   }
 * }
 * ```
 */
export interface Texts {
  access: (typeof access)["access"];
  calendar: (typeof calendar)["calendar"];
  common: (typeof common)["common"];
  errors: (typeof errors)["errors"];
  external: (typeof external)["external"];
  layout: (typeof layout)["layout"];
  lists: (typeof lists)["lists"];
  notifications: (typeof notifications)["notifications"];
  settings: (typeof settings)["settings"];
}
