import calendar from "./calendar.json";
import common from "./common.json";
import errors from "./errors.json";
import external from "./external.json";
import layout from "./layout.json";
import notifications from "./notifications.json";

/** The features' first-load texts: each feature's `locales/sv/core/*.json` (found by path, no list to edit). */
const features = import.meta.glob<Record<string, unknown>>("../../features/*/locales/sv/core/*.json", {
  eager: true,
  import: "default",
});

/** The texts the first pages need (sign-in, the shell, the overview, errors); loaded at start. */
export default Object.assign(
  { ...common, ...errors, ...layout, ...notifications, ...external, ...calendar },
  ...Object.values(features),
) as Record<string, unknown>;
