import type { NotificationCategory } from "#shared/constants";
import type { NotificationKind, NotificationRoute } from "#shared/notifications/notification.schema";
import { actorOfRoleModel, allRoles } from "#shared/policy/actor";
import {
  atLeast,
  isPupilActionRole,
  type PupilActionAccess,
  type PupilActionDoc,
  type PupilRelationFacts,
} from "#shared/adaptations/adaptation.policy";
import type { Actor } from "#shared/policy/actor";
import type { RequestContext } from "../core/request-context.js";
import type { Mail } from "../mail/mailer.js";
import { deliver } from "../notifications/index.js";
import { getUsers, roleModelOf, type UserItem } from "../users/index.js";
import type { PupilActionRef, PupilRelations } from "./pupil-relations.js";

/** What is told, to whom it may be told, and where it links. Never any text of the document or the pupil. */
export interface PupilNotice {
  category: NotificationCategory;
  kind: NotificationKind;
  link: NotificationRoute;
  /** The domain's access rule (adaptationAccess, fWarningAccess). */
  accessOf: (actor: Actor, doc: PupilActionDoc, facts: PupilRelationFacts) => PupilActionAccess;
  /** Sends one mail with the calling domain's own mailer (its function is the one granted mail). */
  send: (mail: Mail) => Promise<void>;
}

/**
 * Tells the named people about a pupil action: never the actor, only those who may read the document in one of
 * their roles, with the neutral title of the kind. A failure is logged and does not undo the change it announces.
 */
export async function notifyAbout(
  ctx: RequestContext,
  relations: PupilRelations,
  doc: PupilActionRef & { id: string },
  recipients: readonly string[],
  notice: PupilNotice,
): Promise<void> {
  const { deps } = ctx;
  try {
    const candidates = [...new Set(recipients)].filter((id) => id !== "" && id !== ctx.actor.userId);
    if (candidates.length === 0) return;
    const entitled: UserItem[] = [];
    for (const user of await getUsers(deps.db, candidates)) {
      const model = roleModelOf(user);
      for (const role of allRoles(model)) {
        if (!isPupilActionRole(role)) continue;
        const actor = actorOfRoleModel(
          { userId: user.id, organizationId: user.organizationId, ...model },
          role,
        );
        if (atLeast(notice.accessOf(actor, doc, await relations.factsFor(actor, doc)), "read")) {
          entitled.push(user);
          break;
        }
      }
    }
    const mails = await deliver(deps, entitled, {
      schoolId: doc.schoolId,
      category: notice.category,
      kind: notice.kind,
      description: "",
      link: notice.link,
      itemId: doc.id,
    });
    for (const mail of mails) await notice.send(mail);
  } catch (err) {
    deps.logger.error(
      {
        requestId: ctx.requestId,
        itemId: doc.id,
        kind: notice.kind,
        err: { name: (err as Error).name, message: (err as Error).message },
      },
      "notification fan-out failed",
    );
  }
}
