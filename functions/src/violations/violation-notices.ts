import type { NotificationKind } from "#shared/notifications/notification.schema";
import { rolesAtSchool } from "#shared/policy/actor";
import { isViolationRole } from "#shared/violations/violation.policy";
import type { RequestContext } from "../core/request-context.js";
import { deliver } from "../notifications/index.js";
import { getUsers, listMembers, listOrganizationOwners, roleModelOf } from "../users/index.js";
import type { ViolationRelations } from "./violation-relations.js";
import type { ViolationItem } from "./violations.repo.js";

/**
 * A notification about the report: category VIOLATION, a neutral title (by kind), no pupil text, a link to the
 * reports' page with the report's id.
 */
export const reportNotice = (report: ViolationItem, kind: NotificationKind) =>
  ({
    schoolId: report.schoolId,
    category: "VIOLATION",
    kind,
    description: "",
    link: "/documentation/violations",
    itemId: report.id,
  }) as const;

/**
 * Tells people about a report: category VIOLATION, a neutral title, no pupil text, a link to the reports' page with
 * the report's id. Never the actor. `"owners"`: the organization's OWNER users (the chain's step to the huvudman). A failure is logged and does not undo the change it announces.
 * Named people are told only while they work at the report's school in a role that reads reports: an author who has
 * left it (or now holds no such role there) learns nothing more of it.
 */
export async function announceViolation(
  ctx: RequestContext,
  report: ViolationItem,
  kind: Extract<NotificationKind, "VIOLATION_CREATED" | "VIOLATION_SEEN" | "VIOLATION_TO_OWNER">,
  recipients: readonly string[] | "owners",
): Promise<void> {
  const { deps } = ctx;
  try {
    const wanted =
      recipients === "owners"
        ? (await listOrganizationOwners(deps.db, report.organizationId)).map((owner) => owner.id)
        : recipients;
    const ids = [...new Set(wanted)].filter((id) => id !== "" && id !== ctx.actor.userId);
    if (ids.length === 0) return;
    const users = (await getUsers(deps.db, ids)).filter(
      (user) =>
        recipients === "owners" || rolesAtSchool(roleModelOf(user), report.schoolId).some(isViolationRole),
    );
    const mails = await deliver(deps, users, reportNotice(report, kind));
    for (const mail of mails) await deps.mailer.send(mail);
  } catch (err) {
    deps.logger.error(
      {
        requestId: ctx.requestId,
        violationId: report.id,
        kind,
        err: { name: (err as Error).name, message: (err as Error).message },
      },
      "notification fan-out failed",
    );
  }
}

/**
 * Who learns of a new report: the school's principal level and student health (who manage every report), and the
 * teachers the access choice names (chosen teachers, or the chosen classes' teachers or mentors).
 */
export async function audienceOfNew(
  ctx: RequestContext,
  report: ViolationItem,
  relations: ViolationRelations,
): Promise<string[]> {
  const members = await listMembers(ctx.deps.db, report.schoolId);
  const staff = members
    .filter((member) => member.roles.some((role) => role === "HEAD" || role === "COUNSELOR"))
    .map((member) => member.userId);
  const chosen =
    report.access === "SELECTED"
      ? report.accessUsers
      : report.access === "COUNSELOR"
        ? []
        : (await relations.classesOf(report.classes)).flatMap((item) =>
            report.access === "TEACHER" ? item.teachers : item.mentors,
          );
  return [...staff, ...chosen];
}
