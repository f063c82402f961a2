import type actionProgramSharing from "./sv/actionProgramSharing.json";
import type actionProgramView from "./sv/actionProgramView.json";
import type actionPrograms from "./sv/actionPrograms.json";
import type actionProgramQueue from "./sv/core/actionProgramQueue.json";

/** The feature's texts in the typed catalogue (web/src/shared/i18n/texts.ts): `t()` checks their keys. */
declare module "../../../shared/i18n/texts" {
  interface Texts {
    actionProgramSharing: (typeof actionProgramSharing)["actionProgramSharing"];
    actionProgramView: (typeof actionProgramView)["actionProgramView"];
    actionPrograms: (typeof actionPrograms)["actionPrograms"];
    actionProgramQueue: (typeof actionProgramQueue)["actionProgramQueue"];
  }
}
