import type { AuditEvent } from "#shared/audit/audit.schema";
import type { AuditItem } from "./audit.repo.js";

/** An event with its actor's name, where the school's staff list still has them (null once removed). */
export function toAuditEvent(item: AuditItem, names: ReadonlyMap<string, string>): AuditEvent {
  return {
    id: item.id,
    at: item.at,
    actor: { id: item.actorId, name: names.get(item.actorId) ?? null },
    role: item.role,
    action: item.action as AuditEvent["action"],
    entity: item.entity,
    entityId: item.entityId ?? null,
    studentId: item.studentId || null,
    outcome: item.outcome as AuditEvent["outcome"],
    requestId: item.requestId,
  };
}
