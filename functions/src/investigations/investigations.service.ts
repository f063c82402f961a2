import type { Page } from "#shared/common.schema";
import {
  createDecision,
  investigationDecision,
  lockedReason,
  schoolListDecision,
  teacherListDecision,
  type InvestigationOperation,
} from "#shared/investigations/investigation.policy";
import {
  CONTRIBUTOR_FIELDS,
  type CreateInvestigationInput,
  type Investigation,
  type InvestigationAccess,
  type ListInvestigationsQuery,
  type UpdateInvestigationInput,
} from "#shared/investigations/investigation.schema";
import type { Actor } from "#shared/policy/actor";
import type { ReasonKey } from "#shared/messages";
import { audit, guard, refuse, type AuditTarget } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { newDocumentIds, newEntry } from "../core/pupil-document/attributes.js";
import {
  guardPupilDocument,
  guardPupilDocumentList,
  visibleDocuments,
} from "../core/pupil-document/guard.js";
import { auditedConflict, writeOrConflict } from "../core/pupil-document/write-or-conflict.js";
import { investigationHasProgram } from "../actionprograms/index.js";
import { schoolScopeFor, scopeOf } from "../schools/index.js";
import { getStudent } from "../students/index.js";
import { announceInvestigation } from "./investigation-notices.js";
import { InvestigationRelations } from "./investigation-relations.js";
import { toInvestigation } from "./investigations.mappers.js";
import { assertPublishable, basedOnRefs, contributorIds } from "./investigation-checks.js";
import {
  createInvestigationItem,
  deleteInvestigationItem,
  getInvestigation,
  listInvestigationsPage,
  updateInvestigationItem,
  type InvestigationChanges,
  type InvestigationItem,
} from "./investigations.repo.js";

/**
 * Pedagogical investigations (Skollagen 3 kap. 7-8 §): the school's list (student health), the teacher's list,
 * create, edit (contribute, publish) and delete a draft. Each function loads, guards with investigation.policy.ts
 * through core's guard (every read, list and write audited), writes through the repo and tells those concerned.
 */

const ENTITY = "investigation";
const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();
const isMember = (actor: Actor, doc: { schoolId: string; organizationId: string }) =>
  actor.organizationId === doc.organizationId && actor.schoolIds.includes(doc.schoolId);

/** The audit target; school and pupil are named only for staff of the school (an outsider's attempt stays theirs). */
function targetOf(
  ctx: RequestContext,
  action: AuditTarget["action"],
  item: { id?: string; schoolId: string; organizationId: string; studentId: string } | null,
): AuditTarget {
  const inSchool = item !== null && isMember(ctx.actor, item);
  return {
    action,
    entity: ENTITY,
    entityId: item?.id,
    schoolId: inSchool ? item.schoolId : undefined,
    studentId: inSchool ? item.studentId : undefined,
  };
}

type Lister = (
  actor: Actor,
  scope: Awaited<ReturnType<typeof schoolScopeFor>>,
) => "allow" | "forbidden" | "not-found";

async function listFor(
  ctx: RequestContext,
  input: ListInvestigationsQuery & { schoolId: string },
  decideList: Lister,
): Promise<Page<Investigation>> {
  const { schoolId, studentId, status, cursor, limit } = input;
  const target: AuditTarget = { action: "LIST", entity: ENTITY, schoolId, studentId };
  await guardPupilDocumentList(ctx, target, decideList(ctx.actor, await schoolScopeFor(ctx, schoolId)));
  const page = await listInvestigationsPage(ctx.deps.db, { schoolId, studentId, status }, { cursor, limit });
  const relations = new InvestigationRelations(ctx.deps.db);
  await relations.prepare(ctx.actor, page.items);
  const items = await visibleDocuments(
    page.items,
    (item) => relations.accessOf(ctx.actor, item),
    toInvestigation,
  );
  await audit(ctx, target);
  return { items, cursor: page.cursor };
}

/** A page of the school's investigations, newest first (student-health staff: everything in their school). */
export const listInvestigations = (
  ctx: RequestContext,
  input: ListInvestigationsQuery & { schoolId: string },
) => listFor(ctx, input, schoolListDecision);

/**
 * The teacher's listing (spec section 6): what the teaching needs, namely published investigations of pupils the
 * teacher mentors or teaches, and drafts they were asked to contribute to. Never the health information.
 */
export const listTeacherInvestigations = (
  ctx: RequestContext,
  input: ListInvestigationsQuery & { schoolId: string },
) => listFor(ctx, input, teacherListDecision);

/** A new investigation about one pupil, a draft unless `status` says PUBLISHED; student-health staff only. */
export async function createInvestigation(
  ctx: RequestContext,
  input: CreateInvestigationInput,
): Promise<Investigation> {
  const { deps, actor } = ctx;
  const student = await getStudent(deps.db, input.studentId);
  if (!student || scopeOf(ctx, student) === "none") {
    return refuse(ctx, "not-found", { audit: { action: "CREATE", entity: ENTITY } });
  }
  const target = targetOf(ctx, "CREATE", {
    schoolId: student.schoolId,
    organizationId: student.organizationId,
    studentId: student.id,
  });
  const decision = isMember(actor, student) ? createDecision(actor) : "forbidden";
  await guard(ctx, decision, { audit: target });
  const status = input.status ?? "DRAFT";
  const at = now(ctx);
  const item: Omit<InvestigationItem, "version"> = {
    ...newDocumentIds(ctx, student),
    status,
    background: input.background ?? "",
    schoolSituation: input.schoolSituation ?? "",
    healthInformation: input.healthInformation ?? "",
    analysis: input.analysis ?? "",
    outcome: input.outcome ?? "",
    noProgramReason: input.noProgramReason ?? "",
    contributors: (await contributorIds(ctx, student.schoolId, input.contributors)) ?? [],
    contributions: [],
    basedOn:
      (await basedOnRefs(ctx, { schoolId: student.schoolId, studentId: student.id }, input.basedOn)) ?? [],
    createdById: actor.userId,
    createdByName: ctx.auth.user.name,
    createdAt: at,
    updatedAt: at,
    publishedAt: status === "PUBLISHED" ? at : "",
    publishedById: status === "PUBLISHED" ? actor.userId : "",
  };
  if (status === "PUBLISHED") assertPublishable(item);
  const created = await createInvestigationItem(deps.db, item);
  await audit(ctx, targetOf(ctx, "CREATE", created));
  const relations = new InvestigationRelations(deps.db);
  await announceInvestigation(
    ctx,
    relations,
    created,
    status === "PUBLISHED" ? "INVESTIGATION_PUBLISHED" : "INVESTIGATION_CONTRIBUTOR",
    created.contributors,
  );
  return toInvestigation(created, "manage");
}

/**
 * Loads one and guards the operation (core's pupil-document guard): 404 when the actor may not see it, 403 when the
 * access does not allow. A refused attempt names the investigation, and its school and pupil for staff of the school.
 */
async function loadInvestigation(
  ctx: RequestContext,
  id: string,
  operation: InvestigationOperation,
  action: AuditTarget["action"],
): Promise<{
  item: InvestigationItem;
  access: Exclude<InvestigationAccess, "none">;
  relations: InvestigationRelations;
}> {
  const relations = new InvestigationRelations(ctx.deps.db);
  const { doc, access } = await guardPupilDocument(ctx, {
    asked: { action, entity: ENTITY, entityId: id },
    load: () => getInvestigation(ctx.deps.db, id),
    accessOf: (item) => relations.accessOf(ctx.actor, item),
    decide: (access) => investigationDecision(access, operation),
    targetOf: (item) => targetOf(ctx, action, item),
    unseenTargetOf: (item) => targetOf(ctx, action, item),
    forbiddenReason: (access) =>
      access === "contribute" && operation === "edit" ? "investigationContributorOnlyContributes" : undefined,
  });
  return { item: doc, access, relations };
}

/**
 * The most an investigation's contributions may weigh together (UTF-8 bytes): with its sections it stays well inside
 * DynamoDB's 400 KB item. A full investigation answers 409 with the reason instead of failing at the database.
 */
const CONTRIBUTIONS_BYTES_MAX = 200_000;

/** A 409 with its reason, audited as a conflict. */
async function refuseConflict(
  ctx: RequestContext,
  item: InvestigationItem,
  action: AuditTarget["action"],
  reason: ReasonKey,
): Promise<never> {
  throw await auditedConflict(ctx, targetOf(ctx, action, item), reason);
}

/**
 * Edits on the version read (stale: 409). Student-health staff edit every field and publish (an outcome, and
 * for "no program" its reason, are required to publish: 400 naming the field); a contributor sends only
 * `contribution`, which is appended under their name. A published one stays published (409 on DRAFT).
 */
export async function updateInvestigation(
  ctx: RequestContext,
  input: UpdateInvestigationInput & { id: string },
): Promise<Investigation> {
  const { id, version, contribution, contributors, basedOn, ...fields } = input;
  const onlyContribution = Object.keys(input).every(
    (key) => key === "id" || (CONTRIBUTOR_FIELDS as readonly string[]).includes(key),
  );
  const { item, access, relations } = await loadInvestigation(
    ctx,
    id,
    onlyContribution ? "contribute" : "edit",
    "UPDATE",
  );
  if (version !== item.version) await refuseConflict(ctx, item, "UPDATE", "investigationChangedByOther");
  const locked = lockedReason(item.status, { status: fields.status });
  if (locked) await refuseConflict(ctx, item, "UPDATE", locked);

  const at = now(ctx);
  const { outcome, ...texts } = fields;
  const changes: InvestigationChanges = { ...texts };
  if (outcome !== undefined) changes.outcome = outcome ?? "";
  changes.contributors = await contributorIds(ctx, item.schoolId, contributors);
  changes.basedOn = await basedOnRefs(ctx, item, basedOn);
  if (contribution) {
    if (
      Buffer.byteLength(JSON.stringify(item.contributions)) + Buffer.byteLength(contribution) >
      CONTRIBUTIONS_BYTES_MAX
    ) {
      await refuseConflict(ctx, item, "UPDATE", "investigationContributionsFull");
    }
    changes.contributions = [...item.contributions, newEntry(ctx, contribution, at)];
  }
  const publishing = item.status === "DRAFT" && fields.status === "PUBLISHED";
  const after = { ...item, ...changes };
  if (after.status === "PUBLISHED")
    assertPublishable({ outcome: after.outcome ?? "", noProgramReason: after.noProgramReason ?? "" });
  if (publishing) {
    changes.publishedAt = at;
    changes.publishedById = ctx.actor.userId;
  }
  const updated = await writeOrConflict(
    ctx,
    targetOf(ctx, "UPDATE", item),
    "investigationChangedByOther",
    () => updateInvestigationItem(ctx.deps.db, item, changes, at),
  );
  await audit(ctx, targetOf(ctx, "UPDATE", updated));
  const added = (changes.contributors ?? []).filter((userId) => !item.contributors.includes(userId));
  if (updated.status === "DRAFT") {
    await announceInvestigation(ctx, relations, updated, "INVESTIGATION_CONTRIBUTOR", added);
  }
  if (publishing) {
    await announceInvestigation(ctx, relations, updated, "INVESTIGATION_PUBLISHED", [
      updated.createdById,
      ...updated.contributors,
    ]);
  }
  return toInvestigation(updated, access);
}

/** Deletes a draft (student-health staff). A published one is the basis of a decision: 409 with the reason. */
export async function deleteInvestigation(ctx: RequestContext, input: { id: string }): Promise<void> {
  const { item } = await loadInvestigation(ctx, input.id, "delete", "DELETE");
  const locked = lockedReason(item.status, "delete");
  if (locked) await refuseConflict(ctx, item, "DELETE", locked);
  if (await investigationHasProgram(ctx.deps.db, item.schoolId, item.id)) {
    await refuseConflict(ctx, item, "DELETE", "investigationHasActionProgram");
  }
  await writeOrConflict(
    ctx,
    targetOf(ctx, "DELETE", item),
    async () =>
      (await getInvestigation(ctx.deps.db, item.id))?.status === "PUBLISHED"
        ? "investigationPublishedCannotBeDeleted"
        : "investigationChangedByOther",
    () => deleteInvestigationItem(ctx.deps.db, item),
  );
  await audit(ctx, targetOf(ctx, "DELETE", item));
}
