import type { NotificationKind } from "#shared/notifications/notification.schema";
import { mappingAccess } from "#shared/mappings/mapping.policy";
import { actorOfRoleModel, allRoles } from "#shared/policy/actor";
import type { RequestContext } from "../core/request-context.js";
import { deliver } from "../notifications/index.js";
import { getUsers, roleModelOf, type UserItem } from "../users/index.js";
import { policyDocOf } from "./mappings.mappers.js";
import type { MappingItem } from "./mappings.repo.js";

/** May the user see the mapping in any of their roles (each judged only where it is held)? */
function maySee(user: UserItem, mapping: MappingItem): boolean {
  const model = roleModelOf(user);
  const doc = policyDocOf(mapping);
  return allRoles(model).some((role) => {
    const actor = actorOfRoleModel({ userId: user.id, organizationId: user.organizationId, ...model }, role);
    return mappingAccess(actor, doc) !== "none";
  });
}

/**
 * Tells people about a mapping (asked to answer, reminded): never the actor, only those who may see it, with a
 * neutral title and no pupil text (category MAPPING). A failure is logged and does not undo the change.
 */
export async function announceMapping(
  ctx: RequestContext,
  mapping: MappingItem,
  kind: Extract<NotificationKind, `MAPPING_${string}`>,
  recipients: readonly string[],
): Promise<string[]> {
  const { deps } = ctx;
  try {
    const candidates = [...new Set(recipients)].filter((id) => id !== "" && id !== ctx.actor.userId);
    if (candidates.length === 0) return [];
    const entitled = (await getUsers(deps.db, candidates)).filter((user) => maySee(user, mapping));
    const mails = await deliver(deps, entitled, {
      schoolId: mapping.schoolId,
      category: "MAPPING",
      kind,
      description: "",
      link: "actions-mapping",
      itemId: mapping.mappingId,
    });
    for (const mail of mails) await deps.mailer.send(mail);
    return entitled.map((user) => user.id);
  } catch (err) {
    deps.logger.error(
      {
        requestId: ctx.requestId,
        mappingId: mapping.mappingId,
        kind,
        err: { name: (err as Error).name, message: (err as Error).message },
      },
      "notification fan-out failed",
    );
    return [];
  }
}
