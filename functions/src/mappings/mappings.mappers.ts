import { MAPPING_QUESTION_BY_KEY } from "#shared/mappings/mapping.chart";
import { isMappingStaffRole, type MappingPolicyDoc } from "#shared/mappings/mapping.policy";
import type { Actor } from "#shared/policy/actor";
import {
  mappingStatus,
  scoreAnswers,
  type MappingAccess,
  type MappingAnswerSet,
  type MappingDetail,
  type MappingSummary,
} from "#shared/mappings/mapping.schema";
import { labelOf } from "#shared/mappings/mapping.scoring";
import type { MappingAnswerItem, MappingItem, MappingPage } from "./mappings.repo.js";

/** The parts the policy judges. */
export const policyDocOf = (mapping: MappingItem): MappingPolicyDoc => ({
  schoolId: mapping.schoolId,
  organizationId: mapping.organizationId,
  createdById: mapping.createdById,
  respondentIds: mapping.respondents.map((respondent) => respondent.id),
});

export function toMappingSummary(
  mapping: MappingItem,
  access: Exclude<MappingAccess, "none">,
  today: string,
): MappingSummary {
  const answered = new Set(mapping.answeredBy ?? []);
  return {
    id: mapping.mappingId,
    schoolId: mapping.schoolId,
    studentId: mapping.studentId,
    createdBy: { id: mapping.createdById, name: mapping.createdByName },
    respondents: mapping.respondents.map((respondent) => ({
      id: respondent.id,
      name: respondent.name,
      answered: answered.has(respondent.id),
    })),
    // Each former respondent answered (mapping-removal.ts); the detail shows and scores their answers.
    formerAnswered: (mapping.formerRespondentIds ?? []).filter((id) => answered.has(id)).length,
    deadline: mapping.deadline,
    active: mapping.active,
    actionProgramBegun: mapping.actionProgramBegun,
    status: mappingStatus(mapping, today),
    updatedByRole: mapping.updatedByRole ?? null,
    access,
    createdAt: mapping.createdAt,
    updatedAt: mapping.updatedAt,
    version: mapping.version,
  };
}

/** One answer set with its points from the chart and its scores (computed here, never taken from a client). */
export function toAnswerSet(item: MappingAnswerItem): MappingAnswerSet {
  return {
    answeredBy: { id: item.userId, name: item.userName },
    answeredAt: item.answeredAt,
    answers: item.answers.map((answer) => {
      const label = labelOf(answer);
      return {
        key: answer.key,
        ...(answer.label ? { label: answer.label } : {}),
        ...(label ? { points: label.points } : {}),
        ...(answer.text ? { text: answer.text } : {}),
      };
    }),
    scores: scoreAnswers([item.answers]),
  };
}

/**
 * Others' answers to the health questions (Hälsa) are for student-health staff: a teacher who manages a mapping
 * (its creator) sees others' answer sets and the combined scores without them.
 */
function withoutOthersHealth(
  set: MappingAnswerItem,
  actor: Pick<Actor, "userId" | "role">,
): MappingAnswerItem {
  if (set.userId === actor.userId || isMappingStaffRole(actor.role)) return set;
  return {
    ...set,
    answers: set.answers.filter((answer) => MAPPING_QUESTION_BY_KEY.get(answer.key)?.category !== "Hälsa"),
  };
}

/**
 * The detail view: who manages it sees every answer set and the combined scores (a teacher without others'
 * health answers); someone asked to answer sees only their own answers and no combined scores.
 */
export function toMappingDetail(
  page: MappingPage,
  access: Exclude<MappingAccess, "none">,
  actor: Pick<Actor, "userId" | "role">,
  today: string,
): MappingDetail {
  // Only those the mapping still asks count: answers of someone since removed from it are neither shown nor scored.
  // Those who answered and then left the school still count (their answers stay with the mapping).
  const asked = new Set([
    ...page.mapping.respondents.map((respondent) => respondent.id),
    ...(page.mapping.formerRespondentIds ?? []),
  ]);
  const current = page.answers.filter((set) => asked.has(set.userId));
  const sets = (access === "manage" ? current : current.filter((set) => set.userId === actor.userId)).map(
    (set) => withoutOthersHealth(set, actor),
  );
  return {
    ...toMappingSummary(page.mapping, access, today),
    answerSets: sets.map(toAnswerSet),
    combined: access === "manage" ? scoreAnswers(sets.map((set) => set.answers)) : null,
  };
}
