import type { Page, PageQuery } from "#shared/common.schema";
import { investigationListDecision } from "#shared/violations/violation.policy";
import type {
  CreateViolationInvestigationInput,
  UpdateViolationInvestigationInput,
  ViolationAccess,
  ViolationInvestigation,
} from "#shared/violations/violation.schema";
import { INVESTIGATION_TEXT_FIELDS } from "#shared/violations/violation.schema";
import { AppError, badRequest, conflict } from "../core/errors.js";
import { audit, refuse } from "../core/guard.js";
import { guardPupilDocumentList } from "../core/pupil-document/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { auditedConflict } from "../core/pupil-document/write-or-conflict.js";
import { schoolScopeFor } from "../schools/index.js";
import { listMembers } from "../users/index.js";
import { loadViolation, violationTarget, writeOrConflict } from "./violation-guard.js";
import { batchGet, ViolationRelations } from "./violation-relations.js";
import { toInvestigation } from "./violations.mappers.js";
import { getViolation, getViolations, updateViolationItem, type ViolationItem } from "./violations.repo.js";
import {
  beginInvestigationItem,
  deleteInvestigationItem,
  getInvestigation,
  hasInvestigation,
  listInvestigationsPage,
  updateInvestigationItem,
  type ViolationInvestigationItem,
} from "./violation-investigations.repo.js";

/**
 * Investigations of violation reports (spec section 3's fields). Access follows the report's: those who manage the
 * report manage its investigations, those who may read it read them (teachers through their own list); the
 * owner's chain view shows none. A report has one investigation: beginning it starts the chain's 'investigation
 * begun' and a second begin is refused (409 `violationInvestigationBegun`); concluding it ends the chain's step.
 */

const INVESTIGATION = "violationInvestigation";
const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();
const investigationAccess = (access: ViolationAccess) =>
  access === "manage" ? "manage" : access === "read" || access === "write" ? "read" : null;

async function list(
  ctx: RequestContext,
  input: PageQuery & { schoolId: string },
  which: "school" | "teacher",
): Promise<Page<ViolationInvestigation>> {
  const { schoolId } = input;
  const target = { action: "LIST" as const, entity: INVESTIGATION, schoolId };
  const scope = await schoolScopeFor(ctx, schoolId);
  await guardPupilDocumentList(ctx, target, investigationListDecision(ctx.actor, scope, which));
  const page = await listInvestigationsPage(ctx.deps.db, schoolId, input);
  const reportIds = [...new Set(page.items.map((item) => item.violationId))];
  const reports = new Map(
    (
      await batchGet(
        reportIds.map((id) => ({ id })),
        (keys) => getViolations(ctx.deps.db, keys),
      )
    ).map((report) => [report.id, report]),
  );
  const relations = new ViolationRelations(ctx.deps.db);
  await relations.prepare(ctx.actor, [...reports.values()]);
  const items: ViolationInvestigation[] = [];
  for (const item of page.items) {
    const report = reports.get(item.violationId);
    if (!report || report.list === "SPAM") continue;
    const access = investigationAccess(await relations.accessOf(ctx.actor, report));
    if (access) items.push(toInvestigation(item, access));
  }
  await audit(ctx, target);
  return { items, cursor: page.cursor };
}

/** The school's investigations (student health and the principal's level). */
export const listSchoolInvestigations = (ctx: RequestContext, input: PageQuery & { schoolId: string }) =>
  list(ctx, input, "school");

/** A teacher's list: the investigations of the reports the teacher may read. */
export const listTeacherInvestigations = (ctx: RequestContext, input: PageQuery & { schoolId: string }) =>
  list(ctx, input, "teacher");

/** Investigators must be staff of the school. */
async function checkInvestigators(ctx: RequestContext, schoolId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const staff = new Set((await listMembers(ctx.deps.db, schoolId)).map((member) => member.userId));
  if (ids.some((id) => !staff.has(id))) throw badRequest("notOnStaff", ["investigators"]);
}

type Fields = Omit<CreateViolationInvestigationInput, "violationId">;

/** The stored form of the given fields (absent ones are left out). */
function fieldsOf(input: Fields): Partial<ViolationInvestigationItem> {
  const out: Partial<ViolationInvestigationItem> = {};
  for (const key of INVESTIGATION_TEXT_FIELDS) {
    const value = input[key];
    if (value !== undefined) out[key] = value;
  }
  if (input.eventDate !== undefined) out.eventDate = input.eventDate ?? "";
  if (input.evaluationDate !== undefined) out.evaluationDate = input.evaluationDate ?? "";
  if (input.investigators !== undefined) {
    out.investigators = [...new Set(input.investigators.map((ref) => ref.id))];
  }
  return out;
}

/** Marks the chain on the report (begun or ended) when it is not marked yet. */
async function markChain(
  ctx: RequestContext,
  report: ViolationItem,
  step: "investigationBegunAt" | "investigationEndedAt",
  at: string,
  target: { action: "CREATE" | "UPDATE"; entity: string; entityId: string },
) {
  if (report[step]) return;
  await writeOrConflict(ctx, report, target, () =>
    updateViolationItem(ctx.deps.db, report, { [step]: at }, at),
  );
}

/** A begin that finds (or loses to) an investigation already begun: audited, 409 with its reason. */
async function refuseSecondBegin(
  ctx: RequestContext,
  report: ViolationItem,
  target: { action: "CREATE"; entity: string },
) {
  await audit(ctx, violationTarget(ctx.actor, report, target, true), "CONFLICT");
  return conflict("violationInvestigationBegun");
}

/** Begins the report's investigation (those who manage it); a report that has one answers 409. */
export async function createInvestigation(
  ctx: RequestContext,
  input: CreateViolationInvestigationInput,
): Promise<ViolationInvestigation> {
  const target = { action: "CREATE" as const, entity: INVESTIGATION };
  const { report } = await loadViolation(ctx, input.violationId, "investigate", target);
  if (report.list === "SPAM") {
    throw await auditedConflict(ctx, violationTarget(ctx.actor, report, target, true), "violationIsJunk");
  }
  // A report from before `investigationId` names no investigation it has: its begun mark says to look.
  if (
    report.investigationId ||
    (report.investigationBegunAt && (await hasInvestigation(ctx.deps.db, report.id)))
  ) {
    throw await refuseSecondBegin(ctx, report, target);
  }
  const { violationId: _violationId, ...rest } = input;
  const fields = fieldsOf(rest);
  await checkInvestigators(ctx, report.schoolId, fields.investigators ?? []);
  const at = now(ctx);
  const item: ViolationInvestigationItem = {
    id: ctx.deps.ids.id(),
    violationId: report.id,
    schoolId: report.schoolId,
    organizationId: report.organizationId,
    eventDate: "",
    involvedPersons: "",
    eventDescription: "",
    precedingEvents: "",
    duration: "",
    aftermath: "",
    physicalActions: "",
    location: "",
    studentBehaviour: "",
    peerReactions: "",
    dates: "",
    investigators: [],
    findings: "",
    actionsTaken: "",
    evaluationDate: "",
    evaluatedBy: "",
    ...fields,
    concluded: false,
    createdById: ctx.actor.userId,
    createdByName: ctx.auth.user.name,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  try {
    await beginInvestigationItem(ctx.deps.db, report, item);
  } catch (err) {
    if (!(err instanceof AppError && err.code === "CONFLICT")) throw err;
    // Lost to another write: to a second tab's begin, or to an edit of the report since it was read.
    const stored = await getViolation(ctx.deps.db, report.id);
    if (stored?.investigationId) throw await refuseSecondBegin(ctx, report, target);
    throw await auditedConflict(
      ctx,
      violationTarget(ctx.actor, report, target, true),
      "violationChangedByOther",
    );
  }
  await audit(ctx, violationTarget(ctx.actor, report, { ...target, entityId: item.id }, true));
  return toInvestigation(item, "manage");
}

/** An investigation and the decision on its report; a missing one answers 404 (audited). */
async function loadInvestigation(
  ctx: RequestContext,
  id: string,
  target: { action: "UPDATE" | "DELETE"; entity: string; entityId: string },
) {
  const item = await getInvestigation(ctx.deps.db, id);
  if (!item) return refuse(ctx, "not-found", { audit: target });
  const { report } = await loadViolation(ctx, item.violationId, "investigate", target);
  return { item, report };
}

/** Edits an investigation on the version read; `concluded: true` ends the report's investigation in the chain. */
export async function updateInvestigation(
  ctx: RequestContext,
  input: UpdateViolationInvestigationInput & { id: string },
): Promise<ViolationInvestigation> {
  const target = { action: "UPDATE" as const, entity: INVESTIGATION, entityId: input.id };
  const { item, report } = await loadInvestigation(ctx, input.id, target);
  if (item.version !== input.version) {
    throw await auditedConflict(
      ctx,
      violationTarget(ctx.actor, report, target, true),
      "violationChangedByOther",
    );
  }
  const { id: _id, version: _version, concluded, ...rest } = input;
  const changes = fieldsOf(rest);
  if (changes.investigators) await checkInvestigators(ctx, report.schoolId, changes.investigators);
  if (concluded !== undefined) changes.concluded = concluded;
  const at = now(ctx);
  const updated = await writeOrConflict(ctx, report, target, () =>
    updateInvestigationItem(ctx.deps.db, item, changes, at),
  );
  if (concluded) await markChain(ctx, report, "investigationEndedAt", at, target);
  await audit(ctx, violationTarget(ctx.actor, report, target, true));
  return toInvestigation(updated, "manage");
}

export async function deleteInvestigation(ctx: RequestContext, input: { id: string }): Promise<void> {
  const target = { action: "DELETE" as const, entity: INVESTIGATION, entityId: input.id };
  const { item, report } = await loadInvestigation(ctx, input.id, target);
  await writeOrConflict(ctx, report, target, () =>
    deleteInvestigationItem(ctx.deps.db, report, item, now(ctx)),
  );
  await audit(ctx, violationTarget(ctx.actor, report, target, true));
}
