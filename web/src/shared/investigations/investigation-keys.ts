import type { ParseKeys } from "i18next";
import type {
  BasedOnKind,
  InvestigationOutcome,
  InvestigationStatus,
} from "#shared/investigations/investigation.schema";
import type { StatusState } from "../ui/status-badge";

/** The investigations' texts by value (explicit keys: never built from the value). */
export const INVESTIGATION_STATUS_KEYS: Record<InvestigationStatus, ParseKeys> = {
  DRAFT: "investigations.status.DRAFT",
  PUBLISHED: "investigations.status.PUBLISHED",
};

/** An investigation's status as a badge's state: a draft is being written, a published one is done. */
export const INVESTIGATION_STATES: Record<InvestigationStatus, StatusState> = {
  DRAFT: "inProgress",
  PUBLISHED: "done",
};

export const INVESTIGATION_TAB_KEYS: Record<"all" | InvestigationStatus, ParseKeys> = {
  all: "investigations.tabs.all",
  DRAFT: "investigations.tabs.DRAFT",
  PUBLISHED: "investigations.tabs.PUBLISHED",
};

const OUTCOME_KEYS: Record<InvestigationOutcome | "none", ParseKeys> = {
  PROGRAM: "investigations.outcome.PROGRAM",
  NO_PROGRAM: "investigations.outcome.NO_PROGRAM",
  none: "investigations.outcome.none",
};
export const outcomeKey = (outcome: InvestigationOutcome | null): ParseKeys =>
  OUTCOME_KEYS[outcome ?? "none"];

export const BASED_ON_KEYS: Record<BasedOnKind, ParseKeys> = {
  MAPPING: "investigations.basedOnKind.MAPPING",
  ADAPTATION: "investigations.basedOnKind.ADAPTATION",
  FWARNING: "investigations.basedOnKind.FWARNING",
};
