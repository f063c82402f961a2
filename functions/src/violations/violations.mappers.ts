import type {
  ViolationAccess,
  Violation,
  ViolationChain,
  ViolationInvestigation,
} from "#shared/violations/violation.schema";
import type { ViolationPolicyDoc } from "#shared/violations/violation.policy";
import type { ViolationItem } from "./violations.repo.js";
import type { ViolationInvestigationItem } from "./violation-investigations.repo.js";

/** Items to the shared types: what each reader may see of a report. */

export const policyDocOf = (item: ViolationItem): ViolationPolicyDoc => ({
  schoolId: item.schoolId,
  organizationId: item.organizationId,
  access: item.access,
  authorId: item.authorId,
  accessUsers: item.accessUsers,
  classes: item.classes,
});

const chainOf = (item: ViolationItem): ViolationChain => ({
  learnedAt: item.createdAt,
  seenByPrincipalAt: item.seenByPrincipalAt ?? null,
  seenByPrincipalName: item.seenByPrincipalName ?? null,
  reportedToOwnerAt: item.reportedToOwnerAt ?? null,
  investigationBegunAt: item.investigationBegunAt ?? null,
  investigationEndedAt: item.investigationEndedAt ?? null,
  archivedAt: item.archivedAt ?? null,
  spamAt: item.spamAt ?? null,
});

const refs = (ids: readonly string[]) => ids.map((id) => ({ id }));

/** The report for a reader with `access` (never "none"): the owner's chain view, or the whole report. */
export function toViolation(item: ViolationItem, access: Exclude<ViolationAccess, "none">): Violation {
  if (access === "chain") {
    return {
      view: "chain",
      id: item.id,
      schoolId: item.schoolId,
      type: item.type,
      list: item.list,
      chain: chainOf(item),
      createdAt: item.createdAt,
      version: item.version,
    };
  }
  return {
    view: "full",
    id: item.id,
    schoolId: item.schoolId,
    access: item.access,
    name: item.name,
    email: item.email,
    authorId: item.authorId,
    type: item.type,
    violationBetween: item.violationBetween,
    victim: item.victim,
    incidentDetails: item.incidentDetails,
    when: item.when,
    location: item.location,
    witness: item.witness,
    hasContactedSchool: item.hasContactedSchool,
    hasContactedParents: item.hasContactedParents,
    whoContacted: item.whoContacted,
    victimStudentId: item.victimStudentId || null,
    accessUsers: refs(item.accessUsers),
    classes: refs(item.classes),
    participatingStudents: refs(item.participatingStudents),
    followUps: item.followUps.map((followUp) => ({ ...followUp, violationId: item.id })),
    list: item.list,
    chain: chainOf(item),
    investigationId: item.investigationId ?? null,
    myAccess: access,
    createdAt: item.createdAt,
    version: item.version,
    external: item.external ? { ...item.external, entries: item.externalEntries ?? [] } : null,
  };
}

export function toInvestigation(
  item: ViolationInvestigationItem,
  myAccess: "read" | "manage",
): ViolationInvestigation {
  return {
    id: item.id,
    violationId: item.violationId,
    schoolId: item.schoolId,
    eventDate: item.eventDate || null,
    involvedPersons: item.involvedPersons,
    eventDescription: item.eventDescription,
    precedingEvents: item.precedingEvents,
    duration: item.duration,
    aftermath: item.aftermath,
    physicalActions: item.physicalActions,
    location: item.location,
    studentBehaviour: item.studentBehaviour,
    peerReactions: item.peerReactions,
    dates: item.dates,
    investigators: refs(item.investigators),
    findings: item.findings,
    actionsTaken: item.actionsTaken,
    evaluationDate: item.evaluationDate || null,
    evaluatedBy: item.evaluatedBy,
    concluded: item.concluded,
    createdById: item.createdById,
    createdByName: item.createdByName,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    myAccess,
    version: item.version,
  };
}
