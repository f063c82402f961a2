import type { Page } from "#shared/common.schema";
import {
  createPupilActionDecision,
  pupilActionListDecision,
  type PupilActionAccess,
} from "#shared/adaptations/adaptation.policy";
import { fWarningAccess, fWarningDecision, type FWarningOperation } from "#shared/fwarnings/fwarning.policy";
import type {
  CreateFWarningInput,
  FWarning,
  ListFWarningsQuery,
  UpdateFWarningInput,
} from "#shared/fwarnings/fwarning.schema";
import {
  hasAdaptationFromWarning,
  notifyAbout,
  PupilRelations,
  type PupilNotice,
} from "../adaptations/index.js";
import { badRequest, conflict } from "../core/errors.js";
import { newDocumentIds } from "../core/pupil-document/attributes.js";
import { auditedConflict, writeOrConflict } from "../core/pupil-document/write-or-conflict.js";
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
import {
  createFWarningItem,
  deleteFWarningItem,
  getFWarning,
  listFWarningsOfSchool,
  listFWarningsOfStudent,
  updateFWarningItem,
  type FWarningItem,
} from "./fwarnings.repo.js";

/**
 * F and F-warnings: a school's list, create, edit and delete. Each function loads, guards with fwarning.policy.ts
 * through core's guard (audited: pupil data) and writes through the repo; a new one is told to the pupil's mentors
 * (category F, no pupil text).
 */

const ENTITY = "fwarning";
const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();

const CREATED: PupilNotice = {
  category: "F",
  kind: "F_WARNING_CREATED",
  link: "/actions/f-and-f-warnings",
  accessOf: fWarningAccess,
};

/** The policy's view: an F-warning names nobody responsible. */
const docOf = (item: FWarningItem) => ({ ...item, responsible: [] as string[] });

/** An F-warning as the API shows it: every field but its organization, with the caller's access. */
export const toFWarning = (
  { organizationId: _organization, ...shown }: FWarningItem,
  access: PupilActionAccess,
): FWarning => ({ ...shown, access });

const targetOf = (action: AuditTarget["action"], item: FWarningItem): AuditTarget =>
  pupilDocumentTarget(ENTITY, action, item);

/** Loads an F-warning and applies the policy for the operation (core's pupil-document guard). */
async function loadFWarning(
  ctx: RequestContext,
  id: string,
  operation: FWarningOperation,
  action: AuditTarget["action"],
): Promise<{ item: FWarningItem; access: PupilActionAccess }> {
  const relations = new PupilRelations(ctx.deps.db);
  const { doc, access } = await guardPupilDocument(ctx, {
    asked: { action, entity: ENTITY, entityId: id },
    load: () => getFWarning(ctx.deps.db, id),
    accessOf: (item) => relations.accessOf(ctx.actor, docOf(item), fWarningAccess),
    decide: (access) => fWarningDecision(access, operation),
    targetOf: (item) => targetOf(action, item),
  });
  return { item: doc, access };
}

/** A school's F and F-warnings the caller may see, newest first (`studentId`: one pupil's). */
export async function listFWarnings(
  ctx: RequestContext,
  input: ListFWarningsQuery & { schoolId: string },
): Promise<Page<FWarning>> {
  const { schoolId, studentId, id, ...page } = input;
  const { db } = ctx.deps;
  const relations = new PupilRelations(db);
  return listPupilDocuments(ctx, {
    target: { action: "LIST", entity: ENTITY, schoolId, studentId },
    decision: pupilActionListDecision(ctx.actor, await schoolScopeFor(ctx, schoolId)),
    read: () =>
      id
        ? pageOfOne(getFWarning(db, id))
        : studentId
          ? listFWarningsOfStudent(db, studentId, page)
          : listFWarningsOfSchool(db, schoolId, page),
    keep: (item) => item.schoolId === schoolId && (!studentId || item.studentId === studentId),
    prepare: (items) => relations.prepare(ctx.actor, items.map(docOf)),
    accessOf: (item) => relations.accessOf(ctx.actor, docOf(item), fWarningAccess),
    show: toFWarning,
  });
}

/** A new F or F-warning for a pupil of a school the caller works at; the pupil's mentors are told. */
export async function createFWarning(ctx: RequestContext, input: CreateFWarningInput): Promise<FWarning> {
  const { deps, actor } = ctx;
  const pupil = await getStudent(deps.db, input.studentId);
  const student = await guardNewPupilDocument(ctx, ENTITY, pupil, (found) =>
    createPupilActionDecision(actor, found),
  );
  const at = now(ctx);
  const item = await createFWarningItem(deps.db, {
    ...newDocumentIds(ctx, student),
    isWarning: input.isWarning,
    course: input.course,
    reason: input.reason,
    feedback: input.feedback,
    startDate: input.startDate,
    plannedEndDate: input.plannedEndDate,
    authorId: actor.userId,
    authorName: ctx.auth.user.name,
    createdAt: at,
    updatedAt: at,
    version: 1,
  });
  await audit(ctx, targetOf("CREATE", item));
  const relations = new PupilRelations(deps.db);
  relations.know([student]);
  await notifyAbout(ctx, relations, docOf(item), await relations.mentorsOf(item), CREATED);
  return toFWarning(item, await relations.accessOf(actor, docOf(item), fWarningAccess));
}

/** Edits an F-warning on the version last read (stale: 409). */
export async function updateFWarning(
  ctx: RequestContext,
  input: UpdateFWarningInput & { id: string },
): Promise<FWarning> {
  const { item, access } = await loadFWarning(ctx, input.id, "edit", "UPDATE");
  if (input.version !== item.version) throw await auditedConflict(ctx, targetOf("UPDATE", item));
  if ((input.plannedEndDate ?? item.plannedEndDate) < (input.startDate ?? item.startDate)) {
    throw badRequest("endBeforeStart", ["plannedEndDate"]);
  }
  const { version: _version, id: _id, ...changes } = input;
  const updated = await writeOrConflict(ctx, targetOf("UPDATE", item), null, () =>
    updateFWarningItem(ctx.deps.db, item, changes, now(ctx)),
  );
  await audit(ctx, targetOf("UPDATE", updated));
  return toFWarning(updated, access);
}

/**
 * Deletes an F-warning (its author, or student-health staff). One that extra adaptations were made from is kept
 * (409 with the reason): the adaptations would lose the warning they rest on.
 */
export async function deleteFWarning(ctx: RequestContext, input: { id: string }): Promise<void> {
  const { item } = await loadFWarning(ctx, input.id, "delete", "DELETE");
  if (await hasAdaptationFromWarning(ctx.deps.db, item.studentId, item.id)) {
    throw conflict("fWarningHasAdaptations");
  }
  const basisOf = await investigationsBasedOn(ctx.deps.db, item.studentId, { kind: "FWARNING", id: item.id });
  if (basisOf.length > 0) throw conflict("fWarningIsInvestigationBasis");
  await deleteFWarningItem(ctx.deps.db, item);
  await audit(ctx, targetOf("DELETE", item));
}
