import core from "./core";
import more from "./more";

/** Every text of one language, as the app loads it in its two parts (each file's one top-level key is its name). */
const catalogue = { ...core, ...more };

export default catalogue;
