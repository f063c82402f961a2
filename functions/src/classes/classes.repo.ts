import type { EntityItem } from "electrodb";
import type { SchoolClass } from "#shared/classes/class.schema";
import type { Page, PageQuery } from "#shared/common.schema";
import { withConflict } from "../core/db-errors.js";
import { queryAll, queryPage } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import { transact } from "../db/transact.js";
import { CLASS_STATUS, classesEntities, type ClassEntity } from "./class.entity.js";

/** The classes domain's reads and writes: the only code of the domain that touches the class entity. */

export type ClassItem = EntityItem<ClassEntity>;

export function toClass(item: ClassItem): SchoolClass {
  return {
    id: item.id,
    name: item.name,
    schoolId: item.schoolId,
    mentors: item.mentors,
    teachers: item.teachers,
    archived: item.status === "ARCHIVED",
    version: item.version,
  };
}

export async function getClass(db: Db, id: string): Promise<ClassItem | null> {
  const { data } = await classesEntities(db).class.get({ id }).go({ consistent: true });
  return data;
}

/**
 * One batch read of up to 100 by id: the items found, and the keys DynamoDB left unprocessed (read them again).
 * `consistent`: strongly consistent reads.
 */
export const getClasses = (db: Db, keys: { id: string }[], options: { consistent?: boolean } = {}) =>
  classesEntities(db)
    .class.get(keys)
    .go(options.consistent ? { consistent: true } : {});

/** One page of a school's classes: the active ones, or every class with the archived ones too. */
export function listClassesPage(
  db: Db,
  schoolId: string,
  page: PageQuery,
  options: { activeOnly: boolean },
): Promise<Page<ClassItem>> {
  const { class: classes } = classesEntities(db);
  const query = options.activeOnly
    ? classes.query.bySchool({ schoolId, status: CLASS_STATUS.active })
    : classes.query.bySchool({ schoolId });
  return queryPage(query, page, (item) => item);
}

/** Every class of a school (bounded: a school has tens of classes). */
export const listClassesOfSchool = (db: Db, schoolId: string): Promise<ClassItem[]> =>
  queryAll(classesEntities(db).class.query.bySchool({ schoolId }));

/** Every active class of a school. */
export const listActiveClassesOfSchool = (db: Db, schoolId: string): Promise<ClassItem[]> =>
  queryAll(classesEntities(db).class.query.bySchool({ schoolId, status: CLASS_STATUS.active }));

/** Does the school have any class (a school with classes cannot be deleted)? */
export async function schoolHasClasses(db: Db, schoolId: string): Promise<boolean> {
  const { data } = await classesEntities(db).class.query.bySchool({ schoolId }).go({ limit: 1 });
  return data.length > 0;
}

/** A new active class at version 1. */
export async function createClassItem(
  db: Db,
  fields: {
    id: string;
    schoolId: string;
    organizationId: string;
    name: string;
    mentors: string[];
    teachers: string[];
    at: string;
  },
): Promise<ClassItem> {
  const { at, ...rest } = fields;
  const { data } = await classesEntities(db)
    .class.create({ ...rest, status: CLASS_STATUS.active, createdAt: at, updatedAt: at, version: 1 })
    .go();
  return data;
}

/** What an update of a class may change; absent fields stay as they are. */
export interface ClassChanges {
  name?: string | undefined;
  mentors?: string[] | undefined;
  teachers?: string[] | undefined;
  archived?: true | undefined;
}

/**
 * Writes the changes on the version read (the version goes up by one) and answers the class as stored; a class
 * changed or deleted since it was read answers 409 CONFLICT.
 */
export async function updateClassItem(
  db: Db,
  existing: ClassItem,
  changes: ClassChanges,
  at: string,
): Promise<ClassItem> {
  const { data } = await withConflict(() =>
    classesEntities(db)
      .class.patch({ id: existing.id })
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.mentors ? { mentors: changes.mentors } : {}),
        ...(changes.teachers ? { teachers: changes.teachers } : {}),
        ...(changes.archived ? { status: CLASS_STATUS.archived } : {}),
        updatedAt: at,
      })
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .go({ response: "all_new" }),
  );
  return data;
}

/** Deletes the class on the version read; a class changed since answers 409 CONFLICT. */
export async function deleteClassItem(db: Db, existing: ClassItem): Promise<void> {
  await withConflict(() =>
    classesEntities(db)
      .class.delete({ id: existing.id })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .go(),
  );
}

/** One class's school-year change: a new name, or archived. */
export interface YearChange {
  item: ClassItem;
  next: string | "archive";
}

/**
 * Writes the school-year changes all-or-nothing per 100 classes (a DynamoDB transaction), each on the version
 * read; a class changed meanwhile fails its batch with 409 CONFLICT.
 */
export async function writeYearChanges(db: Db, changes: YearChange[], at: string): Promise<void> {
  for (let i = 0; i < changes.length; i += 100) {
    await transact(classesEntities(db), (tx) =>
      changes.slice(i, i + 100).map(({ item, next }) =>
        tx.class
          .patch({ id: item.id })
          .set(
            next === "archive"
              ? { status: CLASS_STATUS.archived, updatedAt: at }
              : { name: next, updatedAt: at },
          )
          .add({ version: 1 })
          .where((attr, op) => op.eq(attr.version, item.version))
          .commit(),
      ),
    );
  }
}

/**
 * The school-year roll-over of one class name: a leading year number goes up by one ("7A" -> "8A", "9 B" ->
 * "10 B"). Answers null for a name without a leading year (such a class keeps its name) and "archive" when the
 * next year is past the school's last year.
 */
export function nextYearName(name: string, lastYear: number | null): string | null | "archive" {
  const match = /^(\d{1,2})(.*)$/.exec(name.trim());
  if (!match) return null;
  const next = Number(match[1]) + 1;
  if (lastYear !== null && next > lastYear) return "archive";
  return `${next}${match[2]}`;
}
