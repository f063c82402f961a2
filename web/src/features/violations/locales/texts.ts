import type violationClock from "./sv/core/violationClock.json";
import type violationStatistics from "./sv/violationStatistics.json";
import type violations from "./sv/violations.json";
import type violationsExternal from "./sv/violationsExternal.json";

/** The feature's texts in the typed catalogue (web/src/shared/i18n/texts.ts): `t()` checks their keys. */
declare module "../../../shared/i18n/texts" {
  interface Texts {
    violationClock: (typeof violationClock)["violationClock"];
    violationStatistics: (typeof violationStatistics)["violationStatistics"];
    violations: (typeof violations)["violations"];
    violationsExternal: (typeof violationsExternal)["violationsExternal"];
  }
}
