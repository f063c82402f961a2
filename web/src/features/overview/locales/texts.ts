import type overview from "./sv/core/overview.json";

/** The feature's texts in the typed catalogue (web/src/shared/i18n/texts.ts): `t()` checks their keys. */
declare module "../../../shared/i18n/texts" {
  interface Texts {
    overview: (typeof overview)["overview"];
  }
}
