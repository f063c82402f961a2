import type { Page } from "#shared/common.schema";
import {
  adaptationAccess,
  adaptationDecision,
  createPupilActionDecision,
  mayCarryOutAdaptations,
  pupilActionListDecision,
  type AdaptationOperation,
  type PupilActionAccess,
} from "#shared/adaptations/adaptation.policy";
import {
  ADAPTATION_CATEGORIES,
  ADAPTATION_FEEDBACK_MAX,
  isFollowUpDue,
  type Adaptation,
  type AdaptationCategory,
  type AdaptationFeedbackInput,
  type CreateAdaptationInput,
  type ListAdaptationsQuery,
  type UpdateAdaptationInput,
} from "#shared/adaptations/adaptation.schema";
import type { Role } from "#shared/constants";
import { badRequest, conflict } from "../core/errors.js";
import { newDocumentIds, newEntry } from "../core/pupil-document/attributes.js";
import { auditedConflict, writeOrConflict } from "../core/pupil-document/write-or-conflict.js";
import { getFWarning } from "../fwarnings/index.js";
import { audit, type AuditTarget } from "../core/guard.js";
import {
  guardNewPupilDocument,
  guardPupilDocument,
  listPupilDocuments,
  pageOfOne,
  pupilDocumentTarget,
} from "../core/pupil-document/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { investigationsBasedOn } from "../investigations/index.js";
import { schoolScopeFor } from "../schools/index.js";
import { getStudent } from "../students/index.js";
import { listMembers } from "../users/index.js";
import { notifyAbout, type PupilNotice } from "./pupil-notices.js";
import { PupilRelations } from "./pupil-relations.js";
import {
  appendAdaptationFeedback,
  createAdaptationItem,
  deleteAdaptationItem,
  getAdaptation,
  listAdaptationsDueFor,
  listAdaptationsOfSchool,
  listAdaptationsOfStudent,
  updateAdaptationItem,
  type AdaptationItem,
} from "./adaptations.repo.js";

/**
 * Extra adaptations (Skollagen 3 kap. 5 §): a school's list, create, edit, delete and feedback. Each function
 * loads, guards with adaptation.policy.ts through core's guard (audited: pupil data), writes through the repo and
 * tells those concerned (category ADAPTATION, no pupil text).
 */

const ENTITY = "adaptation";
const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();
const today = (ctx: RequestContext) => now(ctx).slice(0, 10);

const noticeOf = (kind: "ADAPTATION_ASSIGNED" | "ADAPTATION_FEEDBACK"): PupilNotice => ({
  category: "ADAPTATION",
  kind,
  link: "/actions/adaptations",
  accessOf: adaptationAccess,
});

export function toAdaptation(item: AdaptationItem, access: PupilActionAccess, day: string): Adaptation {
  const feedback = item.feedback.map((entry) => ({ ...entry, adaptionId: item.id }));
  return {
    id: item.id,
    schoolId: item.schoolId,
    studentId: item.studentId,
    subjects: item.subjects,
    categories: item.categories.filter((category): category is AdaptationCategory =>
      (ADAPTATION_CATEGORIES as readonly string[]).includes(category),
    ),
    description: item.description,
    responsible: item.responsible,
    authorId: item.authorId,
    authorName: item.authorName,
    startDate: item.startDate,
    reviewDate: item.reviewDate,
    fWarningId: item.fWarningId === "" ? null : item.fWarningId,
    feedback,
    followUpDue: isFollowUpDue(item, day),
    access,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    version: item.version,
  };
}

const targetOf = (action: AuditTarget["action"], item: AdaptationItem): AuditTarget =>
  pupilDocumentTarget(ENTITY, action, item);

/** Loads an adaptation and applies the policy for the operation (core's pupil-document guard). */
async function loadAdaptation(
  ctx: RequestContext,
  id: string,
  operation: AdaptationOperation,
  action: AuditTarget["action"],
  relations: PupilRelations,
): Promise<{ item: AdaptationItem; access: PupilActionAccess }> {
  const { doc, access } = await guardPupilDocument(ctx, {
    asked: { action, entity: ENTITY, entityId: id },
    load: () => getAdaptation(ctx.deps.db, id),
    accessOf: (item) => relations.accessOf(ctx.actor, item, adaptationAccess),
    decide: (access) => adaptationDecision(access, operation),
    targetOf: (item) => targetOf(action, item),
  });
  return { item: doc, access };
}

/** Those named responsible must be staff of the school who work with pupil actions; each is kept once. */
async function responsibleIds(
  ctx: RequestContext,
  schoolId: string,
  ids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const staff = new Map(
    (await listMembers(ctx.deps.db, schoolId)).map((member) => [member.userId, member.roles]),
  );
  if (unique.some((id) => !mayCarryOutAdaptations((staff.get(id) ?? []) as Role[]))) {
    throw badRequest("responsibleNotOnStaff", ["responsible"]);
  }
  return unique;
}

/**
 * A school's adaptations the caller may see, newest first (`studentId`: one pupil's). Every row is judged by the
 * same policy as a single one, so a page can hold fewer rows than `limit` while `cursor` points to more.
 */
export async function listAdaptations(
  ctx: RequestContext,
  input: ListAdaptationsQuery & { schoolId: string },
): Promise<Page<Adaptation>> {
  const { schoolId, studentId, id, due, ...page } = input;
  const day = today(ctx);
  const { db } = ctx.deps;
  const { userId } = ctx.actor;
  const relations = new PupilRelations(db);
  return listPupilDocuments(ctx, {
    target: { action: "LIST", entity: ENTITY, schoolId, studentId },
    decision: pupilActionListDecision(ctx.actor, await schoolScopeFor(ctx, schoolId)),
    read: () =>
      id
        ? pageOfOne(getAdaptation(db, id))
        : due
          ? listAdaptationsDueFor(db, schoolId, userId, day, page)
          : studentId
            ? listAdaptationsOfStudent(db, studentId, page)
            : listAdaptationsOfSchool(db, schoolId, page),
    keep: (item) =>
      item.schoolId === schoolId &&
      (!studentId || item.studentId === studentId) &&
      (!due || (item.responsible.includes(userId) && isFollowUpDue(item, day))),
    prepare: (items) => relations.prepare(ctx.actor, items),
    accessOf: (item) => relations.accessOf(ctx.actor, item, adaptationAccess),
    show: (item, access) => toAdaptation(item, access, day),
  });
}

/** The category list (no pupil data: not audited). */
export const adaptationCategories = () => ({ categories: [...ADAPTATION_CATEGORIES] });

/** A new adaptation for a pupil of a school the caller works at; those responsible are told. */
export async function createAdaptation(
  ctx: RequestContext,
  input: CreateAdaptationInput,
): Promise<Adaptation> {
  const { deps, actor } = ctx;
  const pupil = await getStudent(deps.db, input.studentId);
  const student = await guardNewPupilDocument(ctx, ENTITY, pupil, (found) =>
    createPupilActionDecision(actor, found),
  );
  const responsible = await responsibleIds(ctx, student.schoolId, input.responsible);
  if (input.fWarningId) {
    // The warning it is made from must be this pupil's (and so of this school).
    const warning = await getFWarning(deps.db, input.fWarningId);
    if (warning?.studentId !== student.id) throw badRequest("fWarningNotOfStudent", ["fWarningId"]);
  }
  const at = now(ctx);
  const item = await createAdaptationItem(deps.db, {
    ...newDocumentIds(ctx, student),
    subjects: input.subjects,
    categories: [...new Set(input.categories)],
    description: input.description,
    responsible,
    authorId: actor.userId,
    authorName: ctx.auth.user.name,
    startDate: input.startDate,
    reviewDate: input.reviewDate,
    fWarningId: input.fWarningId ?? "",
    feedback: [],
    createdAt: at,
    updatedAt: at,
    version: 1,
  });
  await audit(ctx, targetOf("CREATE", item));
  const relations = new PupilRelations(deps.db);
  await notifyAbout(ctx, relations, item, item.responsible, noticeOf("ADAPTATION_ASSIGNED"));
  return toAdaptation(item, await relations.accessOf(actor, item, adaptationAccess), today(ctx));
}

/** Edits an adaptation on the version last read (stale: 409); newly named responsible people are told. */
export async function updateAdaptation(
  ctx: RequestContext,
  input: UpdateAdaptationInput & { id: string },
): Promise<Adaptation> {
  const relations = new PupilRelations(ctx.deps.db);
  const { item, access } = await loadAdaptation(ctx, input.id, "edit", "UPDATE", relations);
  if (input.version !== item.version) throw await auditedConflict(ctx, targetOf("UPDATE", item));
  const startDate = input.startDate ?? item.startDate;
  const reviewDate = input.reviewDate ?? item.reviewDate;
  if (reviewDate < startDate) throw badRequest("reviewBeforeStart", ["reviewDate"]);
  const categories = input.categories ? [...new Set(input.categories)] : item.categories;
  const description = input.description ?? item.description;
  if (categories.length === 0 && description === "") throw badRequest("adaptationNeedsWhat", ["categories"]);
  const responsible = input.responsible
    ? await responsibleIds(ctx, item.schoolId, input.responsible)
    : undefined;
  const updated = await writeOrConflict(ctx, targetOf("UPDATE", item), null, () =>
    updateAdaptationItem(
      ctx.deps.db,
      item,
      {
        subjects: input.subjects,
        categories: input.categories ? categories : undefined,
        description: input.description,
        responsible,
        startDate: input.startDate,
        reviewDate: input.reviewDate,
      },
      now(ctx),
    ),
  );
  await audit(ctx, targetOf("UPDATE", updated));
  if (responsible) {
    const added = responsible.filter((id) => !item.responsible.includes(id));
    await notifyAbout(ctx, relations, updated, added, noticeOf("ADAPTATION_ASSIGNED"));
  }
  return toAdaptation(updated, access, today(ctx));
}

/** Deletes an adaptation (author, or student-health staff); its feedback goes with it. */
export async function deleteAdaptation(ctx: RequestContext, input: { id: string }): Promise<void> {
  const relations = new PupilRelations(ctx.deps.db);
  const { item } = await loadAdaptation(ctx, input.id, "delete", "DELETE", relations);
  // An investigation that rests on the adaptation would lose its documented basis.
  const basisOf = await investigationsBasedOn(ctx.deps.db, item.studentId, {
    kind: "ADAPTATION",
    id: item.id,
  });
  if (basisOf.length > 0) throw conflict("adaptationIsInvestigationBasis");
  await deleteAdaptationItem(ctx.deps.db, item);
  await audit(ctx, targetOf("DELETE", item));
}

/** One teacher's feedback on how the adaptation works, kept in time order; the author and responsible are told. */
export async function giveAdaptationFeedback(
  ctx: RequestContext,
  input: AdaptationFeedbackInput & { adaptionId: string },
): Promise<Adaptation> {
  const relations = new PupilRelations(ctx.deps.db);
  const { item, access } = await loadAdaptation(ctx, input.adaptionId, "feedback", "UPDATE", relations);
  if (item.feedback.length >= ADAPTATION_FEEDBACK_MAX) {
    throw conflict("adaptationFeedbackFull", { max: ADAPTATION_FEEDBACK_MAX });
  }
  const updated = await appendAdaptationFeedback(ctx.deps.db, item, newEntry(ctx, input.feedback, now(ctx)));
  await audit(ctx, targetOf("UPDATE", updated));
  await notifyAbout(
    ctx,
    relations,
    updated,
    [updated.authorId, ...updated.responsible],
    noticeOf("ADAPTATION_FEEDBACK"),
  );
  return toAdaptation(updated, access, today(ctx));
}
