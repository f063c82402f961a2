import accessibility from "./accessibility.json";
import admin from "./admin.json";
import auth from "./auth.json";
import common from "./common.json";
import errors from "./errors.json";
import layout from "./layout.json";
import overview from "./overview.json";
import school from "./school.json";
import settings from "./settings.json";
import support from "./support.json";

/** Every text of one language, merged from the per-feature files; each file's one top-level key is its name. */
const catalogue = {
  ...accessibility,
  ...admin,
  ...auth,
  ...common,
  ...errors,
  ...layout,
  ...overview,
  ...school,
  ...settings,
  ...support,
};

export default catalogue;
