import type { NotificationKind } from "#shared/notifications/notification.schema";
import { actorOfRoleModel, allRoles } from "#shared/policy/actor";
import { atLeast } from "#shared/investigations/investigation.policy";
import type { InvestigationAccess } from "#shared/investigations/investigation.schema";
import type { RequestContext } from "../core/request-context.js";
import { deliver } from "../notifications/index.js";
import { getUsers, roleModelOf, type UserItem } from "../users/index.js";
import type { InvestigationRelations } from "./investigation-relations.js";
import type { InvestigationItem } from "./investigations.repo.js";

/** Tells people about an investigation they may see: never the actor, a neutral title, no pupil, no text. */
export async function announceInvestigation(
  ctx: RequestContext,
  relations: InvestigationRelations,
  item: InvestigationItem,
  kind: Extract<NotificationKind, "INVESTIGATION_CONTRIBUTOR" | "INVESTIGATION_PUBLISHED">,
  recipients: readonly string[],
): Promise<void> {
  const { deps } = ctx;
  try {
    const candidates = [...new Set(recipients)].filter((id) => id !== "" && id !== ctx.actor.userId);
    if (candidates.length === 0) return;
    const needed: InvestigationAccess = kind === "INVESTIGATION_CONTRIBUTOR" ? "contribute" : "teaching";
    const entitled: UserItem[] = [];
    for (const user of await getUsers(deps.db, candidates)) {
      const model = roleModelOf(user);
      for (const role of allRoles(model)) {
        const actor = actorOfRoleModel(
          { userId: user.id, organizationId: user.organizationId, ...model },
          role,
        );
        if (atLeast(await relations.accessOf(actor, item), needed)) {
          entitled.push(user);
          break;
        }
      }
    }
    const mails = await deliver(deps, entitled, {
      schoolId: item.schoolId,
      category: "INVESTIGATION",
      kind,
      description: "",
      link: "actions-investigation",
      itemId: item.id,
    });
    for (const mail of mails) await deps.mailer.send(mail);
  } catch (err) {
    deps.logger.error(
      {
        requestId: ctx.requestId,
        investigationId: item.id,
        kind,
        err: { name: (err as Error).name, message: (err as Error).message },
      },
      "notification fan-out failed",
    );
  }
}
