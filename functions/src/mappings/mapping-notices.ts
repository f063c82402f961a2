import type { NotificationKind } from "#shared/notifications/notification.schema";
import { mappingAccess } from "#shared/mappings/mapping.policy";
import { notifyWhoMaySee } from "../core/pupil-document/notices.js";
import type { RequestContext } from "../core/request-context.js";
import { deliver } from "../notifications/index.js";
import { policyDocOf } from "./mappings.mappers.js";
import type { MappingItem } from "./mappings.repo.js";

/**
 * Tells people about a mapping (asked to answer, reminded) through core's notices: those who may see it, category
 * MAPPING. Answers the ids of those told (a reminder names them).
 */
export function announceMapping(
  ctx: RequestContext,
  mapping: MappingItem,
  kind: Extract<NotificationKind, `MAPPING_${string}`>,
  recipients: readonly string[],
): Promise<string[]> {
  const doc = policyDocOf(mapping);
  return notifyWhoMaySee(
    ctx,
    deliver,
    {
      schoolId: mapping.schoolId,
      category: "MAPPING",
      kind,
      link: "/actions/mapping",
      itemId: mapping.mappingId,
      logAs: "mappingId",
    },
    recipients,
    (actor) => mappingAccess(actor, doc) !== "none",
  );
}
