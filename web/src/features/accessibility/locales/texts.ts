import type accessibility from "./sv/accessibility.json";

/** The feature's texts in the typed catalogue (web/src/shared/i18n/texts.ts): `t()` checks their keys. */
declare module "../../../shared/i18n/texts" {
  interface Texts {
    accessibility: (typeof accessibility)["accessibility"];
  }
}
