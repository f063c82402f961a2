import type { NotificationKind } from "#shared/notifications/notification.schema";
import { atLeast } from "#shared/investigations/investigation.policy";
import type { InvestigationAccess } from "#shared/investigations/investigation.schema";
import { notifyWhoMaySee } from "../core/pupil-document/notices.js";
import type { RequestContext } from "../core/request-context.js";
import { deliver } from "../notifications/index.js";
import type { InvestigationRelations } from "./investigation-relations.js";
import type { InvestigationItem } from "./investigations.repo.js";

/**
 * Tells people about an investigation (core's notices): a contributor asked must be able to contribute, the told of
 * a publication to read it as teaching staff.
 */
export async function announceInvestigation(
  ctx: RequestContext,
  relations: InvestigationRelations,
  item: InvestigationItem,
  kind: Extract<NotificationKind, "INVESTIGATION_CONTRIBUTOR" | "INVESTIGATION_PUBLISHED">,
  recipients: readonly string[],
): Promise<void> {
  const needed: InvestigationAccess = kind === "INVESTIGATION_CONTRIBUTOR" ? "contribute" : "teaching";
  await notifyWhoMaySee(
    ctx,
    deliver,
    {
      schoolId: item.schoolId,
      category: "INVESTIGATION",
      kind,
      link: "/actions/investigation",
      itemId: item.id,
      logAs: "investigationId",
    },
    recipients,
    async (actor) => atLeast(await relations.accessOf(actor, item), needed),
  );
}
