import accessibility from "./accessibility.json";
import admin from "./admin.json";
import school from "./school.json";
import settings from "./settings.json";
import support from "./support.json";
import tickets from "./tickets.json";

/** The texts of the other pages and the settings dialog; loaded with the first of them. */
export default { ...accessibility, ...admin, ...school, ...settings, ...support, ...tickets };
