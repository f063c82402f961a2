import { stockholmDateOf } from "#shared/dates";
import type { Page } from "#shared/common.schema";
import type { Role } from "#shared/constants";
import {
  createMappingDecision,
  mappingAccess,
  mappingDecision,
  mappingListDecision,
  mayBeAsked,
  type MappingOperation,
} from "#shared/mappings/mapping.policy";
import {
  labelsOf,
  MAPPING_QUESTION_BY_KEY,
  type AnswerInput,
  type AnswerMappingInput,
  type CreateMappingInput,
  type ListMappingsQuery,
  type MappingAccess,
  type MappingDetail,
  type MappingReminder,
  type MappingSummary,
  type UpdateMappingInput,
} from "#shared/mappings/mapping.schema";
import { AppError, badRequest, conflict, rateLimited } from "../core/errors.js";
import { audit, guard, type AuditTarget } from "../core/guard.js";
import { guardNewPupilDocument, guardPupilDocument, visibleDocuments } from "../core/pupil-document/guard.js";
import { auditedConflict } from "../core/pupil-document/write-or-conflict.js";
import type { RequestContext } from "../core/request-context.js";
import { investigationsBasedOn } from "../investigations/index.js";
import { schoolScopeFor } from "../schools/index.js";
import { getStudent } from "../students/index.js";
import { listMembers } from "../users/index.js";
import { announceMapping } from "./mapping-notices.js";
import { policyDocOf, toMappingDetail, toMappingSummary } from "./mappings.mappers.js";
import {
  createMappingItem,
  deleteMappingPage,
  getMappingPage,
  listMappingsOfSchool,
  saveAnswerSet,
  updateMappingItem,
  type MappingItem,
  type MappingPage,
} from "./mappings.repo.js";

/**
 * Mappings (kartläggningar): a school's list, one mapping's detail, create, answer, edit, remind and delete. Each
 * function loads, guards (mapping.policy.ts through core's guard, audited: a mapping is pupil data), writes
 * through the repo and tells those concerned (category MAPPING).
 */

const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();
/** Today at the school: the date in Sweden, not in UTC (still yesterday there until 01:00 or 02:00). */
const today = (ctx: RequestContext) => stockholmDateOf(ctx.deps.clock.now());
const ENTITY = "mapping";

const targetOf = (mapping: MappingItem, action: AuditTarget["action"]): AuditTarget => ({
  action,
  entity: ENTITY,
  entityId: mapping.mappingId,
  schoolId: mapping.schoolId,
  studentId: mapping.studentId,
});

/**
 * Loads a mapping's page and applies the policy for the operation (core's pupil-document guard): a mapping not at
 * `schoolId`, if given, is not found.
 */
async function loadMapping(
  ctx: RequestContext,
  id: string,
  operation: MappingOperation,
  action: AuditTarget["action"],
  schoolId?: string,
): Promise<{ page: MappingPage; access: Exclude<MappingAccess, "none"> }> {
  const { doc, access } = await guardPupilDocument(ctx, {
    asked: { action, entity: ENTITY, entityId: id },
    load: async () => {
      const page = await getMappingPage(ctx.deps.db, id);
      return page && (schoolId === undefined || page.mapping.schoolId === schoolId) ? page : null;
    },
    accessOf: (page) => mappingAccess(ctx.actor, policyDocOf(page.mapping)),
    decide: (access) => mappingDecision(access, operation),
    targetOf: (page) => targetOf(page.mapping, action),
  });
  return { page: doc, access };
}

/** Those asked must be staff of the school holding a mapping role there; each is kept once, with their name. */
async function respondentsOf(
  ctx: RequestContext,
  schoolId: string,
  refs: { id: string }[],
): Promise<{ id: string; name: string }[]> {
  const ids = [...new Set(refs.map((ref) => ref.id))];
  const members = new Map(
    (await listMembers(ctx.deps.db, schoolId)).map((member) => [member.userId, member]),
  );
  return ids.map((id) => {
    const member = members.get(id);
    if (!member || !mayBeAsked(member.roles as Role[]))
      throw badRequest("mappingRespondentNotStaff", ["respondents"]);
    return { id, name: member.name };
  });
}

/** A page of the school's mappings the caller may see, newest first; `status` and `studentId` narrow it. */
export async function listMappings(
  ctx: RequestContext,
  input: ListMappingsQuery & { schoolId: string },
): Promise<Page<MappingSummary>> {
  const { schoolId, ...query } = input;
  const target = { action: "LIST" as const, entity: ENTITY, schoolId, studentId: query.studentId };
  const decision = mappingListDecision(ctx.actor, await schoolScopeFor(ctx, schoolId));
  await guard(ctx, decision, { audit: target });
  const day = today(ctx);
  const page = await listMappingsOfSchool(ctx.deps.db, schoolId, { ...query, today: day }, query);
  const items = await visibleDocuments(
    page.items.filter((mapping) => mapping.schoolId === schoolId),
    (mapping) => mappingAccess(ctx.actor, policyDocOf(mapping)),
    (mapping, access) => toMappingSummary(mapping, access, day),
  );
  await audit(ctx, target);
  return { items, cursor: page.cursor };
}

/** One mapping with the answers the caller may see, scores per answerer and (for managers) combined. */
export async function readMapping(
  ctx: RequestContext,
  input: { schoolId: string; id: string },
): Promise<MappingDetail> {
  const { page, access } = await loadMapping(ctx, input.id, "read", "READ", input.schoolId);
  await audit(ctx, targetOf(page.mapping, "READ"));
  return toMappingDetail(page, access, ctx.actor, today(ctx));
}

/** A new deadline lies today or later on the server's clock (the shared schema's rule): else 400 at the field. */
function assertDeadlineAhead(ctx: RequestContext, deadline: string): void {
  if (deadline < today(ctx)) throw badRequest("mappingDeadlineInPast", ["deadline"]);
}

/** A new active mapping about one pupil, asking the given staff to answer by the deadline. */
export async function createMapping(ctx: RequestContext, input: CreateMappingInput): Promise<MappingDetail> {
  const { deps, actor } = ctx;
  const pupil = await getStudent(deps.db, input.studentId);
  const student = await guardNewPupilDocument(ctx, ENTITY, pupil, (found) =>
    createMappingDecision(actor, found),
  );
  assertDeadlineAhead(ctx, input.deadline);
  const respondents = await respondentsOf(ctx, student.schoolId, input.respondents);
  const at = now(ctx);
  const mapping: MappingItem = {
    mappingId: deps.ids.id(),
    schoolId: student.schoolId,
    organizationId: student.organizationId,
    studentId: student.id,
    createdById: actor.userId,
    createdByName: ctx.auth.user.name,
    respondents,
    deadline: input.deadline,
    active: true,
    actionProgramBegun: false,
    updatedByRole: actor.role,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  await createMappingItem(deps.db, mapping);
  await audit(ctx, targetOf(mapping, "CREATE"));
  await announceMapping(
    ctx,
    mapping,
    "MAPPING_REQUESTED",
    respondents.map((respondent) => respondent.id),
  );
  const access = mappingAccess(actor, policyDocOf(mapping));
  return toMappingDetail({ mapping, answers: [] }, access === "none" ? "answer" : access, actor, today(ctx));
}

/**
 * Checks every answer against the chart: a known question, each once; a scored question by one of its labels with
 * that label's points; an open question by text alone. Answers what is stored (label or text, never points).
 */
function checkedAnswers(answers: readonly AnswerInput[]): { key: string; label?: string; text?: string }[] {
  const seen = new Set<string>();
  return answers.map((answer, index) => {
    const question = MAPPING_QUESTION_BY_KEY.get(answer.key);
    if (!question) throw badRequest("mappingUnknownQuestion", ["answers", index, "key"]);
    if (seen.has(answer.key)) throw badRequest("mappingDuplicateAnswer", ["answers", index, "key"]);
    seen.add(answer.key);
    const labels = labelsOf(question);
    if (labels.length === 0) {
      if (answer.label !== undefined || answer.points !== undefined || answer.text === undefined) {
        throw badRequest("mappingOpenQuestionText", ["answers", index]);
      }
      return { key: answer.key, text: answer.text };
    }
    if (answer.text !== undefined) throw badRequest("mappingScoredQuestionLabel", ["answers", index, "text"]);
    const label = labels.find((candidate) => candidate.id === answer.label);
    if (!label || answer.points !== label.points) {
      throw badRequest("mappingPointsNotInChart", ["answers", index, "points"]);
    }
    return { key: answer.key, label: label.id };
  });
}

/**
 * The caller's answers (replacing their earlier ones): only someone asked, only while the mapping is active, and
 * only answers the chart knows; anything else answers 400 or 409 and stores nothing. Answers the mapping as the
 * caller now sees it, with their answers and the scores computed from them.
 */
export async function answerMapping(
  ctx: RequestContext,
  input: AnswerMappingInput & { mappingId: string },
): Promise<MappingDetail> {
  const { page, access } = await loadMapping(ctx, input.mappingId, "answer", "UPDATE");
  const { mapping } = page;
  if (!mapping.respondents.some((respondent) => respondent.id === ctx.actor.userId)) {
    throw badRequest("mappingNotAsked");
  }
  if (!mapping.active) throw conflict("mappingInactive");
  const answers = checkedAnswers(input.answers);
  const answer = {
    mappingId: mapping.mappingId,
    userId: ctx.actor.userId,
    userName: ctx.auth.user.name,
    answers,
    answeredAt: now(ctx),
  };
  try {
    await saveAnswerSet(ctx.deps.db, answer);
  } catch (err) {
    // The mapping was archived or deleted meanwhile.
    if (err instanceof AppError && err.code === "CONFLICT") throw conflict("mappingInactive");
    throw err;
  }
  await audit(ctx, targetOf(mapping, "UPDATE"));
  const answered = {
    ...mapping,
    answeredBy: [...new Set([...(mapping.answeredBy ?? []), ctx.actor.userId])],
  };
  const others = page.answers.filter((set) => set.userId !== ctx.actor.userId);
  return toMappingDetail({ mapping: answered, answers: [...others, answer] }, access, ctx.actor, today(ctx));
}

/**
 * Edits the deadline, active state, next step or who is asked, on the version read (stale: 409). `role` is the
 * caller's active role (spec section 6); it is recorded with the change. Newly asked staff are told.
 */
export async function updateMapping(
  ctx: RequestContext,
  input: UpdateMappingInput & { id: string },
): Promise<MappingDetail> {
  const { page, access } = await loadMapping(ctx, input.id, "update", "UPDATE");
  const { mapping } = page;
  if (input.role !== ctx.actor.role) throw badRequest("mappingRoleMismatch", ["role"]);
  if (input.version !== mapping.version) throw await auditedConflict(ctx, targetOf(mapping, "UPDATE"));
  if (input.deadline !== undefined && input.deadline !== mapping.deadline)
    assertDeadlineAhead(ctx, input.deadline);
  const respondents = input.respondents
    ? await respondentsOf(ctx, mapping.schoolId, input.respondents)
    : undefined;
  // Someone who answered, left the school and is asked again is a respondent like any other (mapping-removal.ts).
  const former = mapping.formerRespondentIds ?? [];
  const stillFormer = former.filter((id) => !respondents?.some((respondent) => respondent.id === id));
  const updated = await updateMappingItem(
    ctx.deps.db,
    mapping,
    {
      deadline: input.deadline,
      active: input.active,
      actionProgramBegun: input.actionProgramBegun,
      respondents,
      formerRespondentIds: stillFormer.length < former.length ? stillFormer : undefined,
      updatedByRole: ctx.actor.role,
    },
    now(ctx),
  );
  await audit(ctx, targetOf(mapping, "UPDATE"));
  if (respondents) {
    const before = new Set(mapping.respondents.map((respondent) => respondent.id));
    const added = respondents
      .filter((respondent) => !before.has(respondent.id))
      .map((respondent) => respondent.id);
    await announceMapping(ctx, updated, "MAPPING_REQUESTED", added);
  }
  return toMappingDetail({ mapping: updated, answers: page.answers }, access, ctx.actor, today(ctx));
}

/** Reminds those asked who have not answered (spec section 2: a reminder can be sent). */
export async function remindMapping(ctx: RequestContext, input: { id: string }): Promise<MappingReminder> {
  const { page } = await loadMapping(ctx, input.id, "remind", "UPDATE");
  const { mapping } = page;
  if (!mapping.active) throw conflict("mappingInactive");
  const answered = new Set(mapping.answeredBy ?? []);
  const pending = mapping.respondents.map((respondent) => respondent.id).filter((id) => !answered.has(id));
  if (pending.length === 0) throw conflict("mappingAllAnswered");
  // At most once an hour per mapping and person (as a ticket's reminder): sent again from a stale tab or by a
  // second click after the answer, it mails no one twice.
  const limit = await ctx.deps.rateLimiter.hit(`mappingReminder#${mapping.mappingId}#${ctx.actor.userId}`, {
    limit: 1,
    windowSeconds: 3600,
  });
  if (!limit.allowed) throw rateLimited("mappingReminderSentRecently");
  const reminded = await announceMapping(ctx, mapping, "MAPPING_REMINDER", pending);
  await audit(ctx, targetOf(mapping, "UPDATE"));
  return { remindedIds: reminded };
}

/** Deletes a mapping with its answers. */
export async function deleteMapping(ctx: RequestContext, input: { id: string }): Promise<void> {
  const { page } = await loadMapping(ctx, input.id, "delete", "DELETE");
  const { mappingId, studentId } = page.mapping;
  const basisOf = await investigationsBasedOn(ctx.deps.db, studentId, { kind: "MAPPING", id: mappingId });
  if (basisOf.length > 0) throw conflict("mappingIsInvestigationBasis");
  await deleteMappingPage(ctx.deps.db, page);
  await audit(ctx, targetOf(page.mapping, "DELETE"));
}
