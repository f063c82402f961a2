import type { EntityItem } from "electrodb";
import type { Page } from "#shared/common.schema";
import type { AuditEventEntity } from "../core/audit-event.entity.js";
import { coreEntities } from "../core/identity.js";
import { newestFirstPage } from "../core/pagination.js";
import type { Db } from "../db/db.js";

/** The audit trail's items are core's (every domain writes them through core/guard.ts); this domain reads them. */
export type AuditItem = EntityItem<AuditEventEntity>;
type PageRequest = { cursor?: string | undefined; limit?: number | undefined };

/** A school's events, newest first, a page at a time. */
export function listEventsOfSchool(db: Db, schoolId: string, page: PageRequest): Promise<Page<AuditItem>> {
  const query = coreEntities(db).auditEvent.query.byScope({ scopeId: schoolId });
  return newestFirstPage(query, page);
}

/** The events that name one pupil, newest first, a page at a time. */
export function listEventsOfStudent(db: Db, studentId: string, page: PageRequest): Promise<Page<AuditItem>> {
  const query = coreEntities(db).auditEvent.query.byStudent({ studentId });
  return newestFirstPage(query, page);
}
