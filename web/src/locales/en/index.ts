import core from "./core";
import more from "./more";

/** Every text of one language (each file's one top-level key is its name): the type of the i18n keys. */
const catalogue = { ...core, ...more };

export default catalogue;
