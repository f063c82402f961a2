import access from "./access.json";
import actionPrograms from "./actionPrograms.json";
import accessibility from "./accessibility.json";
import adaptations from "./adaptations.json";
import admin from "./admin.json";
import feedback from "./feedback.json";
import lists from "./lists.json";
import mappings from "./mappings.json";
import school from "./school.json";
import settings from "./settings.json";
import support from "./support.json";
import tickets from "./tickets.json";
import investigations from "./investigations.json";
import whistles from "./whistles.json";
import violations from "./violations.json";
import actionProgramSharing from "./actionProgramSharing.json";
import actionProgramView from "./actionProgramView.json";
import violationsExternal from "./violationsExternal.json";
import violationStatistics from "./violationStatistics.json";

/** The texts of the other pages and the settings dialog; loaded with the first of them. */
export default {
  ...access,
  ...accessibility,
  ...adaptations,
  ...admin,
  ...feedback,
  ...lists,
  ...school,
  ...settings,
  ...support,
  ...tickets,
  ...mappings,
  ...actionPrograms,
  ...investigations,
  ...whistles,
  ...violations,
  ...actionProgramSharing,
  ...actionProgramView,
  ...violationsExternal,
  ...violationStatistics,
};
