import { stockholmDateOf } from "#shared/dates";
import {
  CORRECTABLE_FIELDS,
  missingForDecision,
  programDateIssues,
  PROGRAM_PLAN_DATES,
  type ProgramPlanDate,
  type CreateActionProgramInput,
  type ProgramHistoryEntry,
  type UpdateActionProgramInput,
} from "#shared/actionprograms/action-program.schema";
import type { ProgramOperation } from "#shared/actionprograms/action-program.policy";
import { accessSettingsIssues, type TicketAccessSettings } from "#shared/tickets/ticket.schema";
import { AppError } from "../core/errors.js";
import type { RequestContext } from "../core/request-context.js";
import type { ActionProgramItem, ProgramChanges } from "./action-programs.repo.js";

/**
 * How a create or PATCH body of an action program becomes stored changes: the fields' stored form, the access
 * settings after a change, which operation a PATCH is for the policy, what a decision still lacks, and the
 * program's history (one entry per change, bounded in size). Pure: no reads, no writes.
 */

export const ids = (refs: { id: string }[] | undefined) => [...new Set((refs ?? []).map((ref) => ref.id))];

/** The editable fields of the body in their stored form ("" for none). */
export function storedFields(body: Partial<CreateActionProgramInput>): ProgramChanges {
  const changes: ProgramChanges = {};
  const text = (value: string | null | undefined) => value ?? "";
  if (body.investigationId !== undefined) changes.investigationId = text(body.investigationId);
  if (body.specialNeeds !== undefined) changes.specialNeeds = body.specialNeeds;
  if (body.actions !== undefined) changes.actions = body.actions;
  if (body.followUpDate !== undefined) changes.followUpDate = text(body.followUpDate);
  if (body.evaluationDate !== undefined) changes.evaluationDate = text(body.evaluationDate);
  if (body.studentInformedOn !== undefined) changes.studentInformedOn = text(body.studentInformedOn);
  if (body.guardiansInformedOn !== undefined) changes.guardiansInformedOn = text(body.guardiansInformedOn);
  if (body.place !== undefined) changes.place = body.place;
  if (body.attendees !== undefined) changes.attendees = body.attendees;
  if (body.studentInvolved !== undefined) changes.studentInvolved = body.studentInvolved;
  if (body.guardianInvolved !== undefined) changes.guardianInvolved = body.guardianInvolved;
  if (body.links !== undefined) changes.links = body.links;
  if (body.decisionMakerId !== undefined) changes.decisionMakerId = text(body.decisionMakerId);
  return changes;
}

export const changesAccess = (body: UpdateActionProgramInput) =>
  body.access !== undefined ||
  body.recipients !== undefined ||
  body.teamId !== undefined ||
  body.contactTeachers !== undefined ||
  body.editors !== undefined;

/** The access settings after a PATCH: a new level replaces its lists (as for tickets). 400 on a broken rule. */
export function settingsAfter(
  program: ActionProgramItem,
  body: UpdateActionProgramInput,
): TicketAccessSettings {
  const access = body.access ?? program.access;
  const keep = access === program.access;
  const after: TicketAccessSettings = {
    access,
    recipients: body.recipients ? ids(body.recipients) : keep ? program.recipients : [],
    teamId: body.teamId !== undefined ? body.teamId : keep ? program.teamId || null : null,
    contactTeachers: body.contactTeachers ? ids(body.contactTeachers) : keep ? program.contactTeachers : [],
    editors: body.editors ? ids(body.editors) : keep ? program.editors : [],
  };
  const issues = accessSettingsIssues(after);
  if (issues.length > 0) {
    throw new AppError("VALIDATION_FAILED", {
      fieldReasons: issues.map((issue) => ({
        path: [issue.path],
        reason: { key: issue.reason, params: issue.params },
      })),
    });
  }
  return after;
}

/**
 * The dates' rules (shared with the schema) on the server's own clock: 400 naming each field. `judged` are the dates
 * that are new (created, changed by the PATCH, or all of them when the program is decided); the order is judged
 * whenever either is judged.
 */
export function assertProgramDates(
  ctx: RequestContext,
  dates: { followUpDate: string; evaluationDate: string },
  judged: readonly ProgramPlanDate[],
): void {
  const issues = programDateIssues(dates, stockholmDateOf(ctx.deps.clock.now()), judged);
  if (issues.length === 0) return;
  throw new AppError("VALIDATION_FAILED", {
    fieldReasons: issues.map((issue) => ({ path: [issue.path], reason: { key: issue.reason } })),
  });
}

/** The plan dates a change gives that differ from the stored ones. */
export const changedPlanDates = (program: ActionProgramItem, changes: ProgramChanges): ProgramPlanDate[] =>
  PROGRAM_PLAN_DATES.filter((field) => changes[field] !== undefined && changes[field] !== program[field]);

/** The fields a decision needs that the program (after the edit) lacks: the shared rule the web names too. */
export { missingForDecision };

/**
 * The most a program's history may weigh (UTF-8 bytes), so that the program with its history stays well inside
 * DynamoDB's 400 KB item (a body is at most 100 KB). A draft's edits and a published program's corrections grow it:
 * past this, the oldest draft edits after the creation are dropped, never the creation, the decision, a correction
 * or the archiving. A correction that would still pass it is refused (409), so no earlier version is lost.
 */
export const HISTORY_BYTES_MAX = 150_000;

export function boundedHistory(entries: ProgramHistoryEntry[]): ProgramHistoryEntry[] {
  const kept = [...entries];
  const weight = () => Buffer.byteLength(JSON.stringify(kept));
  while (weight() > HISTORY_BYTES_MAX) {
    const oldestEdit = kept.findIndex((entry, index) => index > 0 && entry.event === "UPDATED");
    if (oldestEdit === -1 || oldestEdit === kept.length - 1) break;
    kept.splice(oldestEdit, 1);
  }
  return kept;
}

export const historyWeight = (entries: ProgramHistoryEntry[]) => Buffer.byteLength(JSON.stringify(entries));

export function historyEntry(
  ctx: RequestContext,
  event: ProgramHistoryEntry["event"],
  before: ActionProgramItem,
  changes: ProgramChanges,
  at: string,
): ProgramHistoryEntry {
  // Only the fields whose value changes: an editor sends the whole draft, and the history names what it changed.
  const fields = Object.keys(changedOnly(before, changes)).filter(
    (field) =>
      !["updatedAt", "history", "status", "decidedById", "decidedByName", "decidedAt", "archivedAt"].includes(
        field,
      ),
  );
  const earlier = Object.fromEntries(
    fields.map((field) => [field, before[field as keyof ActionProgramItem]]),
  );
  return {
    at,
    byId: ctx.actor.userId,
    byName: ctx.auth.user.name,
    event,
    fields,
    before: JSON.stringify(earlier),
  };
}
/** A PATCH that changes only a published program's text (needs, actions, dates, meeting, involvement). */
const onlyCorrectable = (body: UpdateActionProgramInput & { id?: string }) =>
  Object.keys(body).every(
    (key) => key === "version" || key === "id" || (CORRECTABLE_FIELDS as readonly string[]).includes(key),
  );

/** Which operation a PATCH is, for the policy: on a published program, text edits are a correction. */
export function operationOf(
  body: UpdateActionProgramInput & { id?: string },
  stored: ActionProgramItem | null,
): ProgramOperation {
  if (body.status === "published") return "decide";
  if (body.status === "archived") return "archive";
  if (changesAccess(body)) return "changeAccess";
  if (stored?.status === "published" && onlyCorrectable(body)) return "correct";
  return "edit";
}

/**
 * A value in a form that compares: no value, "" and null alike, an object's keys in order (a stored map's keys come
 * back in any order), a list's items in their order.
 */
function normalized(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return null;
  if (Array.isArray(value)) return value.map(normalized);
  if (typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalized((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The changes whose values really differ from the stored ones (a correction's new version, a history entry). */
export function changedOnly(program: ActionProgramItem, changes: ProgramChanges): ProgramChanges {
  return Object.fromEntries(
    Object.entries(changes).filter(
      ([field, value]) =>
        JSON.stringify(normalized(value)) !==
        JSON.stringify(normalized(program[field as keyof ActionProgramItem])),
    ),
  ) as ProgramChanges;
}
