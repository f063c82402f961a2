import type { Actor } from "#shared/policy/actor";
import { swedishToday, type Clock } from "./clock.js";
import type { Ids } from "./ids.js";
import type { AuditEventEntity } from "./audit-event.entity.js";

export type AuditAction = "READ" | "LIST" | "CREATE" | "UPDATE" | "DELETE" | "EXPORT" | "DOWNLOAD";
export type AuditOutcome = "SUCCESS" | "DENIED" | "NOT_FOUND" | "CONFLICT";

export interface AuditRecord {
  actor: Actor;
  requestId: string;
  action: AuditAction;
  /** The kind of document, e.g. "student", "class". */
  entity: string;
  entityId?: string;
  schoolId?: string;
  studentId?: string;
  outcome: AuditOutcome;
}

/**
 * An event with no account behind it (an anonymous whistle from the external page): the actor is "anonymous", the
 * request id is not kept, and `at` is the day only (YYYY-MM-DD), so the trail cannot date the sender to the minute.
 */
export interface AnonymousAuditRecord {
  organizationId: string;
  schoolId: string;
  action: AuditAction;
  entity: string;
  entityId: string;
  outcome: AuditOutcome;
}
export const ANONYMOUS_ACTOR = "anonymous";

/** The audit trail port: one event per read, list, create, update, delete, export or download of pupil data. */
export interface AuditPort {
  record(event: AuditRecord): Promise<void>;
  recordAnonymous(event: AnonymousAuditRecord): Promise<void>;
}

/** DynamoDB implementation: an append-only item per event, no document text. */
export function createAuditPort(entity: () => AuditEventEntity, clock: Clock, ids: Ids): AuditPort {
  return {
    async record(event) {
      await entity()
        .create({
          id: ids.id(),
          scopeId: event.schoolId ?? event.actor.organizationId,
          at: clock.now().toISOString(),
          actorId: event.actor.userId,
          role: event.actor.role,
          organizationId: event.actor.organizationId,
          schoolId: event.schoolId,
          studentId: event.studentId ?? "",
          entity: event.entity,
          entityId: event.entityId,
          action: event.action,
          outcome: event.outcome,
          requestId: event.requestId,
        })
        .go({ response: "none" });
    },
    async recordAnonymous(event) {
      await entity()
        .create({
          id: ids.id(),
          scopeId: event.schoolId,
          at: swedishToday(clock),
          actorId: ANONYMOUS_ACTOR,
          role: ANONYMOUS_ACTOR,
          organizationId: event.organizationId,
          schoolId: event.schoolId,
          studentId: "",
          entity: event.entity,
          entityId: event.entityId,
          action: event.action,
          outcome: event.outcome,
          requestId: ANONYMOUS_ACTOR,
        })
        .go({ response: "none" });
    },
  };
}
