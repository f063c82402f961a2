import type { EntityItem } from "electrodb";
import { createGetTransaction } from "electrodb";
import type { Db } from "../db/db.js";
import { entityGroup } from "../db/entities.js";
import { makeAuditEventEntity } from "./audit-event.entity.js";
import { makeRateCounterEntity } from "./rate-counter.entity.js";
import { makeSessionEntity } from "./session.entity.js";
import { makeUserEmailEntity, makeUserEntity, type UserEntity } from "./user.entity.js";

/**
 * Core's own entities: the person (user and the email guard), their sessions, the audit trail and the rate
 * counters. Every domain may use these; core itself imports no domain.
 */
export const coreEntities = entityGroup({
  user: makeUserEntity,
  userEmail: makeUserEmailEntity,
  session: makeSessionEntity,
  auditEvent: makeAuditEventEntity,
  rateCounter: makeRateCounterEntity,
});

export type UserItem = EntityItem<UserEntity>;

export async function getUser(db: Db, id: string): Promise<UserItem | null> {
  const { data } = await coreEntities(db).user.get({ id }).go({ consistent: true });
  return data;
}

export async function getUserByEmail(db: Db, email: string): Promise<UserItem | null> {
  const { data: guard } = await coreEntities(db).userEmail.get({ email }).go({ consistent: true });
  if (!guard) return null;
  return getUser(db, guard.userId);
}

/** Batch-reads users by id (missing ones are skipped), in chunks of 100. */
export async function getUsers(db: Db, ids: readonly string[]): Promise<UserItem[]> {
  const unique = [...new Set(ids)];
  const found: UserItem[] = [];
  const { user } = coreEntities(db);
  for (let i = 0; i < unique.length; i += 100) {
    const { data } = await user.get(unique.slice(i, i + 100).map((id) => ({ id }))).go();
    found.push(...data);
  }
  return found;
}

/** The user and one of their sessions in one transactional read (the actor middleware's single call). */
/** Does anyone belong to the organization (an account of its own, whatever their schools)? One key read. */
export async function organizationHasPeople(db: Db, organizationId: string): Promise<boolean> {
  const { data } = await coreEntities(db).user.query.byOrganization({ organizationId }).go({ limit: 1 });
  return data.length > 0;
}

export async function getUserAndSession(db: Db, userId: string, sessionId: string) {
  const { user, session } = coreEntities(db);
  const { data } = await createGetTransaction({ user, session }, (entities) => [
    entities.user.get({ id: userId }).commit(),
    entities.session.get({ userId, sessionId }).commit(),
  ]).go();
  return { user: data[0]?.item ?? null, session: data[1]?.item ?? null };
}
