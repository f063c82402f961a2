import type { ParseKeys } from "i18next";
import type {
  ContactAnswer,
  ViolationAccessLevel,
  ViolationBetween,
  ViolationChain,
  ViolationType,
} from "#shared/violations/violation.schema";
import type { StatusState } from "../ui/status-badge";
import type { stateOf } from "./violation-rules";

/** The text key of each value, written out (keys are never built from values). */
export const TYPE_KEYS: Record<ViolationType, ParseKeys> = {
  HARASSMENT: "violations.types.HARASSMENT",
  DISCRIMINATION: "violations.types.DISCRIMINATION",
  VIOLATION: "violations.types.VIOLATION",
};

export const BETWEEN_KEYS: Record<ViolationBetween, ParseKeys> = {
  STUDENTTOSTUDENT: "violations.between.STUDENTTOSTUDENT",
  TEACHERTOSTUDENT: "violations.between.TEACHERTOSTUDENT",
  STUDENTTOTEACHER: "violations.between.STUDENTTOTEACHER",
  STAFFTOSTAFF: "violations.between.STAFFTOSTAFF",
  DONTKNOW: "violations.between.DONTKNOW",
};

export const ANSWER_KEYS: Record<ContactAnswer, ParseKeys> = {
  YES: "violations.answers.YES",
  NO: "violations.answers.NO",
  IDK: "violations.answers.IDK",
};

export const ACCESS_KEYS: Record<ViolationAccessLevel, ParseKeys> = {
  COUNSELOR: "violations.access.COUNSELOR",
  TEACHER: "violations.access.TEACHER",
  MENTOR: "violations.access.MENTOR",
  SELECTED: "violations.access.SELECTED",
};

export const STATE_KEYS: Record<ReturnType<typeof stateOf>, ParseKeys> = {
  new: "violations.states.new",
  seen: "violations.states.seen",
  investigating: "violations.states.investigating",
  archived: "violations.states.archived",
  junk: "violations.states.junk",
};

/** A report's state as a badge's: new until the principal has seen it; junk is put away as the archived are. */
export const VIOLATION_STATES: Record<ReturnType<typeof stateOf>, StatusState> = {
  new: "new",
  seen: "inProgress",
  investigating: "inProgress",
  archived: "archived",
  junk: "archived",
};

export const CHAIN_KEYS: Record<
  Exclude<keyof ViolationChain, "seenByPrincipalName" | "spamAt">,
  ParseKeys
> = {
  learnedAt: "violations.chain.learnedAt",
  seenByPrincipalAt: "violations.chain.seenByPrincipalAt",
  reportedToOwnerAt: "violations.chain.reportedToOwnerAt",
  investigationBegunAt: "violations.chain.investigationBegunAt",
  investigationEndedAt: "violations.chain.investigationEndedAt",
  archivedAt: "violations.chain.archivedAt",
};

export const PAGE_KEYS: readonly ParseKeys[] = [
  "violations.create.pages.0",
  "violations.create.pages.1",
  "violations.create.pages.2",
];

export const FILTER_KEYS: Record<"current" | "archived", ParseKeys> = {
  current: "violations.filter.current",
  archived: "violations.filter.archived",
};

export const CONTACT_FIELD_KEYS: Record<"hasContactedSchool" | "hasContactedParents", ParseKeys> = {
  hasContactedSchool: "violations.fields.hasContactedSchool",
  hasContactedParents: "violations.fields.hasContactedParents",
};

export const INVESTIGATION_TEXT_KEYS: Record<"eventDescription" | "findings" | "actionsTaken", ParseKeys> = {
  eventDescription: "violations.investigation.eventDescription",
  findings: "violations.investigation.findings",
  actionsTaken: "violations.investigation.actionsTaken",
};
