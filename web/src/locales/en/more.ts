import access from "./access.json";
import lists from "./lists.json";
import settings from "./settings.json";

/** The features' other texts: each feature's `locales/en/*.json` (found by path, no list to edit). */
const features = import.meta.glob<Record<string, unknown>>("../../features/*/locales/en/*.json", {
  eager: true,
  import: "default",
});

/** The texts of the other pages and the settings dialog; loaded with the first of them. */
export default Object.assign({ ...access, ...lists, ...settings }, ...Object.values(features)) as Record<
  string,
  unknown
>;
