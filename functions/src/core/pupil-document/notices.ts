import type { NotificationCategory } from "#shared/constants";
import type { NotificationKind, NotificationPath } from "#shared/notifications/notification.schema";
import { actorOfRoleModel, allRoles, roleModelOfStored, type Actor } from "#shared/policy/actor";
import type { Deps } from "../../deps.js";
import type { Mail } from "../../mail/mailer.js";
import { getUsers, type UserItem } from "../identity.js";
import type { RequestContext } from "../request-context.js";

/** What is told of an event on a pupil document, and where it links. Never any text of the document or the pupil. */
export interface PupilDocumentNotice {
  schoolId: string;
  category: NotificationCategory;
  kind: NotificationKind;
  link: NotificationPath;
  /** The document's id (the link opens it). */
  itemId: string;
  /** The field that names the document's id in the log line of a failed fan-out (default `itemId`). */
  logAs?: string;
  /** A neutral word on the event where the kind has one (a ticket's step label); none by default. */
  description?: string;
}

/**
 * The notifications domain's `deliver` (stores the notifications, answers the mails to send): the calling domain
 * passes it, since core reaches no domain.
 */
export type Deliver = (
  deps: Deps,
  users: readonly UserItem[],
  notice: Omit<PupilDocumentNotice, "logAs" | "description"> & { description: string },
) => Promise<Mail[]>;

/** Would this person see the document acting in this role (the domain's policy, relations read as needed)? */
export type MaySee = (actor: Actor) => boolean | Promise<boolean>;

/** May the user see the document in any of their roles (each judged only where it is held)? */
async function maySeeInAnyRole(user: UserItem, maySee: MaySee): Promise<boolean> {
  const model = roleModelOfStored(user);
  for (const role of allRoles(model)) {
    const actor = actorOfRoleModel({ userId: user.id, organizationId: user.organizationId, ...model }, role);
    if (await maySee(actor)) return true;
  }
  return false;
}

/**
 * Tells the named people about an event on a pupil document: never the actor, only those who may see it in one of
 * their roles (`maySee`), with the neutral title of the kind and no text. Mails go out with the calling function's
 * own mailer (the one granted mail). Answers the ids of those told; a failure is logged (answering none) and does
 * not undo the change it announces.
 */
export async function notifyWhoMaySee(
  ctx: RequestContext,
  deliver: Deliver,
  notice: PupilDocumentNotice,
  recipients: readonly string[],
  maySee: MaySee,
): Promise<string[]> {
  const { deps } = ctx;
  const { logAs = "itemId", description = "", ...stored } = notice;
  try {
    const candidates = [...new Set(recipients)].filter((id) => id !== "" && id !== ctx.actor.userId);
    if (candidates.length === 0) return [];
    const entitled: UserItem[] = [];
    for (const user of await getUsers(deps.db, candidates)) {
      if (await maySeeInAnyRole(user, maySee)) entitled.push(user);
    }
    const mails = await deliver(deps, entitled, { ...stored, description });
    for (const mail of mails) await deps.mailer.send(mail);
    return entitled.map((user) => user.id);
  } catch (err) {
    deps.logger.error(
      {
        requestId: ctx.requestId,
        [logAs]: notice.itemId,
        kind: notice.kind,
        err: { name: (err as Error).name, message: (err as Error).message },
      },
      "notification fan-out failed",
    );
    return [];
  }
}
