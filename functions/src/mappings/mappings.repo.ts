import { MAPPING_DOCUMENT } from "./mapping.entity.js";
import type { EntityItem } from "electrodb";
import type { Page } from "#shared/common.schema";
import type { Role } from "#shared/constants";
import type { MappingStatus } from "#shared/mappings/mapping.schema";
import { withConflict } from "../core/db-errors.js";
import { newestFirstPage, queryAll } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import { pupilRefOf as refOf, withPupilRefs } from "../core/pupil-document/pupil-document-refs.js";
import { throughDay } from "../db/day-keys.js";
import { transact } from "../db/transact.js";
import {
  mappingsEntities,
  mappingsService,
  type MappingAnswerEntity,
  type MappingEntity,
} from "./mapping.entity.js";

/** The mappings domain's reads and writes: the only code that touches its entities. */

export type MappingItem = EntityItem<MappingEntity>;
export type MappingAnswerItem = EntityItem<MappingAnswerEntity>;

export interface MappingPage {
  mapping: MappingItem;
  answers: MappingAnswerItem[];
}

/** The mapping and every answer set, in one query (consistent: writes on its version follow). */
export async function getMappingPage(db: Db, mappingId: string): Promise<MappingPage | null> {
  const { data } = await mappingsService(db)
    .collections.mappingPage({ mappingId })
    .go({ consistent: true, pages: "all" });
  const mapping = data.mapping[0];
  return mapping ? { mapping, answers: data.mappingAnswer } : null;
}

/** The mapping item alone. */
export async function getMapping(db: Db, mappingId: string): Promise<MappingItem | null> {
  const { data } = await mappingsEntities(db).mapping.get({ mappingId }).go({ consistent: true });
  return data;
}

/**
 * One page of a school's mappings, newest first, optionally one pupil's and one list (the list is a filter on the
 * query: it depends on today, so a page can hold fewer rows than `limit`).
 */
export function listMappingsOfSchool(
  db: Db,
  schoolId: string,
  filters: { status?: MappingStatus | undefined; studentId?: string | undefined; today: string },
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<Page<MappingItem>> {
  const { mapping } = mappingsEntities(db);
  const { status, today } = filters;
  const where = (
    attr: Parameters<Parameters<ReturnType<typeof mapping.query.bySchool>["where"]>[0]>[0],
    op: Parameters<Parameters<ReturnType<typeof mapping.query.bySchool>["where"]>[0]>[1],
  ) =>
    [
      filters.studentId ? op.eq(attr.schoolId, schoolId) : "",
      status === "ARCHIVED" ? op.eq(attr.active, false) : "",
      status === "ONGOING" ? `${op.eq(attr.active, true)} AND ${op.gte(attr.deadline, today)}` : "",
      status === "PASTDEADLINE" ? `${op.eq(attr.active, true)} AND ${op.lt(attr.deadline, today)}` : "",
    ]
      .filter(Boolean)
      .join(" AND ");
  const query = filters.studentId
    ? mapping.query.byStudent({ studentId: filters.studentId }).where(where)
    : mapping.query.bySchool({ schoolId }).where(where);
  return newestFirstPage<MappingItem>(query, page);
}

/**
 * The school's mappings that ask the person to answer (a rare admin action: the school's mappings read to the end
 * and picked here, as `respondents` is a list of {id, name} that a query's filter cannot match by id alone).
 */
export async function listMappingsAsking(db: Db, userId: string, schoolId: string): Promise<MappingItem[]> {
  const all = await queryAll(mappingsEntities(db).mapping.query.bySchool({ schoolId }));
  return all.filter((mapping) => mapping.respondents.some((respondent) => respondent.id === userId));
}

/** The mapping's ref in the per-pupil index (core/pupil-document): the pupil-deletion check reads it. */
const pupilRefOf = (mapping: Pick<MappingItem, "mappingId" | "schoolId" | "createdAt" | "studentId">) =>
  refOf(MAPPING_DOCUMENT, { ...mapping, id: mapping.mappingId });

/** A new mapping with its pupil's ref, in one transaction. */
export async function createMappingItem(db: Db, item: MappingItem): Promise<void> {
  await transact(withPupilRefs(db, mappingsEntities(db)), (tx) => [
    tx.mapping.create(item).commit(),
    tx.pupilDocumentRef.put(pupilRefOf(item)).commit(),
  ]);
}

export interface MappingChanges {
  deadline?: string | undefined;
  active?: boolean | undefined;
  actionProgramBegun?: boolean | undefined;
  respondents?: { id: string; name: string }[] | undefined;
  formerRespondentIds?: string[] | undefined;
  /** The editor's role; none for a change the app makes itself (someone leaving the school). */
  updatedByRole?: Role | undefined;
}

/**
 * Writes the changes on the version read; a mapping changed or deleted since answers 409 CONFLICT. The stored
 * values of the calendar index's composites that the change does not set go along (`composite`), so ElectroDB
 * recomputes that sparse index's key on every write (a new deadline moves it, deactivating removes it).
 */
export async function updateMappingItem(
  db: Db,
  existing: MappingItem,
  changes: MappingChanges,
  at: string,
): Promise<MappingItem> {
  const { data } = await withConflict(() =>
    mappingsEntities(db)
      .mapping.patch({ mappingId: existing.mappingId })
      .set({
        ...(changes.deadline !== undefined ? { deadline: changes.deadline } : {}),
        ...(changes.active !== undefined ? { active: changes.active } : {}),
        ...(changes.actionProgramBegun !== undefined
          ? { actionProgramBegun: changes.actionProgramBegun }
          : {}),
        ...(changes.respondents ? { respondents: changes.respondents } : {}),
        ...(changes.formerRespondentIds ? { formerRespondentIds: changes.formerRespondentIds } : {}),
        ...(changes.updatedByRole ? { updatedByRole: changes.updatedByRole } : {}),
        updatedAt: at,
      })
      .composite({
        schoolId: existing.schoolId,
        ...(changes.deadline === undefined ? { deadline: existing.deadline } : {}),
        ...(changes.active === undefined ? { active: existing.active } : {}),
      })
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .go({ response: "all_new" }),
  );
  return data as MappingItem;
}

/**
 * Stores one person's answers (replacing their earlier ones) and marks them as having answered, in one
 * transaction that holds only while the mapping is still active and still asks them: else 409, nothing stored.
 */
export function saveAnswerSet(db: Db, answer: MappingAnswerItem): Promise<void> {
  return transact(mappingsEntities(db), (tx) => [
    tx.mapping
      .patch({ mappingId: answer.mappingId })
      .add({ answeredBy: [answer.userId] })
      .where((attr, op) => `${op.eq(attr.active, true)}`)
      .commit(),
    tx.mappingAnswer.put(answer).commit(),
  ]);
}

/** Deletes the mapping (on the version read: else 409) with its pupil's ref, and then its answer sets. */
export async function deleteMappingPage(db: Db, page: MappingPage): Promise<void> {
  const entities = mappingsEntities(db);
  await transact(withPupilRefs(db, entities), (tx) => [
    tx.mapping
      .delete({ mappingId: page.mapping.mappingId })
      .where((attr, op) => op.eq(attr.version, page.mapping.version))
      .commit(),
    tx.pupilDocumentRef.delete(pupilRefOf(page.mapping)).commit(),
  ]);
  for (const answer of page.answers) {
    await entities.mappingAnswer.delete({ mappingId: answer.mappingId, userId: answer.userId }).go();
  }
}

/**
 * The school's active mappings whose deadline falls in a range, both days included (the calendar): one query of the
 * sparse deadline index (mapping.entity.ts, byDeadline), read to the end, which holds only active mappings. The sort
 * key is `deadline#mappingId#active`, so the range's end is `throughDay(to)`, above every key of `to`.
 */
export async function listActiveMappingsDueBetween(
  db: Db,
  schoolId: string,
  range: { from: string; to: string },
): Promise<MappingItem[]> {
  const { data } = await mappingsEntities(db)
    .mapping.query.byDeadline({ schoolId })
    .between({ deadline: range.from }, { deadline: throughDay(range.to) })
    .go({ pages: "all" });
  return data;
}
