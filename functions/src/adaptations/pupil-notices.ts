import type { NotificationCategory } from "#shared/constants";
import type { NotificationKind, NotificationPath } from "#shared/notifications/notification.schema";
import {
  atLeast,
  isPupilActionRole,
  type PupilActionAccess,
  type PupilActionDoc,
  type PupilRelationFacts,
} from "#shared/adaptations/adaptation.policy";
import type { Actor } from "#shared/policy/actor";
import { notifyWhoMaySee } from "../core/pupil-document/notices.js";
import type { RequestContext } from "../core/request-context.js";
import { deliver } from "../notifications/index.js";
import type { PupilActionRef, PupilRelations } from "./pupil-relations.js";

/** What is told of a pupil action and where it links. Never any text of the document or the pupil. */
export interface PupilNotice {
  category: NotificationCategory;
  kind: NotificationKind;
  link: NotificationPath;
  /** The domain's access rule (adaptationAccess, fWarningAccess). */
  accessOf: (actor: Actor, doc: PupilActionDoc, facts: PupilRelationFacts) => PupilActionAccess;
}

/**
 * Tells the named people about a pupil action (core's notices): those who may read the document in one of their
 * pupil-action roles.
 */
export const notifyAbout = (
  ctx: RequestContext,
  relations: PupilRelations,
  doc: PupilActionRef & { id: string },
  recipients: readonly string[],
  notice: PupilNotice,
): Promise<string[]> =>
  notifyWhoMaySee(
    ctx,
    deliver,
    {
      schoolId: doc.schoolId,
      category: notice.category,
      kind: notice.kind,
      link: notice.link,
      itemId: doc.id,
    },
    recipients,
    async (actor) =>
      isPupilActionRole(actor.role) &&
      atLeast(notice.accessOf(actor, doc, await relations.factsFor(actor, doc)), "read"),
  );
