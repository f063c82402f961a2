import type {
  ExternalReportData,
  ExternalReportEntry,
  ExternalReportReceipt,
  ExternalReportThread,
  ViolationExternalReplyInput,
} from "#shared/violations/violation-external.schema";
import type { NotificationKind } from "#shared/notifications/notification.schema";
import type { Violation } from "#shared/violations/violation.schema";
import { badRequest } from "../core/errors.js";
import { swedishToday } from "../core/clock.js";
import { stockholmDateOf } from "#shared/dates";
import { audit } from "../core/guard.js";
import { formatReceipt } from "#shared/receipts";
import { hashSecret } from "../core/ids.js";
import type { RequestContext } from "../core/request-context.js";
import type { Deps } from "../deps.js";
import type { Mail } from "../mail/mailer.js";
import { deliver } from "../notifications/index.js";
import type { SchoolItem } from "../schools/index.js";
import { getUsers, listMembers } from "../users/index.js";
import { loadViolation, violationTarget, writeOrConflict } from "./violation-guard.js";
import { toViolation } from "./violations.mappers.js";
import { assertIncidentNotLater } from "./violation-when.js";
import { reportNotice } from "./violation-notices.js";
import { storyOf } from "./violation-story.js";
import type { ViolationItem } from "./violations.repo.js";
import {
  appendExternalEntry,
  createExternalViolationItem,
  getViolationByReceipt,
} from "./violation-external.repo.js";

/**
 * Violation reports sent from the external page (no account), behind the external domain's gate (its limits, the
 * school by its code, the one answer for every invalid code or receipt).
 *
 * Access (our choice, written beside the policy in violation.policy.ts): such a report is stored with the access
 * choice COUNSELOR and no author, so the principal's level (HEAD, MAINADMIN) and student health (COUNSELOR) manage
 * it, the owner sees its chain, and no teacher reads it until someone who manages it widens the choice.
 *
 * What is kept of the sender is what they typed: who they are (pupil, guardian, other) and, only if they chose
 * to give them, a name and a way to reach them. No account, address or browser; the receipt only as its hash;
 * the audit trail's lines are anonymous and dated to the day. The report's own time (`createdAt`) is the 6:10
 * chain's "staff learned of it", which the law's clock needs.
 */

const REPORT = "violation";
/** A report's follow-up with its sender is bounded: a handful of lines each way, never a chat log. */
export const MAX_EXTERNAL_ENTRIES = 50;
/** Today in Sweden: the only time the follow-up's lines and the receipt keep. */
const dayOf = (deps: Deps) => swedishToday(deps.clock);

/** Does the school take reports from the external page (it does not hide VIOLATIONS)? */
export const takesReports = (school: SchoolItem) => !school.hiddenParts.includes("VIOLATIONS");

/** The school's principals and student health: who manages every report and learns of an external one. */
async function managersOf(deps: Deps, schoolId: string): Promise<string[]> {
  return (await listMembers(deps.db, schoolId))
    .filter((member) => member.roles.some((role) => role === "HEAD" || role === "COUNSELOR"))
    .map((member) => member.userId);
}

/**
 * Tells the managers (category VIOLATION, no pupil text, a link to the report) in-app and answers the mails to
 * send; a failure is logged (without the report's id) and does not undo the report.
 */
async function notice(
  deps: Deps,
  report: ViolationItem,
  kind: Extract<NotificationKind, "VIOLATION_CREATED" | "VIOLATION_ADDITION">,
): Promise<Mail[]> {
  try {
    const ids = await managersOf(deps, report.schoolId);
    if (ids.length === 0) return [];
    return await deliver(deps, await getUsers(deps.db, ids), reportNotice(report, kind));
  } catch (err) {
    deps.logger.error(
      { kind, err: { name: (err as Error).name, message: (err as Error).message } },
      "external report notice failed",
    );
    return [];
  }
}

async function auditAnonymous(deps: Deps, report: ViolationItem, action: "CREATE" | "READ" | "UPDATE") {
  await deps.audit.recordAnonymous({
    organizationId: report.organizationId,
    schoolId: report.schoolId,
    action,
    entity: REPORT,
    entityId: report.id,
    outcome: "SUCCESS",
  });
}

/** Stores a report sent from the external page; answers its id, receipt (shown once) and the managers' mails. */
export async function storeExternalReport(
  deps: Deps,
  school: SchoolItem,
  input: Omit<ExternalReportData, "code">,
): Promise<{ id: string; receipt: ExternalReportReceipt; mails: Mail[] }> {
  assertIncidentNotLater(input.when, deps.clock.now());
  // Stored as the hash of its stored form; the sender is shown it in groups.
  const receipt = deps.ids.receipt();
  const at = deps.clock.now().toISOString();
  const report: ViolationItem = {
    id: deps.ids.id(),
    schoolId: school.id,
    organizationId: school.organizationId,
    authorId: "",
    name: input.reporterName ?? "",
    email: input.reporterContact ?? "",
    access: "COUNSELOR",
    accessUsers: [],
    classes: [],
    ...storyOf(input),
    victimStudentId: "",
    participatingStudents: [],
    studentIds: [],
    followUps: [],
    list: "CURRENT",
    createdAt: at,
    updatedAt: at,
    version: 1,
    external: {
      reporter: input.reporter,
      reporterName: input.reporterName ?? "",
      reporterContact: input.reporterContact ?? "",
    },
    receiptHash: hashSecret(receipt),
    externalEntries: [],
  };
  await createExternalViolationItem(deps.db, report);
  await auditAnonymous(deps, report, "CREATE");
  const mails = await notice(deps, report, "VIOLATION_CREATED");
  return { id: report.id, receipt: { receipt: formatReceipt(receipt), date: dayOf(deps) }, mails };
}

/** The externally sent report a well-formed receipt opens, or null (the gate answers every invalid one alike). */
export async function violationOfReceipt(deps: Deps, receipt: string): Promise<ViolationItem | null> {
  const report = await getViolationByReceipt(deps.db, hashSecret(receipt));
  // A report staff flagged as junk keeps answering its receipt: the sender is not told it was judged junk.
  return report?.external ? report : null;
}

const threadOf = (report: ViolationItem): ExternalReportThread => ({
  incidentDetails: report.incidentDetails,
  date: stockholmDateOf(report.createdAt),
  archived: report.list === "ARCHIVED",
  entries: (report.externalEntries ?? []) as ExternalReportEntry[],
});

/** The sender reads their report and the staff's replies with the receipt (audited anonymously). */
export async function readExternalReportThread(
  deps: Deps,
  report: ViolationItem,
): Promise<ExternalReportThread> {
  await auditAnonymous(deps, report, "READ");
  return threadOf(report);
}

/** The sender adds information with the receipt; the managers are told (no text). */
export async function addToExternalReport(
  deps: Deps,
  report: ViolationItem,
  message: string,
): Promise<{ thread: ExternalReportThread; mails: Mail[] }> {
  if ((report.externalEntries ?? []).length >= MAX_EXTERNAL_ENTRIES) {
    throw badRequest("externalReportThreadFull", ["message"]);
  }
  const saved = await appendExternalEntry(
    deps.db,
    report,
    { by: "SENDER", message, date: dayOf(deps) },
    deps.clock.now().toISOString(),
  );
  await auditAnonymous(deps, saved, "UPDATE");
  return { thread: threadOf(saved), mails: await notice(deps, saved, "VIOLATION_ADDITION") };
}

/**
 * POST /violations/{id}/external-reply: those who manage the report (the principal's level, student health)
 * answer its external sender, who reads the reply with the receipt. Staff's names are never shown to the sender.
 */
export async function replyToExternalSender(
  ctx: RequestContext,
  input: ViolationExternalReplyInput & { id: string },
): Promise<Violation> {
  const target = { action: "UPDATE" as const, entity: REPORT, entityId: input.id };
  const { report, access } = await loadViolation(ctx, input.id, "edit", target);
  if (!report.external) throw badRequest("violationNotExternal");
  if ((report.externalEntries ?? []).length >= MAX_EXTERNAL_ENTRIES) {
    throw badRequest("externalReportThreadFull", ["message"]);
  }
  const saved = await writeOrConflict(ctx, report, target, () =>
    appendExternalEntry(
      ctx.deps.db,
      report,
      { by: "STAFF", message: input.message, date: dayOf(ctx.deps) },
      ctx.deps.clock.now().toISOString(),
    ),
  );
  await audit(ctx, violationTarget(ctx.actor, saved, target, true));
  return toViolation(saved, access);
}
