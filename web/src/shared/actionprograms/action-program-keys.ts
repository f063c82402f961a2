import type { ParseKeys } from "i18next";
import type {
  ActionProgramFilter,
  ActionProgramStatus,
  HeadDecision,
  ProgramHistoryEntry,
} from "#shared/actionprograms/action-program.schema";
import type { StatusState } from "../ui/status-badge";

/** The i18n keys of the action programs' statuses, filters, decisions and history events. */
export const STATUS_KEYS: Record<ActionProgramStatus, ParseKeys> = {
  draft: "actionPrograms.status.draft",
  published: "actionPrograms.status.published",
  archived: "actionPrograms.status.archived",
};

/** A program's status as a badge's state: a draft is being written, a decided program is done. */
export const PROGRAM_STATES: Record<ActionProgramStatus, StatusState> = {
  draft: "inProgress",
  published: "done",
  archived: "archived",
};

export const FILTER_KEYS: Record<ActionProgramFilter, ParseKeys> = {
  ongoing: "actionPrograms.filters.ongoing",
  archived: "actionPrograms.filters.archived",
};

export const HEAD_DECISION_KEYS: Record<HeadDecision, ParseKeys> = {
  NEW_PROGRAM: "actionPrograms.evaluations.decisions.NEW_PROGRAM",
  NO_NEW_PROGRAM: "actionPrograms.evaluations.decisions.NO_NEW_PROGRAM",
};

export const HISTORY_KEYS: Record<ProgramHistoryEntry["event"], ParseKeys> = {
  CREATED: "actionPrograms.history.CREATED",
  UPDATED: "actionPrograms.history.UPDATED",
  PUBLISHED: "actionPrograms.history.PUBLISHED",
  ARCHIVED: "actionPrograms.history.ARCHIVED",
  CORRECTED: "actionPrograms.history.CORRECTED",
};
