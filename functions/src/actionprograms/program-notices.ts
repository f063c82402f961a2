import type { NotificationKind } from "#shared/notifications/notification.schema";
import { atLeast, isProgramRole, isStaffOfSchool } from "#shared/actionprograms/action-program.policy";
import { actorOfRoleModel, allRoles } from "#shared/policy/actor";
import type { RequestContext } from "../core/request-context.js";
import { deliver } from "../notifications/index.js";
import { getUsers, roleModelOf } from "../users/index.js";
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
 * Tells people about an event on a program: never the actor, only those who may read the program in one of their
 * roles, with a neutral title (no pupil, no program text). A failure is logged and does not undo the change.
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
  const { deps } = ctx;
  try {
    const candidates = [...new Set(recipients)].filter((id) => id !== "" && id !== ctx.actor.userId);
    if (candidates.length === 0) return;
    const users = await getUsers(deps.db, candidates);
    const entitled = [];
    for (const user of users) {
      const model = roleModelOf(user);
      let sees = false;
      for (const role of allRoles(model)) {
        if (!isProgramRole(role)) continue;
        const actor = actorOfRoleModel(
          { userId: user.id, organizationId: user.organizationId, ...model },
          role,
        );
        if (!isStaffOfSchool(actor, program)) continue;
        if (atLeast(await relations.accessOf(actor, program), "read")) sees = true;
      }
      if (sees) entitled.push(user);
    }
    const follow = kind === "ACTION_PROGRAM_FOLLOW_UP";
    const mails = await deliver(deps, entitled, {
      schoolId: program.schoolId,
      category: CATEGORY[kind]!,
      kind,
      description: "",
      link: follow ? "documentation-action-program-follow-up" : "actions-action-program",
      itemId: program.id,
    });
    for (const mail of mails) await deps.mailer.send(mail);
  } catch (err) {
    deps.logger.error(
      {
        requestId: ctx.requestId,
        actionProgramId: program.id,
        kind,
        err: { name: (err as Error).name, message: (err as Error).message },
      },
      "notification fan-out failed",
    );
  }
}
