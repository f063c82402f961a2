import common from "./common.json";
import errors from "./errors.json";
import external from "./external.json";
import layout from "./layout.json";

/** The external page's texts alone, loaded at start by its own entry (external-main.tsx): no staff texts. */
export default { ...common, ...errors, ...layout, ...external };
