import type { NotificationKind } from "#shared/notifications/notification.schema";
import { atLeast, isProgramRole, isStaffOfSchool } from "#shared/actionprograms/action-program.policy";
import { notifyWhoMaySee } from "../core/pupil-document/notices.js";
import type { RequestContext } from "../core/request-context.js";
import { deliver } from "../notifications/index.js";
import type { ProgramRelations } from "./action-program-access.js";
import type { ActionProgramItem } from "./action-programs.repo.js";

/**
 * The action programs' notices: who is told of an event on a program (those who may read it), under which
 * notification category, with a neutral title.
 */

const CATEGORY: Partial<Record<NotificationKind, "ACTION" | "FOLLOWUP">> = {
  ACTION_PROGRAM_DECISION_MAKER: "ACTION",
  ACTION_PROGRAM_DECIDED: "ACTION",
  ACTION_PROGRAM_FOLLOW_UP: "FOLLOWUP",
  ACTION_PROGRAM_APPEAL: "ACTION",
};

/**
 * Tells people about an event on a program (core's notices): those who may read it in one of their program roles
 * as staff of its school.
 */
export async function announceProgram(
  ctx: RequestContext,
  relations: ProgramRelations,
  program: ActionProgramItem,
  kind:
    | "ACTION_PROGRAM_DECISION_MAKER"
    | "ACTION_PROGRAM_DECIDED"
    | "ACTION_PROGRAM_FOLLOW_UP"
    | "ACTION_PROGRAM_APPEAL",
  recipients: readonly string[],
): Promise<void> {
  const follow = kind === "ACTION_PROGRAM_FOLLOW_UP";
  await notifyWhoMaySee(
    ctx,
    deliver,
    {
      schoolId: program.schoolId,
      category: CATEGORY[kind]!,
      kind,
      link: follow ? "/documentation/action-program-follow-up" : "/actions/action-program",
      itemId: program.id,
      logAs: "actionProgramId",
    },
    recipients,
    async (actor) =>
      isProgramRole(actor.role) &&
      isStaffOfSchool(actor, program) &&
      atLeast(await relations.accessOf(actor, program), "read"),
  );
}
