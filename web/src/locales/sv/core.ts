import auth from "./auth.json";
import common from "./common.json";
import errors from "./errors.json";
import external from "./external.json";
import layout from "./layout.json";
import notifications from "./notifications.json";
import overview from "./overview.json";
import actionProgramQueue from "./actionProgramQueue.json";
import violationClock from "./violationClock.json";
import calendar from "./calendar.json";

/** The texts the first pages need (sign-in, the shell, the overview, errors); loaded at start. */
export default {
  ...auth,
  ...common,
  ...errors,
  ...layout,
  ...notifications,
  ...overview,
  ...external,
  ...actionProgramQueue,
  ...violationClock,
  ...calendar,
};
