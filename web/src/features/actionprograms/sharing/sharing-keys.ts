import type { ParseKeys } from "i18next";
import type { ProgramAction } from "#shared/actionprograms/action-program.schema";
import type { ShareRecipientKind } from "#shared/actionprograms/share-link.schema";

/** The i18n keys of the share recipients' kinds and of an action's fields. */
export const KIND_KEYS: Record<ShareRecipientKind, ParseKeys> = {
  GUARDIAN: "actionProgramSharing.kinds.GUARDIAN",
  STUDENT: "actionProgramSharing.kinds.STUDENT",
};

/** The kind inside a sentence ("Mottaget ... av vårdnadshavare"). */
export const KIND_IN_TEXT_KEYS: Record<ShareRecipientKind, ParseKeys> = {
  GUARDIAN: "actionProgramSharing.kindsLower.GUARDIAN",
  STUDENT: "actionProgramSharing.kindsLower.STUDENT",
};

export const ACTION_FIELD_KEYS: Record<Exclude<keyof ProgramAction, "action">, ParseKeys> = {
  timespan: "actionPrograms.fields.timespan",
  followUp: "actionPrograms.fields.followUp",
  responsible: "actionPrograms.fields.responsible",
};

/** What a field without a value shows. */
export const NO_VALUE = "–";
